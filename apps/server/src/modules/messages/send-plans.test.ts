/**
 * The send's statements probe a pair's conversation rows by key whatever the statistics say
 * (decision 009, amendment of issue 32): the generic plan a prepared statement keeps, made while
 * the table is empty, must not scan the conversations table. Written as `exists`, it did, and a
 * saturated chat then scanned every conversation for every message.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { sendMessage } from './send-service.ts';

describe(`the send's plans probe conversations by key (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({}, { messageLimits: { perMinute: 1000, conversationsPerDay: 1000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The generic plan of `text` (the plan a prepared statement keeps), as EXPLAIN prints it. */
  const genericPlan = async (text: string) => {
    const parameters = new Set(text.match(/\$\d+/g) ?? []).size;
    const nulls = Array.from({ length: parameters }, () => 'null').join(', ');
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare plan_check as ${text}`));
      try {
        const explained = (await tx.execute(sql.raw(`explain execute plan_check(${nulls})`))) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await tx.execute(sql`deallocate plan_check`);
      }
    });
  };

  it('the one-message and the batched send touch conversations by their primary key only', async () => {
    const { db, realtime, mailer, publicUrl, log, rateCounter, messageLimits, scheduler } = t.app.container;
    const deps = { db, realtime, mailer, publicUrl, log, rateCounter, messageLimits, scheduler };
    const people = await Promise.all(
      ['Hustler', 'Investor', 'Investor', 'Investor'].map((role) =>
        signUpUser(t.app, role as 'Hustler' | 'Investor'),
      ),
    );
    const [sender, ...receivers] = people.map((person) => person.id);
    for (const receiver of receivers)
      await db.execute(
        sql`insert into connections (hustler_id, investor_id, status) values (${sender}, ${receiver}, 'connected')`,
      );
    const texts: string[] = [];
    const stop = t.database.observeQueries((text) => texts.push(text));
    try {
      // Three at once: the first goes alone, the two that wait for it go as one batch.
      await Promise.all(
        receivers.map((receiverId) => sendMessage(deps, sender!, { receiverId, text: 'hello' })),
      );
    } finally {
      stop();
    }
    await db.execute(sql`delete from conversations`);
    const sends = [...new Set(texts.filter((text) => /insert into messages/i.test(text)))];
    expect(sends).toHaveLength(2);
    for (const text of sends) {
      const plan = await genericPlan(text);
      expect(plan).toMatch(/conversations_user_id_partner_id_pk on conversations/);
      expect(plan).not.toMatch(/Seq Scan on conversations/);
    }
  });
});
