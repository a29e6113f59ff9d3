import type pg from 'pg';

/** pg's error when a query got no answer within `query_timeout`. */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

type Stream = { destroy(): void };
const streamOf = (client: pg.Client) =>
  (client as unknown as { connection?: { stream?: Stream } }).connection?.stream;

/**
 * A server that vanished without closing its connections (a killed container or VM, a dropped
 * network path) leaves sockets that look open: a query on one waits for TCP to give up, which
 * took 21.6 s after PostgreSQL came back. With `query_timeout` set, a query that gets no answer
 * fails instead; this drops the connection it ran on (else it goes back to the pool with the
 * query still pending) and every idle one, which died with it, so the next request opens a fresh
 * connection at once.
 */
export function dropDeadConnections(pool: pg.Pool): void {
  const all = new Set<pg.Client>();
  const busy = new Set<pg.Client>();
  pool.on('connect', (client) => {
    all.add(client);
    // The pool listens for errors of idle connections only: a checked-out one (a transaction's)
    // whose socket is dropped below would emit an error nobody hears, which ends the process. Its
    // query already fails with that error (the request answers 503), so here it is only noted.
    client.on('error', () => undefined);
    client.on('end', () => {
      all.delete(client);
      busy.delete(client);
    });
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (...args) => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          if (isQueryTimeout(error)) drop(client);
          return (last as (e: unknown, r: unknown) => unknown)(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.catch((error: unknown) => isQueryTimeout(error) && drop(client));
      return result;
    };
  });
  pool.on('acquire', (client) => busy.add(client));
  pool.on('release', (_error, client) => busy.delete(client));
  pool.on('remove', (client) => {
    all.delete(client);
    busy.delete(client);
  });
  const drop = (timedOut: pg.Client) => {
    streamOf(timedOut)?.destroy();
    for (const client of all) if (!busy.has(client)) streamOf(client)?.destroy();
  };
}

const isQueryTimeout = (error: unknown) => error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE;
