import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseAdminUrl } from '../config.ts';
import { emptyPostgresDatabase } from '../test/test-database.ts';
import { openDatabase } from './client.ts';

const adminUrl = testDatabaseAdminUrl();

// query_timeout is the PostgreSQL pool's (PGlite answers in-process and has none).
describe.skipIf(!adminUrl)('a query past the query timeout (PostgreSQL)', () => {
  const database = emptyPostgresDatabase(adminUrl!, 'ideaignite_timeout');

  it('fails that request inside a transaction, without an unhandled error, and the pool serves the next', async () => {
    const handle = await openDatabase({ url: database.url() }, { queryTimeoutMs: 300 });
    try {
      // A checked-out connection (a transaction holds it) whose socket is dropped must not emit an
      // error nobody listens to: that ended the process (a slow search at scale did).
      await expect(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(2)`);
        }),
      ).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      expect(rows.rows[0]?.one).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
