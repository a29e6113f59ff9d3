import {
  API,
  BLOCKS_WORDS,
  MESSAGES_WORDS,
  REQUEST_MESSAGE_LIMIT,
  SOCKET_EVENTS,
} from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { collect, connectSocket, listen } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

type User = Awaited<ReturnType<typeof signUpUser>>;

describe(`message requests, blocks and mute (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const send = (from: User, to: User, text = 'hello') =>
    t.app.inject({
      method: 'POST',
      url: API.conversation(to.id),
      headers: bearer(from.token),
      payload: { text },
    });
  const get = (user: User, route: string) => t.app.inject({ url: route, headers: bearer(user.token) });
  const post = (user: User, route: string) =>
    t.app.inject({ method: 'POST', url: route, headers: bearer(user.token) });
  const stored = async (from: User, to: User) =>
    (await rows(sql`select id from messages where sender_id = ${from.id} and receiver_id = ${to.id}`)).length;
  const states = async (a: User, b: User) =>
    rows<{ user_id: string; state: string }>(
      sql`select user_id, state from conversations where (user_id, partner_id) in ((${a.id}, ${b.id}), (${b.id}, ${a.id}))`,
    ).then((found) => Object.fromEntries(found.map((row) => [row.user_id, row.state])));
  const notes = (to: User, from: User) =>
    rows<{ type: string; params: { key: string } }>(
      sql`select type, params from notifications where user_id = ${to.id} and actor_id = ${from.id} order by created_at`,
    );
  const connect = (hustler: User, investor: User, status = 'connected') =>
    t.database.db.execute(
      sql`insert into connections (hustler_id, investor_id, status) values (${hustler.id}, ${investor.id}, ${status})`,
    );
  const block = (blocker: User, blocked: User) =>
    t.database.db.execute(
      sql`insert into blocks (blocker_id, blocked_id) values (${blocker.id}, ${blocked.id})`,
    );
  const pair = async () => [await signUpUser(t.app, 'Hustler'), await signUpUser(t.app, 'Investor')] as const;

  it('a stranger’s first message is a request: notified once, limited until accepted, then the inbox', async () => {
    const [asha, ravi] = await pair();
    expect((await send(asha, ravi, 'first')).statusCode).toBe(201);
    expect(await states(asha, ravi)).toEqual({ [asha.id]: 'inbox', [ravi.id]: 'request' });
    for (let i = 1; i < REQUEST_MESSAGE_LIMIT; i += 1)
      expect((await send(asha, ravi, `more ${i}`)).statusCode).toBe(201);
    const refused = await send(asha, ravi, 'one too many');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES_WORDS.requestPending);
    expect(await stored(asha, ravi)).toBe(REQUEST_MESSAGE_LIMIT);
    // One 'message-request' notification, no 'message' one while it is a request.
    expect(await notes(ravi, asha)).toEqual([
      expect.objectContaining({
        type: 'message-request',
        params: expect.objectContaining({ key: 'messageRequest' }),
      }),
    ]);
    // The request's notification is mailed as Ravi chose for messages, once: not each message.
    expect(t.mails.filter((mail) => mail.to === ravi.email)).toHaveLength(1);
    // Ravi sees it among the requests, not in the chat list; Asha sees it in hers.
    expect((await get(ravi, API.messages)).json()).toEqual([]);
    expect((await get(ravi, API.messageRequests)).json()).toEqual([
      expect.objectContaining({ _id: asha.id }),
    ]);
    expect((await get(asha, API.messages)).json()).toEqual([
      expect.objectContaining({ _id: ravi.id, muted: false }),
    ]);
    expect((await get(asha, API.conversationState(ravi.id))).json()).toEqual({
      partnerId: ravi.id,
      state: 'inbox',
      muted: false,
      blockedByMe: false,
      receipts: true,
      awaitingAcceptance: true,
      canSend: false,
      reason: MESSAGES_WORDS.requestPending,
    });
    expect((await get(ravi, API.conversationState(ravi.id))).statusCode).toBe(404);
    expect((await get(ravi, API.conversationState(asha.id))).json()).toMatchObject({
      state: 'request',
      canSend: true,
      awaitingAcceptance: false,
    });

    const accepted = await post(ravi, API.acceptRequest(asha.id));
    expect(accepted.json()).toEqual({ message: MESSAGES_WORDS.requestAccepted });
    expect((await post(ravi, API.acceptRequest(asha.id))).json()).toEqual({
      message: MESSAGES_WORDS.noRequest,
    });
    expect((await get(ravi, API.messages)).json()).toEqual([expect.objectContaining({ _id: asha.id })]);
    expect((await get(ravi, API.messageRequests)).json()).toEqual([]);
    // Accepted: the usual messages and their notification.
    expect((await send(asha, ravi, 'thanks')).statusCode).toBe(201);
    expect((await notes(ravi, asha)).map((note) => note.type)).toEqual(['message-request', 'message']);
  });

  it('a declined request refuses more with the pending words; replying accepts a request', async () => {
    const [asha, ravi] = await pair();
    await send(asha, ravi);
    expect((await post(ravi, API.declineRequest(asha.id))).json()).toEqual({
      message: MESSAGES_WORDS.requestDeclined,
    });
    expect((await post(ravi, API.declineRequest(asha.id))).statusCode).toBe(404);
    const refused = await send(asha, ravi, 'still there?');
    expect([refused.statusCode, refused.json().message]).toEqual([403, MESSAGES_WORDS.requestPending]);
    expect((await get(ravi, API.messageRequests)).json()).toEqual([]);
    expect((await get(ravi, API.messages)).json()).toEqual([]);
    // Sender is not told it was declined.
    expect((await get(asha, API.conversationState(ravi.id))).json()).toMatchObject({
      awaitingAcceptance: true,
    });

    const [neha, kabir] = await pair();
    await send(neha, kabir);
    expect((await send(kabir, neha, 'hi back')).statusCode).toBe(201);
    expect(await states(neha, kabir)).toEqual({ [neha.id]: 'inbox', [kabir.id]: 'inbox' });
    for (let i = 0; i < REQUEST_MESSAGE_LIMIT + 1; i += 1)
      expect((await send(neha, kabir)).statusCode).toBe(201);
    expect(await notes(kabir, neha)).toHaveLength(2); // the request, then the grouped message one
  });

  it('connections only: strangers are refused, connected people are not; connected pairs skip requests', async () => {
    const [asha, ravi] = await pair();
    const saved = await t.app.inject({
      method: 'PUT',
      url: API.accountSettings,
      headers: bearer(ravi.token),
      payload: { privacy: { whoCanMessage: 'connections' } },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await send(asha, ravi);
    expect([refused.statusCode, refused.json().message]).toEqual([403, MESSAGES_WORDS.connectionsOnly]);
    expect(await stored(asha, ravi)).toBe(0);
    expect((await get(asha, API.conversationState(ravi.id))).json()).toMatchObject({
      state: 'none',
      canSend: false,
      reason: MESSAGES_WORDS.connectionsOnly,
    });
    await connect(asha, ravi, 'meeting');
    expect((await send(asha, ravi)).statusCode).toBe(201);
    expect(await states(asha, ravi)).toEqual({ [asha.id]: 'inbox', [ravi.id]: 'inbox' });
    expect((await notes(ravi, asha)).map((note) => note.type)).toEqual(['message']);
  });

  it('blocked either way: 403 in the catalogue’s words, nothing stored, over REST and the socket', async () => {
    const [asha, ravi] = await pair();
    await connect(asha, ravi);
    expect((await send(asha, ravi, 'before')).statusCode).toBe(201);
    await block(ravi, asha);
    const byThem = await send(asha, ravi, 'after');
    expect([byThem.statusCode, byThem.json().message]).toEqual([403, BLOCKS_WORDS.blockedYou]);
    const byMe = await send(ravi, asha, 'after');
    expect([byMe.statusCode, byMe.json().message]).toEqual([403, BLOCKS_WORDS.blockedByYou]);

    const ashaSocket = await connectSocket(url, asha.token);
    const raviSocket = await connectSocket(url, ravi.token);
    sockets.push(ashaSocket, raviSocket);
    const heard = collect(raviSocket, SOCKET_EVENTS.receiveMessage);
    const heardNotes = collect(raviSocket, SOCKET_EVENTS.notification);
    const ack = await ashaSocket.emitWithAck(SOCKET_EVENTS.sendMessage, {
      receiverId: ravi.id,
      text: 'psst',
    });
    expect(ack).toEqual({ ok: false, error: BLOCKS_WORDS.blockedYou });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    expect(heardNotes).toEqual([]);
    expect(await stored(asha, ravi)).toBe(1);
    expect(await stored(ravi, asha)).toBe(0);
    // Lists drop them both ways; the blocker can still read the history.
    expect((await get(ravi, API.messages)).json()).toEqual([]);
    expect((await get(asha, API.messages)).json()).toEqual([]);
    const history = await get(ravi, API.conversation(asha.id));
    expect(history.statusCode).toBe(200);
    expect(history.json().map((message: { text: string }) => message.text)).toEqual(['before']);
    expect((await get(ravi, API.conversationState(asha.id))).json()).toMatchObject({
      blockedByMe: true,
      canSend: false,
      receipts: false,
      reason: BLOCKS_WORDS.blockedByYou,
    });
  });

  it('a muted conversation gets no notification or mail; the list says so; hidden messages are not read', async () => {
    const [asha, ravi] = await pair();
    await connect(asha, ravi);
    const mute = (muted: boolean, user = ravi, other = asha) =>
      t.app.inject({
        method: 'PUT',
        url: API.muteConversation(other.id),
        headers: bearer(user.token),
        payload: { muted },
      });
    const [nobody] = await pair();
    expect((await mute(true, ravi, nobody)).json()).toEqual({ message: MESSAGES_WORDS.noConversation });
    expect((await mute(true, ravi, nobody)).statusCode).toBe(404);
    expect((await send(asha, ravi, 'one')).statusCode).toBe(201);
    await t.database.db.execute(sql`update notifications set is_read = true where user_id = ${ravi.id}`);
    expect((await mute(true)).json()).toEqual({ message: MESSAGES_WORDS.muted, muted: true });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: API.muteConversation(asha.id),
          headers: bearer(ravi.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    await t.database.db.execute(
      sql`update users set notification_channels = '{"message":{"inApp":true,"email":true}}'::jsonb where id = ${ravi.id}`,
    );
    const mailsBefore = t.mails.length;
    expect((await send(asha, ravi, 'two')).statusCode).toBe(201);
    expect(await notes(ravi, asha)).toHaveLength(1);
    expect(t.mails.length).toBe(mailsBefore);
    expect((await get(ravi, API.messages)).json()).toEqual([
      expect.objectContaining({ _id: asha.id, muted: true }),
    ]);
    expect((await mute(false)).json()).toEqual({ message: MESSAGES_WORDS.unmuted, muted: false });
    expect((await send(asha, ravi, 'three')).statusCode).toBe(201);
    expect(await notes(ravi, asha)).toHaveLength(2);

    await t.database.db.execute(
      sql`update messages set hidden_at = now() where text = 'two' and sender_id = ${asha.id}`,
    );
    const texts = (await get(ravi, API.conversation(asha.id)))
      .json()
      .map((message: { text: string }) => message.text);
    expect(texts).toEqual(['one', 'three']);
    await t.database.db.execute(
      sql`update messages set hidden_at = now() where text = 'three' and sender_id = ${asha.id}`,
    );
    expect((await get(ravi, API.messages)).json()).toEqual([
      expect.objectContaining({ _id: asha.id, text: '' }),
    ]);
  });
});
