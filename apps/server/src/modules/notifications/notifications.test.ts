import { API, CONNECTS_WORDS, NOTIFICATIONS_WORDS, SOCKET_EVENTS } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpWithProfile, type TestContext } from '../../test/build-test-app.ts';
import { formData, mp4Video } from '../../test/fixtures.ts';
import { moveIgniteAs, sendIgnite, TEST_PITCH } from '../../test/ignite.ts';
import { collect, connectSocket, listen, waitFor } from '../../test/listen.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Note = { _id: string; type: string; message: string; isRead: boolean };

describe(`notifications and connections (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  const notes = async (token: string, query = ''): Promise<Note[]> =>
    (await t.app.inject({ url: `${API.notifications}${query}`, headers: bearer(token) })).json();
  const named = (role: 'Hustler' | 'Investor' | 'Cofounder', Username: string) =>
    signUpWithProfile(t.app, role, { Username, project: 'KhetiKart' });

  it('an ignite reaches the investor live; asking to meet tells the hustler; both see the Ignite', async () => {
    const hustler = await named('Hustler', 'Aarav');
    const investor = await named('Investor', 'Priya');
    const socket = await connectSocket(url, investor.token);
    const live = collect<[Note]>(socket, SOCKET_EVENTS.notification);
    try {
      const connectionId = (await sendIgnite(t.app, hustler, investor))._id;
      await waitFor(() => live.length === 1);
      expect(live[0]![0]).toMatchObject({ type: 'ignite', isRead: false });
      expect(live[0]![0].message).toContain('Aarav');

      const received = (await t.app.inject({ url: API.connections, headers: bearer(investor.token) })).json();
      expect(received.received).toEqual([
        expect.objectContaining({
          _id: connectionId,
          status: 'new',
          pitch: TEST_PITCH,
          hustler: expect.objectContaining({ _id: hustler.id }),
        }),
      ]);
      const byHustler = await t.app.inject({
        method: 'POST',
        url: API.igniteAction(connectionId, 'view'),
        headers: bearer(hustler.token),
      });
      expect(byHustler.statusCode).toBe(403);
      expect(byHustler.json()).toEqual({ message: CONNECTS_WORDS.onlyInvestor });
      await moveIgniteAs(t.app, investor, connectionId, 'view');
      const meeting = await t.app.inject({
        method: 'POST',
        url: API.igniteAction(connectionId, 'meeting'),
        headers: bearer(investor.token),
      });
      expect(meeting.json()).toMatchObject({
        success: true,
        message: CONNECTS_WORDS.meetingRequested,
        connection: { status: 'meeting' },
      });
      const again = await t.app.inject({
        method: 'POST',
        url: API.igniteAction(connectionId, 'meeting'),
        headers: bearer(investor.token),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: CONNECTS_WORDS.illegalTransition });
      const [reply, viewed] = await notes(hustler.token);
      expect(reply).toMatchObject({ type: 'ignite-meeting', isRead: false });
      expect(reply!.message).toContain('Priya');
      expect(viewed).toMatchObject({ type: 'ignite-viewed', isRead: false });
      const sent = (await t.app.inject({ url: API.connections, headers: bearer(hustler.token) })).json();
      expect(sent.sent).toEqual([
        expect.objectContaining({
          status: 'meeting',
          investor: expect.objectContaining({ _id: investor.id }),
        }),
      ]);
    } finally {
      socket.close();
    }
  });

  it('likes and comments on your video notify you, not yourself; messages are grouped per sender', async () => {
    const owner = await named('Hustler', 'Owner');
    const fan = await named('Cofounder', 'Fan');
    const video = (
      await t.app.inject({
        method: 'POST',
        url: API.addVideo,
        headers: bearer(owner.token),
        payload: formData(
          { title: 'Demo day', description: 'd' },
          { video: { data: await mp4Video(), name: 'v.mp4', type: 'video/mp4' } },
        ),
      })
    ).json().video;
    await t.app.inject({
      method: 'POST',
      url: API.likeVideo,
      headers: bearer(owner.token),
      payload: { videoId: video._id },
    });
    await t.app.inject({
      method: 'POST',
      url: API.likeVideo,
      headers: bearer(fan.token),
      payload: { videoId: video._id },
    });
    await t.app.inject({
      method: 'POST',
      url: API.likeVideo,
      headers: bearer(fan.token),
      payload: { videoId: video._id },
    });
    await t.app.inject({
      method: 'POST',
      url: API.commentVideo,
      headers: bearer(fan.token),
      payload: { videoId: video._id, text: 'Great demo' },
    });
    // Connected: their messages reach the inbox (a stranger's first message is a request, decision 023).
    await t.database.db.execute(
      sql`insert into connections (hustler_id, investor_id, status) values (${owner.id}, ${fan.id}, 'connected')`,
    );
    for (const text of ['one', 'two', 'three']) {
      await t.app.inject({
        method: 'POST',
        url: API.conversation(owner.id),
        headers: bearer(fan.token),
        payload: { text },
      });
    }
    const list = await notes(owner.token);
    expect(list.map((n) => n.type)).toEqual(['message', 'comment', 'like']);
    expect(list[0]!.message).toContain('three');
    expect(list[1]!.message).toContain('Great demo');
    expect(
      (await t.app.inject({ url: API.notificationsUnreadCount, headers: bearer(owner.token) })).json(),
    ).toEqual({ count: 3 });
  });

  it('only the owner reads or marks notifications; mark one, then all', async () => {
    const hustler = await named('Hustler', 'H');
    const investor = await named('Investor', 'I');
    const stranger = await named('Cofounder', 'S');
    await sendIgnite(t.app, hustler, investor);
    await t.app.inject({
      method: 'POST',
      url: API.conversation(investor.id),
      headers: bearer(hustler.token),
      payload: { text: 'hello' },
    });
    const [first] = await notes(investor.token);
    expect(await notes(stranger.token)).toEqual([]);
    const foreign = await t.app.inject({
      method: 'POST',
      url: API.notificationRead(first!._id),
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: NOTIFICATIONS_WORDS.notificationNotFound });
    const mine = await t.app.inject({
      method: 'POST',
      url: API.notificationRead(first!._id),
      headers: bearer(investor.token),
    });
    expect(mine.json()).toMatchObject({ _id: first!._id, isRead: true });
    expect(
      (
        await t.app.inject({ method: 'POST', url: API.notificationsReadAll, headers: bearer(investor.token) })
      ).json(),
    ).toEqual({ count: 1 });
    expect((await notes(investor.token)).every((n) => n.isRead)).toBe(true);
    expect((await t.app.inject({ url: API.notifications })).statusCode).toBe(401);
  });

  it('pages with X-Next-Cursor', async () => {
    const owner = await named('Hustler', 'Pager');
    for (let i = 0; i < 3; i += 1) {
      const investor = await named('Investor', `Inv ${i}`);
      await t.app.inject({
        method: 'POST',
        url: API.conversation(owner.id),
        headers: bearer(investor.token),
        payload: { text: `hi ${i}` },
      });
    }
    const first = await t.app.inject({ url: `${API.notifications}?limit=2`, headers: bearer(owner.token) });
    expect(first.json()).toHaveLength(2);
    const rest = await t.app.inject({
      url: `${API.notifications}?limit=2&cursor=${first.headers['x-next-cursor']}`,
      headers: bearer(owner.token),
    });
    expect(rest.json()).toHaveLength(1);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
  });
});
