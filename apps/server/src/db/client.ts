import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  /** Calls the listener with each statement's SQL and values as it is sent (tests count statements). */
  observeQueries(listener: (text: string, params: unknown[]) => void): () => void;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget = { url: string } | { dataDir: string | undefined };

/**
 * Opens the database and applies the committed migrations. `{ url }` is a PostgreSQL server,
 * `{ dataDir }` the embedded PGlite (in memory when the dir is undefined).
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const listeners = new Set<(text: string, params: unknown[]) => void>();
  const logger = {
    logQuery: (text: string, params: unknown[]) => {
      for (const listener of listeners) listener(text, params);
    },
  };
  const observeQueries = (listener: (text: string, params: unknown[]) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema, logger });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      observeQueries,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    observeQueries,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
