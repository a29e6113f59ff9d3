import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseAdminUrl } from '../config.ts';
import { emptyPostgresDatabase } from '../test/test-database.ts';
import { MIGRATIONS_LOCK, openDatabase } from './client.ts';

const adminUrl = testDatabaseAdminUrl();

// Advisory locks are PostgreSQL's (PGlite has one connection and migrates without one).
describe.skipIf(!adminUrl)('the migrations lock (PostgreSQL)', () => {
  const database = emptyPostgresDatabase(adminUrl!, 'ideaignite_lock');

  it('makes a node that opens the database wait while another session migrates', async () => {
    const holder = new pg.Client({ connectionString: database.url() });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
      let opened = false;
      const opening = openDatabase({ url: database.url() }).then((handle) => {
        opened = true;
        return handle;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(opened).toBe(false);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]);
      const handle = await opening;
      await handle.close();
    } finally {
      await holder.end();
    }
  });
});
