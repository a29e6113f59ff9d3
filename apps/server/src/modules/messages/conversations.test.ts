import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';

/** The backfill statement of migration 0003 (its last statement), run as the migration runs it. */
const backfill = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0003_conversations.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .at(-1)!;

describe(`conversations rows (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const snapshot = () =>
    rows(sql`select user_id, partner_id, last_message_id, last_at, unread from conversations
             order by user_id, partner_id`);

  it('bulk inserts, single inserts and the migration backfill agree with the messages', async () => {
    const [a, b, c] = await Promise.all([
      signUpUser(t.app, 'Hustler'),
      signUpUser(t.app, 'Investor'),
      signUpUser(t.app, 'Cofounder'),
    ]);
    const db = t.database.db;
    // One bulk statement with read and unread messages both ways and equal timestamps...
    await db.execute(sql`
      insert into messages (sender_id, receiver_id, text, read_at, created_at)
      select case when g % 2 = 0 then ${a!.id}::uuid else ${b!.id}::uuid end,
        case when g % 2 = 0 then ${b!.id}::uuid else ${a!.id}::uuid end,
        'm' || g, case when g % 3 = 0 then now() end, '2026-01-01 00:00:00.000001+00'::timestamptz
      from generate_series(1, 40) g`);
    // ...then single inserts, one of them older than what is stored.
    await db.execute(
      sql`insert into messages (sender_id, receiver_id, text) values (${c!.id}, ${a!.id}, 'new')`,
    );
    await db.execute(sql`insert into messages (sender_id, receiver_id, text, created_at)
      values (${b!.id}, ${a!.id}, 'late', '2020-01-01T00:00:00Z')`);
    const byTrigger = await snapshot();
    const recount = await rows(sql`
      select me.id as user_id, other.id as partner_id, last.id as last_message_id, last.created_at as last_at,
        (select count(*)::int from messages m where m.sender_id = other.id and m.receiver_id = me.id
          and m.read_at is null) as unread
      from users me cross join users other
      cross join lateral (select id, created_at from messages m
        where (m.sender_id, m.receiver_id) in ((me.id, other.id), (other.id, me.id))
        order by created_at desc, id desc limit 1) last
      order by me.id, other.id`);
    expect(byTrigger).toEqual(recount);
    expect(byTrigger).toHaveLength(4);
    await db.execute(sql`delete from conversations`);
    await db.execute(sql.raw(backfill));
    expect(await snapshot()).toEqual(recount);
  });
});
