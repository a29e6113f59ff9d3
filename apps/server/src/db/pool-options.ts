import { availableParallelism } from 'node:os';

export interface PoolOptions {
  /** Connections at most; default: 2 × cores + 1 for PostgreSQL, 1 for the embedded database. */
  size?: number;
  /** How long a query waits for a free connection (or a new one to open) before it fails. */
  waitMs?: number;
  /**
   * PostgreSQL only: how long a sent query may go unanswered before its connection is taken for
   * dead (db/dead-connections.ts). API queries take milliseconds; migrations are exempt.
   */
  queryTimeoutMs?: number;
}

export const DEFAULT_POOL_WAIT_MS = 5_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 4_000;

/**
 * PostgreSQL's usual starting point, enough to keep every core busy while others wait on I/O.
 * PGlite is one backend: more connections would only take turns in its worker.
 */
export const defaultPoolSize = (kind: 'pglite' | 'postgres') =>
  kind === 'pglite' ? 1 : 2 * availableParallelism() + 1;
