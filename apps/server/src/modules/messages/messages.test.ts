import { API, MESSAGES_WORDS, SOCKET_EVENTS } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData } from '../../test/fixtures.ts';
import { collect, connectSocket, listen, waitFor } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Ack =
  | { ok: true; message: { _id: string; senderId: string; receiverId: string; text: string } }
  | { ok: false; error: string };
const send = (socket: Socket, payload: unknown) =>
  new Promise<Ack>((resolve) => socket.emit(SOCKET_EVENTS.sendMessage, payload, resolve));

describe(`messages in real time (${databaseLabel()})`, () => {
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

  it('delivers to the receiver and the sender’s other tabs only; a spoofed senderId and foreign joins do nothing', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const bob = await signUpUser(t.app, 'Investor');
    const eve = await signUpUser(t.app, 'Cofounder');
    const aliceTab1 = await open(alice.token);
    const aliceTab2 = await open(alice.token);
    const bobSocket = await open(bob.token);
    const eveSocket = await open(eve.token);
    eveSocket.emit(SOCKET_EVENTS.join, bob.id); // asks for Bob's room: must not get it
    eveSocket.emit(SOCKET_EVENTS.join, alice.id);
    const received = {
      bob: collect<[{ text: string; senderId: string }]>(bobSocket, SOCKET_EVENTS.receiveMessage),
      aliceTab1: collect(aliceTab1, SOCKET_EVENTS.receiveMessage),
      aliceTab2: collect<[{ text: string }]>(aliceTab2, SOCKET_EVENTS.receiveMessage),
      eve: collect(eveSocket, SOCKET_EVENTS.receiveMessage),
    };
    const ack = await send(aliceTab1, { senderId: eve.id, receiverId: bob.id, text: '  Namaste Bob!  ' });
    expect(ack).toMatchObject({
      ok: true,
      message: { senderId: alice.id, receiverId: bob.id, text: 'Namaste Bob!' },
    });
    await waitFor(() => received.bob.length === 1 && received.aliceTab2.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.bob[0]![0]).toMatchObject({ text: 'Namaste Bob!', senderId: alice.id });
    expect(received.aliceTab2).toHaveLength(1);
    expect(received.aliceTab1).toHaveLength(0);
    expect(received.eve).toHaveLength(0);
    expect(received.bob).toHaveLength(1);
  });

  it('refuses blank text and unknown receivers, storing nothing', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const socket = await open(alice.token);
    expect(await send(socket, { receiverId: alice.id, text: '   ' })).toEqual({
      ok: false,
      error: MESSAGES_WORDS.messageRequired,
    });
    expect(await send(socket, { receiverId: '00000000-0000-4000-8000-000000000000', text: 'hi' })).toEqual({
      ok: false,
      error: MESSAGES_WORDS.receiverNotFound,
    });
    expect(await send(socket, { receiverId: alice.id, text: 'me' })).toEqual({
      ok: false,
      error: MESSAGES_WORDS.cannotMessageSelf,
    });
    expect(await send(socket, 'garbage')).toMatchObject({ ok: false });
    const chats = await t.app.inject({ url: API.messages, headers: bearer(alice.token) });
    expect(chats.json()).toEqual([]);
  });

  it('stores a message before delivering it, and it survives a restart; only the two people read it', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const bob = await signUpUser(t.app, 'Investor');
    const eve = await signUpUser(t.app, 'Jobseeker');
    const bobSocket = await open(bob.token);
    let storedWhenDelivered: unknown[] | undefined;
    bobSocket.on(SOCKET_EVENTS.receiveMessage, async () => {
      storedWhenDelivered = (
        await t.app.inject({ url: API.conversation(alice.id), headers: bearer(bob.token) })
      ).json();
    });
    const aliceSocket = await open(alice.token);
    await send(aliceSocket, { receiverId: bob.id, text: 'Remember me after a restart' });
    await waitFor(() => storedWhenDelivered !== undefined);
    expect(storedWhenDelivered).toHaveLength(1);

    await t.restart();
    url = await listen(t.app);
    const history = await t.app.inject({ url: API.conversation(bob.id), headers: bearer(alice.token) });
    expect(history.json()).toEqual([
      expect.objectContaining({
        text: 'Remember me after a restart',
        senderId: alice.id,
        receiverId: bob.id,
      }),
    ]);
    // Eve has no conversation with Alice: her "conversation" with Alice is empty, Bob's stays private.
    expect(
      (await t.app.inject({ url: API.conversation(alice.id), headers: bearer(eve.token) })).json(),
    ).toEqual([]);
    expect((await t.app.inject({ url: API.conversation(bob.id) })).statusCode).toBe(401);
  });

  it('chat list, history paging backwards, unread counts and read marks', async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const bob = await signUpUser(t.app, 'Investor');
    const carol = await signUpUser(t.app, 'Cofounder');
    await t.app.inject({
      method: 'POST',
      url: API.profileInvestor,
      headers: bearer(bob.token),
      payload: formData({ Username: 'Bob Investor', contactEmail: 'bob@fund.in' }),
    });
    // Connected people: their messages go straight to the inbox (strangers' are requests, decision 023).
    for (const other of [bob, carol])
      await t.database.db.execute(
        sql`insert into connections (hustler_id, investor_id, status) values (${alice.id}, ${other.id}, 'connected')`,
      );
    for (let i = 1; i <= 5; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: API.conversation(alice.id),
        headers: bearer(bob.token),
        payload: { text: `bob ${i}` },
      });
    }
    await t.app.inject({
      method: 'POST',
      url: API.conversation(alice.id),
      headers: bearer(carol.token),
      payload: { text: 'carol hi' },
    });
    expect(
      (await t.app.inject({ url: API.messagesUnreadCount, headers: bearer(alice.token) })).json(),
    ).toEqual({ count: 6 });

    const chats = await t.app.inject({ url: `${API.messages}?limit=1`, headers: bearer(alice.token) });
    expect(chats.json()).toEqual([
      expect.objectContaining({ _id: carol.id, text: 'carol hi', unreadCount: 1 }),
    ]);
    const next = chats.headers['x-next-cursor'] as string;
    expect(chats.headers.link).toContain('rel="next"');
    const rest = (
      await t.app.inject({ url: `${API.messages}?limit=1&cursor=${next}`, headers: bearer(alice.token) })
    ).json();
    expect(rest).toEqual([
      expect.objectContaining({
        _id: bob.id,
        text: 'bob 5',
        name: 'Bob Investor',
        email: 'bob@fund.in',
        unreadCount: 5,
        role: 'Investor',
      }),
    ]);

    const page1 = await t.app.inject({
      url: `${API.conversation(bob.id)}?limit=2`,
      headers: bearer(alice.token),
    });
    expect(page1.json().map((m: { text: string }) => m.text)).toEqual(['bob 4', 'bob 5']);
    const older = await t.app.inject({
      url: `${API.conversation(bob.id)}?limit=2&cursor=${page1.headers['x-next-cursor']}`,
      headers: bearer(alice.token),
    });
    expect(older.json().map((m: { text: string }) => m.text)).toEqual(['bob 2', 'bob 3']);
    expect(
      (await t.app.inject({ url: API.messagesUnreadCount, headers: bearer(alice.token) })).json(),
    ).toEqual({ count: 1 });
    await t.app.inject({ method: 'POST', url: API.conversationRead(carol.id), headers: bearer(alice.token) });
    expect(
      (await t.app.inject({ url: API.messagesUnreadCount, headers: bearer(alice.token) })).json(),
    ).toEqual({ count: 0 });
  });

  it('GET /api/users lists everyone else, searchable', async () => {
    const me = await signUpUser(t.app, 'Hustler');
    const response = await t.app.inject({ url: `${API.users}?limit=100`, headers: bearer(me.token) });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.some((u: { _id: string }) => u._id === me.id)).toBe(false);
    expect(response.body).not.toContain('@example.in');
    const found = (
      await t.app.inject({ url: `${API.users}?q=Bob%20Investor`, headers: bearer(me.token) })
    ).json();
    expect(found.map((u: { profiledetails: { Username: string } }) => u.profiledetails.Username)).toEqual([
      'Bob Investor',
    ]);
  });
});
