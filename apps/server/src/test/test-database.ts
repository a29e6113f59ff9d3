import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testDatabaseAdminUrl } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import type { PoolOptions } from '../db/pool-options.ts';

export interface TestDatabase extends DatabaseHandle {
  /** The database's URL on the PostgreSQL server; undefined for PGlite. */
  url: string | undefined;
  /** Closes the connection and opens the same database again, as a server restart would. */
  reopen(): Promise<TestDatabase>;
}

async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database for one test file: PGlite in a temp dir by default, or a new
 * database on the PostgreSQL server the test runner started (TEST_DATABASE_URL).
 */
export async function createTestDatabase(pool: PoolOptions = {}): Promise<TestDatabase> {
  const adminUrl = testDatabaseAdminUrl();
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'ideaignite-pglite-'));
    const open = async (): Promise<TestDatabase> => {
      const handle = await openDatabase({ dataDir: dir }, pool);
      return {
        ...handle,
        url: undefined,
        reopen: async () => {
          await handle.close();
          return open();
        },
        close: async () => {
          await handle.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    };
    return open();
  }
  const name = `ideaignite_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const open = async (): Promise<TestDatabase> => {
    const handle = await openDatabase({ url: url.toString() }, pool);
    return {
      ...handle,
      url: url.toString(),
      reopen: async () => {
        await handle.close();
        return open();
      },
      close: async () => {
        await handle.close();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  };
  return open();
}

export const databaseLabel = () => (testDatabaseAdminUrl() ? 'PostgreSQL' : 'PGlite');
