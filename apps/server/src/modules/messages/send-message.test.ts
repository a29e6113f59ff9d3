import { API, MESSAGES_WORDS, NOTIFICATION_TEXTS, SOCKET_EVENTS } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Realtime } from '../../realtime/realtime.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { markConversationRead } from './messages-service.ts';
import { sendMessage } from './send-service.ts';

describe(`sendMessage round trips (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    // These tests send in bulk: more than a person may send in a minute.
    t = await buildTestApp({}, { messageLimits: { perMinute: 1000, conversationsPerDay: 1000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const recorder = () => {
    const events: Array<{ event: string; to?: string; payload: unknown }> = [];
    const realtime: Realtime = {
      broadcast: async () => undefined,
      emitContentChange: () => undefined,
      separate: async () => undefined,
      emptyRoomsOf: async () => undefined,
      emitToUser: (userId, event, payload) => events.push({ event, to: userId, payload }),
      emitMessage: (message) => events.push({ event: SOCKET_EVENTS.receiveMessage, payload: message }),
    };
    return { events, realtime };
  };
  /** What sending needs to mail a message (only to receivers who chose email for messages), its limits, and the push job to wake. */
  const mail = () => {
    const { mailer, publicUrl, log, rateCounter, messageLimits, scheduler } = t.app.container;
    return { mailer, publicUrl, log, rateCounter, messageLimits, scheduler };
  };
  /** Connected people (an Ignite that reached 'connected'): their messages take the fast path from the first. */
  const connect = async (hustlerId: string, investorId: string) => {
    await t.database.db.execute(
      sql`insert into connections (hustler_id, investor_id, status) values (${hustlerId}, ${investorId}, 'connected')`,
    );
  };
  /** Runs `work` and answers the SQL statements it sent. */
  const counted = async <T>(work: () => Promise<T>) => {
    const statements: string[] = [];
    const stop = t.database.observeQueries((text) => statements.push(text));
    try {
      return { result: await work(), statements };
    } finally {
      stop();
    }
  };
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('one message costs one statement, delivers it and groups its notification', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const bob = await signUpUser(t.app, 'Investor');
    await connect(alice.id, bob.id);
    await t.database.db.execute(sql`update profiles set username = 'Alice' where user_id = ${alice.id}`);
    const { events, realtime } = recorder();
    const db = t.database.db;

    const first = await counted(() =>
      sendMessage({ ...mail(), db, realtime }, alice.id, { receiverId: bob.id, text: 'hello' }),
    );
    expect(first.statements.length).toBeLessThanOrEqual(2);
    expect(first.statements).toHaveLength(1);
    expect(first.result).toMatchObject({
      senderId: alice.id,
      receiverId: bob.id,
      text: 'hello',
      readAt: null,
    });
    const [delivered, notified] = events;
    expect(delivered).toEqual({ event: SOCKET_EVENTS.receiveMessage, payload: first.result });
    expect(notified).toMatchObject({
      event: SOCKET_EVENTS.notification,
      to: bob.id,
      payload: {
        type: 'message',
        message: NOTIFICATION_TEXTS.message('Alice', 'hello'),
        // What the app words it from, in the reader's language.
        params: { key: 'message', args: ['Alice', 'hello'] },
        actorId: alice.id,
        isRead: false,
      },
    });

    // The sender renames; the next message names them afresh and updates the same notification.
    await t.database.db.execute(sql`update profiles set username = 'Alicia' where user_id = ${alice.id}`);
    const second = await counted(() =>
      sendMessage({ ...mail(), db, realtime }, alice.id, { receiverId: bob.id, text: 'are you there?' }),
    );
    expect(second.statements).toHaveLength(1);
    const notes = await rows<{ id: string; message: string; params: unknown }>(
      sql`select id, message, params from notifications where user_id = ${bob.id} and type = 'message'`,
    );
    expect(notes).toEqual([
      {
        id: (notified!.payload as { _id: string })._id,
        message: NOTIFICATION_TEXTS.message('Alicia', 'are you there?'),
        params: { key: 'message', args: ['Alicia', 'are you there?'] },
      },
    ]);
    const stored = await rows<{ id: string }>(sql`select id from messages where receiver_id = ${bob.id}`);
    expect(stored).toHaveLength(2);
  });

  it('an unknown receiver is a 404, storing nothing', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const nobody = '00000000-0000-4000-8000-000000000000';
    const { events, realtime } = recorder();
    const attempt = await counted(() =>
      sendMessage({ ...mail(), db: t.database.db, realtime }, alice.id, {
        receiverId: nobody,
        text: 'hello?',
      }).then(
        () => undefined,
        (error: unknown) => error,
      ),
    );
    expect(attempt.result).toMatchObject({ statusCode: 404, message: MESSAGES_WORDS.receiverNotFound });
    expect(events).toEqual([]);
    expect(await rows(sql`select id from messages where sender_id = ${alice.id}`)).toEqual([]);
    expect(await rows(sql`select id from notifications where actor_id = ${alice.id}`)).toEqual([]);
  });

  it('messages sent at once from one sender keep one unread notification and every message', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const bob = await signUpUser(t.app, 'Investor');
    await connect(alice.id, bob.id);
    const { realtime } = recorder();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        sendMessage({ ...mail(), db: t.database.db, realtime }, alice.id, {
          receiverId: bob.id,
          text: `burst ${index}`,
        }),
      ),
    );
    expect(await rows(sql`select id from messages where sender_id = ${alice.id}`)).toHaveLength(20);
    expect(
      await rows(
        sql`select id from notifications where user_id = ${bob.id} and actor_id = ${alice.id} and not is_read`,
      ),
    ).toHaveLength(1);
  });

  it('messages arriving together share statements, keep their order, and a bad receiver fails alone', async () => {
    const senders = await Promise.all([signUpUser(t.app, 'Hustler'), signUpUser(t.app, 'Cofounder')]);
    const receivers = await Promise.all([signUpUser(t.app, 'Investor'), signUpUser(t.app, 'Jobseeker')]);
    for (const sender of senders) for (const receiver of receivers) await connect(sender.id, receiver.id);
    const nobody = '00000000-0000-4000-8000-00000000abcd';
    const { events, realtime } = recorder();
    const deps = { ...mail(), db: t.database.db, realtime };
    const sends = Array.from({ length: 40 }, (_, index) => ({
      from: senders[index % 2]!.id,
      to: index === 17 ? nobody : receivers[Math.floor(index / 2) % 2]!.id,
      text: `together ${String(index).padStart(2, '0')}`,
    }));
    const attempt = await counted(() =>
      Promise.all(
        sends.map((send) =>
          sendMessage(deps, send.from, { receiverId: send.to, text: send.text }).then(
            (message) => ({ ok: true as const, message }),
            (error: unknown) => ({ ok: false as const, error }),
          ),
        ),
      ),
    );
    // The batch skipped the unknown receiver, whose message alone took the transactional path.
    expect(attempt.statements.length).toBeLessThan(sends.length);
    attempt.result.forEach((outcome, index) => {
      if (index === 17) {
        expect(outcome).toMatchObject({ ok: false, error: { statusCode: 404 } });
      } else {
        expect(outcome).toMatchObject({
          ok: true,
          message: { text: sends[index]!.text, receiverId: sends[index]!.to },
        });
      }
    });
    // Stored once each, in the order they were sent, per sender.
    for (const sender of senders) {
      const stored = await rows<{ text: string }>(
        sql`select text from messages where sender_id = ${sender.id} order by created_at, id`,
      );
      const expected = sends
        .filter((send, index) => send.from === sender.id && index !== 17)
        .map((send) => send.text);
      expect(stored.map((row) => row.text)).toEqual(expected);
    }
    // One unread notification per receiver and sender, naming that sender's last message to them.
    for (const sender of senders) {
      for (const receiver of receivers) {
        const notes = await rows<{ message: string; params: { key: string; args: string[] } }>(
          sql`select message, params from notifications where user_id = ${receiver.id} and actor_id = ${sender.id}
              and type = 'message' and not is_read`,
        );
        const last = sends.filter((send) => send.from === sender.id && send.to === receiver.id).at(-1);
        expect(notes).toHaveLength(last ? 1 : 0);
        if (last) expect(notes[0]!.message).toContain(last.text);
        // Its params too (a sender without a name yet: '', "Someone" in the reader's language).
        if (last) expect(notes[0]!.params).toEqual({ key: 'message', args: ['', last.text] });
      }
    }
    // Every stored message was delivered once.
    const delivered = events.filter((event) => event.event === SOCKET_EVENTS.receiveMessage);
    expect(delivered).toHaveLength(sends.length - 1);

    // Without a bad receiver: the first message goes alone, the rest wait for it and share one.
    const clean = await counted(() =>
      Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          sendMessage(deps, senders[index % 2]!.id, {
            receiverId: receivers[index % 2]!.id,
            text: `clean ${index}`,
          }),
        ),
      ),
    );
    expect(clean.result).toHaveLength(40);
    expect(clean.statements).toHaveLength(2);
  });

  it('the chat list rows follow concurrent sends both ways and read marks exactly', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const bob = await signUpUser(t.app, 'Investor');
    await connect(alice.id, bob.id);
    const { realtime } = recorder();
    const deps = { ...mail(), db: t.database.db, realtime };
    // Both directions at once (the trigger locks the two rows in one order: no deadlock), with
    // read marks racing the sends.
    await Promise.all(
      Array.from({ length: 30 }, (_, index) => {
        if (index % 10 === 9) return markConversationRead({ db: t.database.db, realtime }, bob.id, alice.id);
        const [from, to] = index % 2 === 0 ? [alice.id, bob.id] : [bob.id, alice.id];
        return sendMessage(deps, from, { receiverId: to, text: `both ways ${index}` });
      }),
    );
    // Each side's row equals a recount from the messages themselves.
    const stored = await rows<{
      user_id: string;
      partner_id: string;
      last_message_id: string;
      unread: number;
    }>(
      sql`select user_id, partner_id, last_message_id, unread from conversations
          where user_id in (${alice.id}, ${bob.id}) order by user_id`,
    );
    const recount = await rows<{
      user_id: string;
      partner_id: string;
      last_message_id: string;
      unread: number;
    }>(sql`
      select me.id as user_id, other.id as partner_id,
        (select id from messages m where (m.sender_id, m.receiver_id) in ((me.id, other.id), (other.id, me.id))
          order by created_at desc, id desc limit 1) as last_message_id,
        (select count(*)::int from messages m where m.sender_id = other.id and m.receiver_id = me.id
          and m.read_at is null) as unread
      from users me, users other
      where me.id in (${alice.id}, ${bob.id}) and other.id in (${alice.id}, ${bob.id}) and me.id <> other.id
      order by me.id`);
    expect(stored).toEqual(recount);
    expect(stored).toHaveLength(2);
    // The list answers the same unread count and last message.
    const list = (await t.app.inject({ url: API.messages, headers: bearer(bob.token) })).json() as Array<{
      _id: string;
      unreadCount: number;
    }>;
    expect(list).toEqual([
      expect.objectContaining({
        _id: alice.id,
        unreadCount: stored.find((row) => row.user_id === bob.id)!.unread,
      }),
    ]);
  });

  it("the next batch's statement is sent before the last statement's senders are told", async () => {
    const sender = await signUpUser(t.app, 'Hustler');
    const receivers = await Promise.all([1, 2, 3].map(() => signUpUser(t.app, 'Investor')));
    for (const receiver of receivers) await connect(sender.id, receiver.id);
    // How many send statements had gone to the database when each message was delivered.
    const sentWhenDelivered: number[] = [];
    const attempt = { statements: [] as string[] };
    const sends = () => attempt.statements.filter((text) => /insert into messages/i.test(text)).length;
    const { realtime } = recorder();
    const deps = {
      ...mail(),
      db: t.database.db,
      realtime: { ...realtime, emitMessage: () => sentWhenDelivered.push(sends()) },
    };
    const stop = t.database.observeQueries((text) => attempt.statements.push(text));
    try {
      // The first goes alone; the two that arrive while it is in flight wait and go as one batch.
      await Promise.all(
        receivers.map((receiver) =>
          sendMessage(deps, sender.id, { receiverId: receiver.id, text: 'overlap' }),
        ),
      );
    } finally {
      stop();
    }
    expect(sends()).toBe(2);
    // The first message was delivered after the batch's statement had gone (decision 009).
    expect(sentWhenDelivered).toEqual([2, 2, 2]);
  });

  // Decision 009, amendment of issue 32: the generic plan a prepared statement keeps, made while
  // the table is empty, must not scan the conversations table. Written as `exists`, it did, and a
  // saturated chat then scanned every conversation for every message of a batch.
  it('the one-message and the batched send touch conversations by their primary key only', async () => {
    const sender = await signUpUser(t.app, 'Hustler');
    const receivers = await Promise.all([1, 2, 3].map(() => signUpUser(t.app, 'Investor')));
    for (const receiver of receivers) await connect(sender.id, receiver.id);
    const deps = { ...mail(), db: t.database.db, realtime: recorder().realtime };
    const sent = await counted(() =>
      Promise.all(
        receivers.map((receiver) => sendMessage(deps, sender.id, { receiverId: receiver.id, text: 'plans' })),
      ),
    );
    const sends = [...new Set(sent.statements.filter((text) => /insert into messages/i.test(text)))];
    expect(sends).toHaveLength(2);
    // The plans are made as if this pair had never written (the rows the checks look for missing).
    await t.database.db.execute(
      sql`delete from conversations where user_id = ${sender.id} or partner_id = ${sender.id}`,
    );
    for (const text of sends) {
      const plan = await genericPlan(text);
      expect(plan).toMatch(/conversations_user_id_partner_id_pk on conversations/);
      expect(plan).not.toMatch(/Seq Scan on conversations/);
    }
  });

  /** The generic plan of `text` (the plan a prepared statement keeps), as EXPLAIN prints it. */
  const genericPlan = (text: string) => {
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
});
