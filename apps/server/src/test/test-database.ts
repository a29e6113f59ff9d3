import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseAdminUrl } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new
 * database on the PostgreSQL server the test runner started (TEST_DATABASE_URL).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = testDatabaseAdminUrl();
  if (!adminUrl) return openDatabase({ dataDir: undefined });
  const name = `ideaignite_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const databaseLabel = () => (testDatabaseAdminUrl() ? 'PostgreSQL' : 'PGlite');
