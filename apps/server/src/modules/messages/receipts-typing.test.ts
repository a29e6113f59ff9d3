import { API, type MessageStatusEvent, SOCKET_EVENTS, TYPING_THROTTLE_MS } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { collect, connectSocket, listen, waitFor } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

type User = Awaited<ReturnType<typeof signUpUser>>;
type Sent = { ok: true; message: { _id: string; status?: string; readAt: string | null } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

describe(`read receipts and typing, mutual (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  const sockets: Socket[] = [];
  const open = async (user: User) => {
    const socket = await connectSocket(url, user.token);
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
  const connected = async () => {
    const [asha, ravi] = [await signUpUser(t.app, 'Hustler'), await signUpUser(t.app, 'Investor')];
    await t.database.db.execute(
      sql`insert into connections (hustler_id, investor_id, status) values (${asha.id}, ${ravi.id}, 'connected')`,
    );
    return [asha, ravi] as const;
  };
  /** Settings → Privacy: read receipts and typing off. */
  const receiptsOff = async (user: User) => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: API.accountSettings,
      headers: bearer(user.token),
      payload: { privacy: { readReceipts: false } },
    });
    expect(saved.statusCode).toBe(200);
  };
  const conversation = async (user: User, other: User) =>
    (await t.app.inject({ url: API.conversation(other.id), headers: bearer(user.token) })).json() as Array<{
      _id: string;
      status?: string;
      readAt: string | null;
    }>;

  it('shared receipts: sent, delivered by the receiver’s socket, read when they open the chat', async () => {
    const [asha, ravi] = await connected();
    const [ashaTab, ashaOtherTab, raviTab] = [await open(asha), await open(asha), await open(ravi)];
    const statuses = collect<[MessageStatusEvent]>(ashaTab, SOCKET_EVENTS.messageStatus);
    const otherTab = collect<[{ status?: string }]>(ashaOtherTab, SOCKET_EVENTS.receiveMessage);
    const received = collect<[{ _id: string; status?: string }]>(raviTab, SOCKET_EVENTS.receiveMessage);
    const ack = (await ashaTab.emitWithAck(SOCKET_EVENTS.sendMessage, {
      receiverId: ravi.id,
      text: 'hi',
    })) as Sent;
    expect(ack.message.status).toBe('sent');
    await waitFor(() => received.length === 1 && otherTab.length === 1);
    expect(received[0]![0].status).toBeUndefined();
    expect(otherTab[0]![0].status).toBe('sent');

    // Only the receiver marks a message delivered: Asha acking her own message changes nothing.
    ashaTab.emit(SOCKET_EVENTS.delivered, { ids: [ack.message._id] });
    await settle();
    expect(statuses).toEqual([]);
    raviTab.emit(SOCKET_EVENTS.delivered, { ids: [ack.message._id] });
    await waitFor(() => statuses.length === 1);
    expect(statuses[0]![0]).toMatchObject({
      partnerId: ravi.id,
      status: 'delivered',
      ids: [ack.message._id],
    });
    expect((await conversation(asha, ravi))[0]).toMatchObject({ status: 'delivered', readAt: null });

    await conversation(ravi, asha);
    await waitFor(() => statuses.length === 2);
    expect(statuses[1]![0]).toMatchObject({ partnerId: ravi.id, status: 'read', ids: [ack.message._id] });
    const [mine] = await conversation(asha, ravi);
    expect(mine!.status).toBe('read');
    expect(mine!.readAt).not.toBeNull();

    // POST /read tells her too.
    const rest = await t.app.inject({
      method: 'POST',
      url: API.conversation(ravi.id),
      headers: bearer(asha.token),
      payload: { text: 'again' },
    });
    expect(rest.json().status).toBe('sent');
    await t.app.inject({ method: 'POST', url: API.conversationRead(asha.id), headers: bearer(ravi.token) });
    await waitFor(() => statuses.length === 3);
    expect(statuses[2]![0]).toMatchObject({ status: 'read', ids: [rest.json()._id] });
  });

  for (const side of ['sender', 'receiver'] as const) {
    it(`receipts switched off by the ${side}: no status, no readAt, no messageStatus, no typing`, async () => {
      const [asha, ravi] = await connected();
      await receiptsOff(side === 'sender' ? asha : ravi);
      const [ashaTab, raviTab] = [await open(asha), await open(ravi)];
      const statuses = collect(ashaTab, SOCKET_EVENTS.messageStatus);
      const typing = collect(raviTab, SOCKET_EVENTS.typing);
      const ack = (await ashaTab.emitWithAck(SOCKET_EVENTS.sendMessage, {
        receiverId: ravi.id,
        text: 'hi',
      })) as Sent;
      expect(ack.message).not.toHaveProperty('status');
      raviTab.emit(SOCKET_EVENTS.delivered, { ids: [ack.message._id] });
      await conversation(ravi, asha);
      ashaTab.emit(SOCKET_EVENTS.typing, { to: ravi.id, typing: true });
      await settle();
      expect(statuses).toEqual([]);
      expect(typing).toEqual([]);
      const [mine] = await conversation(asha, ravi);
      expect(mine).not.toHaveProperty('status');
      expect(mine!.readAt).toBeNull();
      // Stored all the same: it is only not shown.
      const [row] = (
        (await t.database.db.execute(
          sql`select delivered_at, read_at from messages where id = ${ack.message._id}`,
        )) as unknown as { rows: Array<{ delivered_at: unknown; read_at: unknown }> }
      ).rows;
      expect(row!.delivered_at).not.toBeNull();
      expect(row!.read_at).not.toBeNull();
    });
  }

  it('typing is relayed to the receiver only, throttled, never stored; not between blocked people', async () => {
    const [asha, ravi] = await connected();
    const [ashaTab, raviTab] = [await open(asha), await open(ravi)];
    const heard = collect<[{ from: string; typing: boolean }]>(raviTab, SOCKET_EVENTS.typing);
    const echoed = collect(ashaTab, SOCKET_EVENTS.typing);
    const messagesBefore = (
      (await t.database.db.execute(sql`select count(*)::int as n from messages`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n;
    ashaTab.emit(SOCKET_EVENTS.typing, { to: ravi.id, typing: true });
    ashaTab.emit(SOCKET_EVENTS.typing, { to: ravi.id, typing: true });
    ashaTab.emit(SOCKET_EVENTS.typing, { to: ravi.id, typing: true });
    await settle();
    ashaTab.emit(SOCKET_EVENTS.typing, { to: ravi.id, typing: false });
    ashaTab.emit(SOCKET_EVENTS.typing, { to: ravi.id, text: 'not a typing event' });
    await waitFor(() => heard.length === 2);
    await settle();
    expect(heard.map(([event]) => event)).toEqual([
      { from: asha.id, typing: true },
      { from: asha.id, typing: false },
    ]);
    expect(echoed).toEqual([]);
    // A stop passes once; repeating it says nothing new.
    ashaTab.emit(SOCKET_EVENTS.typing, { to: ravi.id, typing: false });
    await settle();
    expect(heard).toHaveLength(2);
    // A new start after the stop passes at once (she sent a message and writes the next one), not
    // held back for the rest of the throttle window; typing on repeats at most once per window.
    ashaTab.emit(SOCKET_EVENTS.typing, { to: ravi.id, typing: true });
    await waitFor(() => heard.length === 3);
    ashaTab.emit(SOCKET_EVENTS.typing, { to: ravi.id, typing: true });
    await settle();
    expect(heard).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, TYPING_THROTTLE_MS));
    ashaTab.emit(SOCKET_EVENTS.typing, { to: ravi.id, typing: true });
    await waitFor(() => heard.length === 4);
    expect(heard.map(([event]) => event.typing)).toEqual([true, false, true, true]);
    const messagesAfter = (
      (await t.database.db.execute(sql`select count(*)::int as n from messages`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n;
    expect(messagesAfter).toBe(messagesBefore);

    await t.database.db.execute(
      sql`insert into blocks (blocker_id, blocked_id) values (${ravi.id}, ${asha.id})`,
    );
    ashaTab.emit(SOCKET_EVENTS.typing, { to: ravi.id, typing: false });
    await settle();
    expect(heard).toHaveLength(4);
  }, 15_000);
});
