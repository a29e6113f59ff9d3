import {
  API,
  API_ERRORS,
  CONNECTS_WORDS,
  type ConnectionDetail,
  type IgniteAction,
  type IgniteStatus,
  NOTIFICATION_EMAILS,
  NOTIFICATION_TEXTS,
  PASS_REASON_MAX_LENGTH,
  SOCKET_EVENTS,
} from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { moveIgniteAs, sendIgnite, TEST_PITCH } from '../../test/ignite.ts';
import { collect, connectSocket, listen, waitFor } from '../../test/listen.ts';
import { notificationsOf } from '../../test/notifications.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
const HOUR = 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe(`the Ignite pipeline: moves, who may make them, notifications, figures (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  const clock = manualClock(new Date('2025-07-14T03:30:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  const move = (person: Person, id: string, action: IgniteAction, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: API.igniteAction(id, action),
      headers: bearer(person.token),
      ...(payload ? { payload } : {}),
    });
  const named = (role: 'Hustler' | 'Investor', Username: string) =>
    signUpWithProfile(t.app, role, { Username, project: 'KhetiKart' });
  const storedRow = async (id: string) => {
    const [row] = await t.database.db.select().from(connections).where(eq(connections.id, id));
    return row!;
  };
  const notesOf = (user: Person) => notificationsOf(t.database.db, user.id);
  const settings = (user: Person, notifications: object) =>
    t.app.inject({
      method: 'PUT',
      url: API.accountSettings,
      headers: bearer(user.token),
      payload: { notifications },
    });

  /** A fresh Hustler and Investor and an Ignite between them, moved to `status`. */
  async function igniteAt(status: IgniteStatus) {
    const hustler = await signUpUser(t.app, 'Hustler');
    const investor = await signUpUser(t.app, 'Investor');
    const ignite = await sendIgnite(t.app, hustler, investor);
    const path: Record<IgniteStatus, Array<[Person, IgniteAction]>> = {
      new: [],
      viewed: [[investor, 'view']],
      meeting: [
        [investor, 'view'],
        [investor, 'meeting'],
      ],
      passed: [
        [investor, 'view'],
        [investor, 'pass'],
      ],
      connected: [
        [investor, 'view'],
        [investor, 'meeting'],
        [hustler, 'connect'],
      ],
    };
    for (const [person, action] of path[status]) await moveIgniteAs(t.app, person, ignite._id, action);
    expect((await storedRow(ignite._id)).status).toBe(status);
    return { hustler, investor, id: ignite._id };
  }

  it('new → viewed → meeting → connected, each by its side, each step stamped and told to the other', async () => {
    const hustler = await named('Hustler', 'Aarav');
    const investor = await named('Investor', 'Priya');
    const sentAt = clock.now();
    const { _id: id } = await sendIgnite(t.app, hustler, investor);

    clock.advance(HOUR);
    const viewed = await move(investor, id, 'view');
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({
      success: true,
      message: CONNECTS_WORDS.viewed,
      connection: { _id: id, status: 'viewed', viewedAt: clock.now().toISOString(), respondedAt: null },
    });

    clock.advance(2 * HOUR);
    const meeting = await move(investor, id, 'meeting');
    expect(meeting.statusCode).toBe(200);
    expect(meeting.json()).toMatchObject({
      message: CONNECTS_WORDS.meetingRequested,
      connection: { status: 'meeting', respondedAt: clock.now().toISOString(), connectedAt: null },
    });

    clock.advance(HOUR);
    const connected = await move(hustler, id, 'connect');
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({
      message: CONNECTS_WORDS.connected,
      connection: { status: 'connected', connectedAt: clock.now().toISOString() },
    });
    expect(await storedRow(id)).toMatchObject({
      status: 'connected',
      pitch: TEST_PITCH,
      passReason: null,
      createdAt: sentAt,
      viewedAt: new Date(sentAt.getTime() + HOUR),
      respondedAt: new Date(sentAt.getTime() + 3 * HOUR),
      connectedAt: new Date(sentAt.getTime() + 4 * HOUR),
    });

    // The Hustler heard of each investor move, the investor of the ignite and the connection.
    expect(await notesOf(hustler)).toMatchObject([
      {
        type: 'ignite-viewed',
        params: { key: 'igniteViewed', args: ['Priya'] },
        actorId: investor.id,
        entityId: id,
      },
      {
        type: 'ignite-meeting',
        params: { key: 'igniteMeeting', args: ['Priya'] },
        actorId: investor.id,
        entityId: id,
      },
    ]);
    expect(await notesOf(investor)).toMatchObject([
      expect.objectContaining({ type: 'ignite', entityId: id }),
      {
        type: 'ignite-connected',
        params: { key: 'igniteConnected', args: ['Aarav'] },
        actorId: hustler.id,
        entityId: id,
      },
    ]);
    // Being connected opens what "connections only" keeps: each now lists the other as connected.
    const list = (await t.app.inject({ url: API.connections, headers: bearer(investor.token) })).json();
    expect(list.received).toEqual([expect.objectContaining({ _id: id, status: 'connected' })]);
  });

  it('passing, from viewed or after a meeting, keeps the optional reason and tells the Hustler', async () => {
    const hustler = await named('Hustler', 'Meera');
    const investor = await named('Investor', 'Kavita');
    const first = await sendIgnite(t.app, hustler, investor);
    await moveIgniteAs(t.app, investor, first._id, 'view');
    const passed = await move(investor, first._id, 'pass', { reason: '  Too early for our fund.  ' });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({
      message: CONNECTS_WORDS.passed,
      connection: {
        status: 'passed',
        passReason: 'Too early for our fund.',
        respondedAt: clock.now().toISOString(),
      },
    });
    const lastNote = async () => (await notesOf(hustler)).at(-1);
    expect(await lastNote()).toMatchObject({
      type: 'ignite-passed',
      params: { key: 'ignitePassed', args: ['Kavita', 'Too early for our fund.'] },
      actorId: investor.id,
      entityId: first._id,
    });
    const notes = (await t.app.inject({ url: API.notifications, headers: bearer(hustler.token) })).json();
    const items = (Array.isArray(notes) ? notes : notes.items) as Array<{ message: string }>;
    expect(items[0]!.message).toBe(NOTIFICATION_TEXTS.ignitePassed('Kavita', 'Too early for our fund.'));

    // After a meeting, with no reason at all (no body, an empty body, an empty reason).
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const { hustler: h, investor: i, id } = await igniteAt('meeting');
      const answer = await move(i, id, 'pass', payload);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().connection).toMatchObject({ status: 'passed', passReason: null });
      expect((await notesOf(h)).at(-1)).toMatchObject({
        type: 'ignite-passed',
        params: { key: 'ignitePassed', args: ['', ''] },
      });
    }
  });

  it.each([
    ['281 characters', 'x'.repeat(PASS_REASON_MAX_LENGTH + 1), CONNECTS_WORDS.passReasonTooLong],
    ['a control character', 'No\u0000thanks', API_ERRORS.controlCharacters],
  ])('a reason of %s is 400 and the Ignite stays as it was', async (_case, reason, message) => {
    const { hustler, investor, id } = await igniteAt('viewed');
    const before = await notesOf(hustler);
    const answer = await move(investor, id, 'pass', { reason });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message });
    expect(await storedRow(id)).toMatchObject({ status: 'viewed', passReason: null, respondedAt: null });
    expect(await notesOf(hustler)).toEqual(before);
  });

  it('opening an Ignite again changes nothing and tells no one', async () => {
    const { hustler, investor, id } = await igniteAt('viewed');
    const before = await storedRow(id);
    const notes = await notesOf(hustler);
    clock.advance(HOUR);
    const again = await move(investor, id, 'view');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: CONNECTS_WORDS.viewed,
      connection: { status: 'viewed', viewedAt: before.viewedAt!.toISOString() },
    });
    expect(await storedRow(id)).toEqual(before);
    expect(await notesOf(hustler)).toEqual(notes);
    // Later steps too: viewing a passed, a meeting or a connected Ignite leaves it where it is.
    for (const status of ['meeting', 'passed', 'connected'] as const) {
      const at = await igniteAt(status);
      const answer = await move(at.investor, at.id, 'view');
      expect(answer.statusCode).toBe(200);
      expect(answer.json().connection.status).toBe(status);
      expect((await storedRow(at.id)).status).toBe(status);
    }
  });

  it('the other party is 403; a stranger, an unknown id 404; a malformed id 400; nothing changes', async () => {
    const { hustler, investor, id } = await igniteAt('viewed');
    const stranger = await signUpUser(t.app, 'Investor');
    const otherHustler = await signUpUser(t.app, 'Hustler');
    const before = await storedRow(id);
    for (const action of ['view', 'meeting', 'pass'] as const) {
      const byHustler = await move(hustler, id, action);
      expect(byHustler.statusCode, action).toBe(403);
      expect(byHustler.json()).toEqual({ message: CONNECTS_WORDS.onlyInvestor });
    }
    // connect is the Hustler's move: the investor is refused even when the Ignite is at meeting.
    const meeting = await igniteAt('meeting');
    const byInvestor = await move(meeting.investor, meeting.id, 'connect');
    expect(byInvestor.statusCode).toBe(403);
    expect(byInvestor.json()).toEqual({ message: CONNECTS_WORDS.onlyHustler });
    expect((await storedRow(meeting.id)).status).toBe('meeting');

    for (const action of ['view', 'meeting', 'pass', 'connect'] as const) {
      for (const person of [stranger, otherHustler]) {
        const foreign = await move(person, id, action);
        expect(foreign.statusCode, action).toBe(404);
        expect(foreign.json()).toEqual({ message: CONNECTS_WORDS.connectionNotFound });
      }
      const unknown = await move(investor, UNKNOWN_ID, action);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: CONNECTS_WORDS.connectionNotFound });
      const malformed = await move(investor, 'not-an-id', action);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: CONNECTS_WORDS.connectionNotFound });
      expect((await t.app.inject({ method: 'POST', url: API.igniteAction(id, action) })).statusCode).toBe(
        401,
      );
    }
    expect(await storedRow(id)).toEqual(before);
  });

  // Every move its side may not make from each status (view again is no error: tested above).
  it.each([
    ['new', 'meeting'],
    ['new', 'pass'],
    ['new', 'connect'],
    ['viewed', 'connect'],
    ['meeting', 'meeting'],
    ['passed', 'meeting'],
    ['passed', 'pass'],
    ['passed', 'connect'],
    ['connected', 'meeting'],
    ['connected', 'pass'],
    ['connected', 'connect'],
  ] as const)('from %s, %s is 409 and changes nothing', async (status, action) => {
    const at = await igniteAt(status);
    const before = await storedRow(at.id);
    const notes = [await notesOf(at.hustler), await notesOf(at.investor)];
    const by = action === 'connect' ? at.hustler : at.investor;
    const answer = await move(by, at.id, action, action === 'pass' ? { reason: 'Late' } : undefined);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: CONNECTS_WORDS.illegalTransition });
    expect(await storedRow(at.id)).toEqual(before);
    expect([await notesOf(at.hustler), await notesOf(at.investor)]).toEqual(notes);
  });

  it('two answers at once: exactly one wins, the other is 409', async () => {
    const { hustler, investor, id } = await igniteAt('viewed');
    const answers = await Promise.all([
      move(investor, id, 'meeting'),
      move(investor, id, 'meeting'),
      move(investor, id, 'meeting'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await notesOf(hustler)).filter((note) => note.type === 'ignite-meeting')).toHaveLength(1);
  });

  it('with in-app Ignite notifications off the other side gets no stored notification, only the mail', async () => {
    const hustler = await named('Hustler', 'Rohan');
    const investor = await named('Investor', 'Anand');
    expect((await settings(hustler, { ignite: { inApp: false, email: true } })).statusCode).toBe(200);
    expect((await settings(investor, { ignite: { inApp: false, email: false } })).statusCode).toBe(200);
    const { _id: id } = await sendIgnite(t.app, hustler, investor);
    await moveIgniteAs(t.app, investor, id, 'view');
    await moveIgniteAs(t.app, investor, id, 'meeting');
    await moveIgniteAs(t.app, hustler, id, 'connect');
    expect(await notesOf(hustler)).toEqual([]);
    expect(await notesOf(investor)).toEqual([]);
    const mailed = t.mails.filter(
      (mail) => mail.to === hustler.email && mail.subject === NOTIFICATION_EMAILS.subject.ignite,
    );
    expect(mailed.map((mail) => mail.text.split('\n')[0])).toEqual([
      NOTIFICATION_TEXTS.igniteViewed('Anand'),
      NOTIFICATION_TEXTS.igniteMeeting('Anand'),
    ]);
    expect(mailed[0]!.text).toContain('/pipeline');
    // The investor turned both off: not even the mail about the connection.
    expect(
      t.mails.filter(
        (mail) => mail.to === investor.email && mail.subject === NOTIFICATION_EMAILS.subject.ignite,
      ),
    ).toEqual([]);
  });

  it('both sides get igniteUpdated live for the Ignite and every move, with the new status', async () => {
    const hustler = await named('Hustler', 'Fatima');
    const investor = await named('Investor', 'Sunita');
    const [hustlerSocket, investorSocket] = await Promise.all([
      connectSocket(url, hustler.token),
      connectSocket(url, investor.token),
    ]);
    const toHustler = collect<[ConnectionDetail]>(hustlerSocket, SOCKET_EVENTS.igniteUpdated);
    const toInvestor = collect<[ConnectionDetail]>(investorSocket, SOCKET_EVENTS.igniteUpdated);
    try {
      const { _id: id } = await sendIgnite(t.app, hustler, investor);
      await waitFor(() => toHustler.length === 1 && toInvestor.length === 1);
      await moveIgniteAs(t.app, investor, id, 'view');
      await waitFor(() => toHustler.length === 2 && toInvestor.length === 2);
      await moveIgniteAs(t.app, investor, id, 'pass', { reason: 'Not our sector' });
      await waitFor(() => toHustler.length === 3 && toInvestor.length === 3);
      for (const seen of [toHustler, toInvestor]) {
        expect(seen.map(([detail]) => detail.status)).toEqual(['new', 'viewed', 'passed']);
        expect(seen[2]![0]).toMatchObject({
          _id: id,
          pitch: TEST_PITCH,
          passReason: 'Not our sector',
          hustler: expect.objectContaining({ _id: hustler.id }),
          investor: expect.objectContaining({ _id: investor.id }),
        });
      }
      // Opening it again pushes nothing, nor does another pair's Ignite: the next event each socket
      // gets is a new Ignite of its own (events reach one socket in the order they were sent).
      const strangerSocket = await connectSocket(url, (await signUpUser(t.app, 'Investor')).token);
      try {
        await moveIgniteAs(t.app, investor, id, 'view');
        const other = await igniteAt('new');
        await moveIgniteAs(t.app, other.investor, other.id, 'view');
        const toStranger = collect<[ConnectionDetail]>(strangerSocket, SOCKET_EVENTS.igniteUpdated);
        const next = await sendIgnite(t.app, hustler, await signUpUser(t.app, 'Investor'));
        const nextIn = await sendIgnite(t.app, await signUpUser(t.app, 'Hustler'), investor);
        await waitFor(() => toHustler.length >= 4 && toInvestor.length >= 4);
        expect(toHustler[3]![0]._id).toBe(next._id);
        expect(toInvestor[3]![0]._id).toBe(nextIn._id);
        expect(toStranger).toEqual([]);
      } finally {
        strangerSocket.close();
      }
    } finally {
      hustlerSocket.close();
      investorSocket.close();
    }
  });

  it("figures: each side's total, answers, acceptance rate, median response time, Ignites left today", async () => {
    const hustler = await named('Hustler', 'Harpreet');
    const [first, second, third, fourth] = await Promise.all(
      ['Vikram', 'Gurpreet', 'Jayant', 'Anand'].map((name) => named('Investor', name)),
    );
    const stats = async (person: Person) =>
      (await t.app.inject({ url: API.igniteStats, headers: bearer(person.token) })).json();
    expect(await stats(hustler)).toEqual({
      success: true,
      stats: {
        side: 'hustler',
        total: 0,
        answered: 0,
        acceptanceRate: null,
        medianResponseHours: null,
        remainingToday: 10,
      },
    });
    const ids = [];
    for (const investor of [first!, second!, third!, fourth!])
      ids.push((await sendIgnite(t.app, hustler, investor))._id);
    // Answers after 2 hours (meeting), 4 hours (pass), 10 hours (meeting, then connected); one unanswered.
    clock.advance(2 * HOUR);
    await moveIgniteAs(t.app, first!, ids[0]!, 'view');
    await moveIgniteAs(t.app, first!, ids[0]!, 'meeting');
    clock.advance(2 * HOUR);
    await moveIgniteAs(t.app, second!, ids[1]!, 'view');
    await moveIgniteAs(t.app, second!, ids[1]!, 'pass');
    clock.advance(6 * HOUR);
    await moveIgniteAs(t.app, third!, ids[2]!, 'view');
    await moveIgniteAs(t.app, third!, ids[2]!, 'meeting');
    clock.advance(5 * HOUR);
    await moveIgniteAs(t.app, hustler, ids[2]!, 'connect');
    await moveIgniteAs(t.app, fourth!, ids[3]!, 'view');

    expect((await stats(hustler)).stats).toEqual({
      side: 'hustler',
      total: 4,
      answered: 3,
      acceptanceRate: 2 / 3,
      medianResponseHours: 4,
      remainingToday: 6,
    });
    expect((await stats(second!)).stats).toEqual({
      side: 'investor',
      total: 1,
      answered: 1,
      acceptanceRate: 0,
      medianResponseHours: 4,
      remainingToday: null,
    });
    expect((await stats(fourth!)).stats).toMatchObject({ total: 1, answered: 0, acceptanceRate: null });
    clock.advance(24 * HOUR);
    expect((await stats(hustler)).stats.remainingToday).toBe(10);
    expect((await t.app.inject({ url: API.igniteStats })).statusCode).toBe(401);
  });
});
