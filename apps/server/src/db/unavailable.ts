/**
 * Tells a database that cannot serve right now from a query that failed: `busy` when every
 * pooled connection stayed taken for the whole wait, `down` when the server cannot be reached or
 * dropped the connection. Both are temporary (503 with Retry-After); anything else is a real error.
 */
export type Unavailability = 'busy' | 'down';

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS: Record<Unavailability, number> = { busy: 1, down: 5 };

const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: the backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

const DOWN_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'The database is closed',
  'The embedded database',
  'Query read timeout', // no answer on a connection whose server vanished (db/dead-connections.ts)
];

export function databaseUnavailability(error: unknown): Unavailability | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (message === 'timeout exceeded when trying to connect') return 'busy';
    if (typeof code === 'string' && (DOWN_CODES.has(code) || code.startsWith('08'))) return 'down';
    if (typeof message === 'string' && DOWN_MESSAGES.some((text) => message.includes(text))) return 'down';
    current = cause;
  }
  return undefined;
}
