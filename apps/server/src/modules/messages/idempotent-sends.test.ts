/**
 * Issue 29, decision 038: a message written offline is queued by the app and sent when the
 * connection returns, perhaps more than once (a lost answer, a retry, two tabs). Its idempotency
 * key makes it one message: the second send answers the stored one, and nothing is delivered,
 * notified or counted again.
 */
import { randomUUID } from 'node:crypto';
import { API, MESSAGES_WORDS, SOCKET_EVENTS, VALIDATION_WORDS } from '@ideaignite/contract';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { connectPair } from '../../test/ignite.ts';
import { collect, connectSocket, listen, waitFor } from '../../test/listen.ts';
import { notificationsOf } from '../../test/notifications.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Ack = { ok: true; message: { _id: string; text: string } } | { ok: false; error: string };

describe(`idempotent offline sends (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  const sockets: Socket[] = [];
  const open = async (token: string) => {
    const socket = await connectSocket(url, token);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const post = (token: string, to: string, payload: object) =>
    t.app.inject({ method: 'POST', url: API.conversation(to), headers: bearer(token), payload });
  const stored = (from: string, to: string) =>
    t.database.db
      .select({ id: messages.id, text: messages.text, clientKey: messages.clientKey })
      .from(messages)
      .where(and(eq(messages.senderId, from), eq(messages.receiverId, to)));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('the same key twice stores one message; the second send answers it (same id, 201) and tells nobody again', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const bob = await signUpUser(t.app, 'Investor');
    const bobSocket = await open(bob.token);
    const aliceOtherTab = await open(alice.token);
    const toBob = collect<[{ _id: string }]>(bobSocket, SOCKET_EVENTS.receiveMessage);
    const toAliceTab = collect<[{ _id: string }]>(aliceOtherTab, SOCKET_EVENTS.receiveMessage);
    const key = randomUUID();

    const first = await post(alice.token, bob.id, { text: 'Written on the train', idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(alice.token, bob.id, { text: 'Written on the train', idempotencyKey: key });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());

    expect(await stored(alice.id, bob.id)).toEqual([
      { id: first.json()._id, text: 'Written on the train', clientKey: key },
    ]);
    await waitFor(() => toBob.length === 1 && toAliceTab.length === 1);
    await pause(300);
    expect(toBob.map(([message]) => message._id)).toEqual([first.json()._id]);
    expect(toAliceTab).toHaveLength(1);
    // A stranger's first message is a request: one notice, not two.
    const notices = await notificationsOf(t.database.db, bob.id);
    expect(notices.map((notice) => notice.type)).toEqual(['message-request']);
    const conversation = await t.app.inject({ url: API.conversation(alice.id), headers: bearer(bob.token) });
    expect(conversation.json()).toHaveLength(1);
  });

  it('a socket send and its REST retry with the same key are one message in an open conversation', async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    const investor = await signUpUser(t.app, 'Investor');
    await connectPair(t.app, hustler, investor);
    const investorSocket = await open(investor.token);
    const hustlerSocket = await open(hustler.token);
    const received = collect<[{ _id: string }]>(investorSocket, SOCKET_EVENTS.receiveMessage);
    const key = randomUUID();

    const ack = await new Promise<Ack>((resolve) =>
      hustlerSocket.emit(
        SOCKET_EVENTS.sendMessage,
        { receiverId: investor.id, text: 'Deck attached', idempotencyKey: key },
        resolve,
      ),
    );
    expect(ack).toMatchObject({ ok: true, message: { text: 'Deck attached' } });
    const retry = await post(hustler.token, investor.id, { text: 'Deck attached', idempotencyKey: key });
    expect(retry.statusCode).toBe(201);
    expect(ack.ok && retry.json()._id).toBe(ack.ok && ack.message._id);
    await waitFor(() => received.length === 1);
    await pause(300);
    expect(received).toHaveLength(1);
    expect(await stored(hustler.id, investor.id)).toHaveLength(1);
    const notices = await notificationsOf(t.database.db, investor.id);
    expect(notices.filter((notice) => notice.type === 'message')).toHaveLength(1);
  });

  it('the same key sent many times at once stores one message, every answer naming it', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const bob = await signUpUser(t.app, 'Investor');
    await post(bob.token, alice.id, { text: 'Hello' }); // Alice answers a request: an inbox conversation
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(alice.token, bob.id, { text: 'Back online', idempotencyKey: key }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json()._id)).size).toBe(1);
    expect(await stored(alice.id, bob.id)).toHaveLength(1);
  });

  it('a key reused by another sender does not collide, and sends without a key are stored every time', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const carol = await signUpUser(t.app, 'Cofounder');
    const bob = await signUpUser(t.app, 'Investor');
    const key = randomUUID();
    const fromAlice = await post(alice.token, bob.id, { text: 'From Alice', idempotencyKey: key });
    const fromCarol = await post(carol.token, bob.id, { text: 'From Carol', idempotencyKey: key });
    expect([fromAlice.statusCode, fromCarol.statusCode]).toEqual([201, 201]);
    expect(fromCarol.json()._id).not.toBe(fromAlice.json()._id);
    expect(fromCarol.json().text).toBe('From Carol');
    expect(await stored(carol.id, bob.id)).toEqual([
      { id: fromCarol.json()._id, text: 'From Carol', clientKey: key },
    ]);

    await post(bob.token, alice.id, { text: 'Hi Alice' }); // Bob answers: past the request's limit
    for (const _ of [1, 2])
      expect((await post(alice.token, bob.id, { text: 'No key' })).statusCode).toBe(201);
    expect((await stored(alice.id, bob.id)).map((row) => row.text).sort()).toEqual([
      'From Alice',
      'No key',
      'No key',
    ]);
  });

  it('a key that is not a UUID is refused in the catalogue’s words (REST and socket), storing nothing', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const bob = await signUpUser(t.app, 'Investor');
    for (const idempotencyKey of ['not-a-uuid', '', 42, 'x'.repeat(200)]) {
      const response = await post(alice.token, bob.id, { text: 'Hi', idempotencyKey });
      expect(response.statusCode, String(idempotencyKey)).toBe(400);
      expect(response.json()).toEqual({ message: VALIDATION_WORDS.idempotencyKeyInvalid });
    }
    const hindi = await t.app.inject({
      method: 'POST',
      url: API.conversation(bob.id),
      headers: { ...bearer(alice.token), 'accept-language': 'hi-IN' },
      payload: { text: 'Hi', idempotencyKey: 'nope' },
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).not.toBe(VALIDATION_WORDS.idempotencyKeyInvalid);
    expect(hindi.json().message).toMatch(/UUID/);
    const socket = await open(alice.token);
    const ack = await new Promise<Ack>((resolve) =>
      socket.emit(
        SOCKET_EVENTS.sendMessage,
        { receiverId: bob.id, text: 'Hi', idempotencyKey: 'nope' },
        resolve,
      ),
    );
    expect(ack).toEqual({ ok: false, error: VALIDATION_WORDS.idempotencyKeyInvalid });
    expect(await stored(alice.id, bob.id)).toEqual([]);
  });

  it('a repeated key still follows the rules the first time: a refused send stores nothing and may be tried again', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const key = randomUUID();
    const toSelf = await post(alice.token, alice.id, { text: 'Me', idempotencyKey: key });
    expect(toSelf.statusCode).toBe(400);
    expect(toSelf.json()).toEqual({ message: MESSAGES_WORDS.cannotMessageSelf });
    const bob = await signUpUser(t.app, 'Investor');
    const later = await post(alice.token, bob.id, { text: 'Now to Bob', idempotencyKey: key });
    expect(later.statusCode).toBe(201);
    expect(await stored(alice.id, bob.id)).toHaveLength(1);
  });

  it('a repeat is not counted against the sending limit: only what is stored counts', async () => {
    const limited = await buildTestApp({}, { messageLimits: { perMinute: 2, conversationsPerDay: 20 } });
    try {
      const alice = await signUpUser(limited.app, 'Hustler');
      const bob = await signUpUser(limited.app, 'Investor');
      // Bob wrote first: Alice's messages are replies, limited only by the rate.
      await limited.app.inject({
        method: 'POST',
        url: API.conversation(alice.id),
        headers: bearer(bob.token),
        payload: { text: 'Hello' },
      });
      const key = randomUUID();
      const send = (payload: object) =>
        limited.app.inject({
          method: 'POST',
          url: API.conversation(bob.id),
          headers: bearer(alice.token),
          payload,
        });
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await send({ text: 'Once', idempotencyKey: key })).statusCode).toBe(201);
      expect((await send({ text: 'Twice' })).statusCode).toBe(201);
      expect((await send({ text: 'Thrice' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
