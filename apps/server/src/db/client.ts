import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { dropDeadConnections } from './dead-connections.ts';
import { startEmbeddedDatabase } from './embedded-database.ts';
import {
  DEFAULT_POOL_WAIT_MS,
  DEFAULT_QUERY_TIMEOUT_MS,
  defaultPoolSize,
  type PoolOptions,
} from './pool-options.ts';
import * as schema from './schema.ts';
import { sessionSettingsSql, startupOptions } from './session-settings.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The connection pool behind `db` (node-postgres, for both databases). */
  pool: pg.Pool;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  /** Calls the listener with each statement's SQL and values as it is sent (tests count statements). */
  observeQueries(listener: (text: string, params: unknown[]) => void): () => void;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The advisory lock that serialises migrations on PostgreSQL: any fixed number, the same in every
 * node and in the deploy's migration step (`migrate.ts` runs them through {@link openDatabase}).
 */
export const MIGRATIONS_LOCK = 7_266_843_401;

export type DatabaseTarget = { url: string } | { dataDir: string | undefined };

/**
 * Opens the database and applies the committed migrations. `{ url }` is a PostgreSQL server,
 * `{ dataDir }` the embedded PGlite (in memory when the dir is undefined), which runs in a worker
 * thread and is reached over the same wire protocol: one driver, one code path for both.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: PoolOptions = {},
): Promise<DatabaseHandle> {
  const kind = 'url' in target ? 'postgres' : 'pglite';
  const embedded = 'url' in target ? undefined : await startEmbeddedDatabase(target.dataDir);
  const pool = new pg.Pool({
    ...('url' in target
      ? {
          connectionString: target.url,
          query_timeout: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
          options: startupOptions(),
        }
      : { stream: () => embedded!.connect(), user: 'postgres', database: 'postgres' }),
    max: options.size ?? defaultPoolSize(kind),
    connectionTimeoutMillis: options.waitMs ?? DEFAULT_POOL_WAIT_MS,
  });
  // An idle connection the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    console.warn(`Database connection lost: ${error.message}`);
  });
  dropDeadConnections(pool);
  const listeners = new Set<(text: string, params: unknown[]) => void>();
  const logger = {
    logQuery: (text: string, params: unknown[]) => {
      for (const listener of listeners) listener(text, params);
    },
  };
  const db = drizzle(pool, { schema, logger });
  try {
    await migrateOnce(pool, kind);
    if (kind === 'pglite') await pool.query(sessionSettingsSql());
  } catch (error) {
    await pool.end().catch(() => undefined);
    await embedded?.close();
    throw error;
  }
  const waitMs = options.waitMs ?? DEFAULT_POOL_WAIT_MS;
  return {
    db: db as unknown as Database,
    kind,
    pool,
    observeQueries: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Bounded: a server that accepted the connection but never answers must not hang /readyz.
    ping: () => answerWithin(pool.query('select 1'), waitMs + 1_000),
    close: async () => {
      await pool.end();
      await embedded?.close();
    },
  };
}

/**
 * Applies the migrations on one connection. On PostgreSQL an advisory lock makes nodes that start
 * together take turns (drizzle's migrator alone races on `create schema "drizzle"`).
 */
async function migrateOnce(pool: pg.Pool, kind: DatabaseHandle['kind']): Promise<void> {
  const client = await firstConnection(pool);
  // A migration may run long: no query timeout on its connection, which is closed afterwards.
  (
    client as unknown as { connectionParameters: { query_timeout?: number } }
  ).connectionParameters.query_timeout = undefined;
  try {
    if (kind === 'postgres') await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    if (kind === 'postgres')
      await client.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => undefined);
    client.release(true);
  }
}

/**
 * The first connection at start: a busy machine can take longer than a request may wait
 * (DATABASE_POOL_WAIT_MS) to start the embedded database's worker or to reach a server that is
 * still starting, so a timed-out attempt is tried again, three times in all.
 */
async function firstConnection(pool: pg.Pool): Promise<pg.PoolClient> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pool.connect();
    } catch (error) {
      const timedOut = error instanceof Error && /timeout/i.test(error.message);
      if (!timedOut || attempt >= 3) throw error;
    }
  }
}

function answerWithin(query: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('The database did not answer in time'), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  return Promise.race([query.then(() => undefined), late]).finally(() => clearTimeout(timer));
}
