import { API, API_ERRORS, CONNECTS_WORDS, DAILY_IGNITE_LIMIT, PITCH_MAX_LENGTH } from '@ideaignite/contract';
import { CONNECTS_WORDS_HI } from '@ideaignite/contract/hi';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  signUpWithProfile,
  type TestContext,
  withPoster,
} from '../../test/build-test-app.ts';
import { streamWithCaptions } from '../../test/content.ts';
import { formData, mp4Video } from '../../test/fixtures.ts';
import { openToPitches, TEST_PITCH } from '../../test/ignite.ts';
import { notificationsOf } from '../../test/notifications.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;
const HOUR = 60 * 60 * 1000;

describe(`POST /api/connects/hustlertoinvestor (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date('2025-06-02T04:30:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());

  const ignite = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: API.igniteInvestor, headers: bearer(token), payload });
  const rowsOfHustler = (hustler: Person) =>
    t.database.db.select().from(connections).where(eq(connections.hustlerId, hustler.id));
  const notesOf = (user: Person) => notificationsOf(t.database.db, user.id);
  /** Investors here take pitches (their profile's switch), unless a test says otherwise. */
  const named = (role: 'Hustler' | 'Investor', Username: string) =>
    signUpWithProfile(t.app, role, {
      Username,
      project: 'KhetiKart',
      ...(role === 'Investor' ? { openToPitches: 'true' } : {}),
    });
  const signUpInvestor = async () => {
    const investor = await signUpUser(t.app, 'Investor');
    await openToPitches(t.app, investor);
    return investor;
  };
  const uploadVideo = async (user: Person, title: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(user.token),
      payload: formData(
        { title, description: 'Our demo' },
        { video: { data: await mp4Video(), name: 'pitch.mp4', type: 'video/mp4' } },
      ),
    });
    expect(response.statusCode).toBe(201);
    // Its poster is made after the answer (decision 048): waited for, so what the Ignite and the
    // inbox show later is compared with the video as it then is.
    return withPoster(
      t.app,
      response.json().video as {
        _id: string;
        title: string;
        videoUrl: string;
        posterUrl: string | null;
      },
    );
  };

  it('stores a new Ignite with the pitch and an ignite notification for the investor; a repeat is 409', async () => {
    const hustler = await named('Hustler', 'Aarav');
    const investor = await named('Investor', 'Priya');
    const response = await ignite(hustler.token, { investorId: investor.id, pitch: `  ${TEST_PITCH}  ` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: CONNECTS_WORDS.igniteSent,
      connection: {
        _id: expect.any(String),
        hustlerId: hustler.id,
        investorId: investor.id,
        status: 'new',
        pitch: TEST_PITCH,
        video: null,
        passReason: null,
        createdAt: clock.now().toISOString(),
        viewedAt: null,
        connectedAt: null,
        respondedAt: null,
        // Both people, as the lists and the socket give them.
        hustler: expect.objectContaining({
          _id: hustler.id,
          profiledetails: expect.objectContaining({ Username: 'Aarav' }),
        }),
        investor: expect.objectContaining({
          _id: investor.id,
          profiledetails: expect.objectContaining({ Username: 'Priya' }),
        }),
      },
    });
    const [note] = await notesOf(investor);
    expect(note).toMatchObject({
      type: 'ignite',
      isRead: false,
      actorId: hustler.id,
      entityId: response.json().connection._id,
      params: { key: 'ignite', args: ['Aarav', 'KhetiKart'] },
    });
    expect(note?.message).toContain('Aarav');

    const again = await ignite(hustler.token, { investorId: investor.id, pitch: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CONNECTS_WORDS.alreadyIgnited });
    expect(await rowsOfHustler(hustler)).toHaveLength(1);
    expect(await notesOf(investor)).toHaveLength(1);
  });

  it('only Hustlers ignite (403), only investors are ignited (400), unknown, erased or suspended ones are 404', async () => {
    const investor = await signUpUser(t.app, 'Investor');
    const otherInvestor = await signUpUser(t.app, 'Investor');
    const cofounder = await signUpUser(t.app, 'Cofounder');
    const hustler = await signUpUser(t.app, 'Hustler');
    const forbidden = await ignite(investor.token, { investorId: otherInvestor.id, pitch: TEST_PITCH });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: CONNECTS_WORDS.onlyHustlers });
    const notInvestor = await ignite(hustler.token, { investorId: cofounder.id, pitch: TEST_PITCH });
    expect(notInvestor.statusCode).toBe(400);
    expect(notInvestor.json()).toEqual({ message: CONNECTS_WORDS.notAnInvestor });
    const unknown = await ignite(hustler.token, {
      investorId: '00000000-0000-4000-8000-000000000000',
      pitch: TEST_PITCH,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: CONNECTS_WORDS.investorNotFound });
    // An erased account keeps its users row (and its role) as a tombstone: still not found.
    const erased = await signUpUser(t.app, 'Investor');
    await t.database.db.execute(sql`update users set deleted_at = now() where id = ${erased.id}`);
    const gone = await ignite(hustler.token, { investorId: erased.id, pitch: TEST_PITCH });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: CONNECTS_WORDS.investorNotFound });
    // A suspended investor cannot be reached either (issue 15), and nothing is stored.
    const suspended = await signUpUser(t.app, 'Investor');
    await t.database.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);
    const held = await ignite(hustler.token, { investorId: suspended.id, pitch: TEST_PITCH });
    expect(held.statusCode).toBe(404);
    expect(held.json()).toEqual({ message: CONNECTS_WORDS.investorNotFound });
    const malformed = await ignite(hustler.token, { investorId: 'abc', pitch: TEST_PITCH });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: CONNECTS_WORDS.investorNotFound });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API.igniteInvestor,
          payload: { investorId: investor.id, pitch: TEST_PITCH },
        })
      ).statusCode,
    ).toBe(401);
    expect(await rowsOfHustler(hustler)).toEqual([]);
  });

  it('an investor not taking pitches is 403 in their words, nothing stored or told; their switch decides', async () => {
    const hustler = await named('Hustler', 'Ishaan');
    // A new investor profile starts with "open to pitches" off.
    const investor = await signUpWithProfile(t.app, 'Investor', { Username: 'Neha' });
    const setOpen = async (open: boolean) => {
      const saved = await t.app.inject({
        method: 'POST',
        url: API.profileInvestor,
        headers: bearer(investor.token),
        payload: formData({ openToPitches: String(open) }),
      });
      expect(saved.statusCode).toBe(200);
    };
    const refused = await ignite(hustler.token, { investorId: investor.id, pitch: TEST_PITCH });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CONNECTS_WORDS.notTakingPitches });
    const inHindi = await t.app.inject({
      method: 'POST',
      url: API.igniteInvestor,
      headers: { ...bearer(hustler.token), 'accept-language': 'hi-IN' },
      payload: { investorId: investor.id, pitch: TEST_PITCH },
    });
    expect(inHindi.statusCode).toBe(403);
    expect(inHindi.json()).toEqual({ message: CONNECTS_WORDS_HI.notTakingPitches });
    expect(await rowsOfHustler(hustler)).toEqual([]);
    expect(await notesOf(investor)).toEqual([]);
    // A refusal does not count against the day's Ignites.
    const stats = await t.app.inject({ url: API.igniteStats, headers: bearer(hustler.token) });
    expect(stats.json().stats).toMatchObject({ total: 0, remainingToday: DAILY_IGNITE_LIMIT });

    // Once the investor turns the switch on, the same Ignite goes through and they are told.
    await setOpen(true);
    const sent = await ignite(hustler.token, { investorId: investor.id, pitch: TEST_PITCH });
    expect(sent.statusCode).toBe(201);
    expect(await notesOf(investor)).toEqual([
      expect.objectContaining({ type: 'ignite', actorId: hustler.id }),
    ]);

    // Turned off again: the Ignite already sent stays and can be answered; a new Hustler is refused.
    await setOpen(false);
    const viewed = await t.app.inject({
      method: 'POST',
      url: API.igniteAction(sent.json().connection._id, 'view'),
      headers: bearer(investor.token),
    });
    expect(viewed.statusCode).toBe(200);
    const late = await named('Hustler', 'Tara');
    const closed = await ignite(late.token, { investorId: investor.id, pitch: TEST_PITCH });
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ message: CONNECTS_WORDS.notTakingPitches });
    expect(await rowsOfHustler(late)).toEqual([]);
  });

  it.each([
    ['missing', undefined, CONNECTS_WORDS.pitchRequired],
    ['empty', '', CONNECTS_WORDS.pitchRequired],
    ['only spaces', '    ', CONNECTS_WORDS.pitchRequired],
    ['not text', 42, CONNECTS_WORDS.pitchRequired],
    ['281 characters', 'x'.repeat(PITCH_MAX_LENGTH + 1), CONNECTS_WORDS.pitchTooLong],
    ['a control character', 'Agritech\u0007 for Vidarbha', API_ERRORS.controlCharacters],
  ])('a pitch that is %s is 400 with its message, and nothing is stored', async (_case, pitch, message) => {
    const hustler = await signUpUser(t.app, 'Hustler');
    const investor = await signUpInvestor();
    const response = await ignite(hustler.token, {
      investorId: investor.id,
      ...(pitch === undefined ? {} : { pitch }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await rowsOfHustler(hustler)).toEqual([]);
    expect(await notesOf(investor)).toEqual([]);
  });

  it('a pitch of exactly 280 characters, in Hindi too, is taken as written', async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    const investor = await signUpInvestor();
    const pitch = 'किसान'.repeat(PITCH_MAX_LENGTH / 5);
    expect(pitch).toHaveLength(PITCH_MAX_LENGTH);
    const response = await ignite(hustler.token, { investorId: investor.id, pitch });
    expect(response.statusCode).toBe(201);
    expect(response.json().connection.pitch).toBe(pitch);
  });

  it("with one of my videos the Ignite carries it; someone else's or an unknown video is 400", async () => {
    const hustler = await named('Hustler', 'Meera');
    const other = await named('Hustler', 'Rohan');
    const investor = await named('Investor', 'Kavita');
    const mine = await uploadVideo(hustler, 'Ice boxes for Kochi fishers');
    const theirs = await uploadVideo(other, 'Not mine');

    for (const videoId of [theirs._id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await ignite(hustler.token, { investorId: investor.id, pitch: TEST_PITCH, videoId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: CONNECTS_WORDS.videoNotYours });
    }
    const malformed = await ignite(hustler.token, {
      investorId: investor.id,
      pitch: TEST_PITCH,
      videoId: 'my-video',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: CONNECTS_WORDS.videoNotYours });
    expect(await rowsOfHustler(hustler)).toEqual([]);

    const sent = await ignite(hustler.token, {
      investorId: investor.id,
      pitch: TEST_PITCH,
      videoId: mine._id,
    });
    expect(sent.statusCode).toBe(201);
    // Just uploaded: its ladder is still to be made, the original plays.
    expect(sent.json().connection.video).toEqual({
      _id: mine._id,
      title: 'Ice boxes for Kochi fishers',
      videoUrl: mine.videoUrl,
      posterUrl: mine.posterUrl,
      stream: { state: 'queued', url: null },
      captions: [],
    });
    // The investor sees it in the inbox, streamed and captioned as a Video once it is (issue 27);
    // once the video is deleted, the Ignite stays without it.
    const inbox = async () =>
      (await t.app.inject({ url: API.connections, headers: bearer(investor.token) })).json().received;
    const streamed = await streamWithCaptions(t.database.db, mine._id);
    expect((await inbox())[0].video).toEqual({
      _id: mine._id,
      title: 'Ice boxes for Kochi fishers',
      videoUrl: mine.videoUrl,
      posterUrl: mine.posterUrl,
      ...streamed,
    });
    const asVideo = await t.app.inject({ url: API.video(mine._id), headers: bearer(hustler.token) });
    expect(asVideo.json().video).toMatchObject(streamed);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: API.video(mine._id),
      headers: bearer(hustler.token),
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await inbox()).toEqual([expect.objectContaining({ video: null, pitch: TEST_PITCH })]);

    // An empty videoId is no video.
    const another = await signUpInvestor();
    const none = await ignite(hustler.token, { investorId: another.id, pitch: TEST_PITCH, videoId: '' });
    expect(none.statusCode).toBe(201);
    expect(none.json().connection.video).toBeNull();
  });

  it('a video deleted between the check and the insert is 400, and nothing is stored', async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    const investor = await signUpInvestor();
    const video = await uploadVideo(hustler, 'Gone in a moment');
    // The video goes away after the service found it hers, as the Ignite is being stored.
    await t.database.db.execute(
      sql.raw(`create function drop_ignited_video() returns trigger language plpgsql as $$
        begin delete from videos where id = new.video_id; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger drop_ignited_video before insert on connections
        for each row execute function drop_ignited_video()`),
    );
    try {
      const response = await ignite(hustler.token, {
        investorId: investor.id,
        pitch: TEST_PITCH,
        videoId: video._id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: CONNECTS_WORDS.videoNotYours });
    } finally {
      await t.database.db.execute(sql.raw('drop trigger drop_ignited_video on connections'));
      await t.database.db.execute(sql.raw('drop function drop_ignited_video()'));
    }
    expect(await rowsOfHustler(hustler)).toEqual([]);
    expect(await notesOf(investor)).toEqual([]);
  });

  it('at most 10 Ignites in any 24 hours: the 11th is 429 and stores nothing; a day later it works', async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    const investors = await Promise.all(
      Array.from({ length: DAILY_IGNITE_LIMIT + 2 }, () => signUpInvestor()),
    );
    const stats = async () =>
      (await t.app.inject({ url: API.igniteStats, headers: bearer(hustler.token) })).json().stats;
    for (const [index, investor] of investors.slice(0, DAILY_IGNITE_LIMIT).entries()) {
      // Spread over the day: the window is the last 24 hours, not the calendar day.
      clock.advance(HOUR);
      const sent = await ignite(hustler.token, { investorId: investor.id, pitch: `${TEST_PITCH} #${index}` });
      expect(sent.statusCode).toBe(201);
    }
    expect((await stats()).remainingToday).toBe(0);
    const eleventh = investors[DAILY_IGNITE_LIMIT]!;
    const refused = await ignite(hustler.token, { investorId: eleventh.id, pitch: TEST_PITCH });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CONNECTS_WORDS.dailyLimit });
    const inHindi = await t.app.inject({
      method: 'POST',
      url: API.igniteInvestor,
      headers: { ...bearer(hustler.token), 'accept-language': 'hi-IN,hi;q=0.9' },
      payload: { investorId: eleventh.id, pitch: TEST_PITCH },
    });
    expect(inHindi.statusCode).toBe(429);
    expect(inHindi.json()).toEqual({ message: CONNECTS_WORDS_HI.dailyLimit });
    expect(await rowsOfHustler(hustler)).toHaveLength(DAILY_IGNITE_LIMIT);
    expect(await notesOf(eleventh)).toEqual([]);

    // 24 hours after the first one, one more fits; the next is refused again.
    clock.advance(24 * HOUR - (DAILY_IGNITE_LIMIT - 1) * HOUR + 1);
    expect((await stats()).remainingToday).toBe(1);
    expect((await ignite(hustler.token, { investorId: eleventh.id, pitch: TEST_PITCH })).statusCode).toBe(
      201,
    );
    const twelfth = investors[DAILY_IGNITE_LIMIT + 1]!;
    expect((await ignite(hustler.token, { investorId: twelfth.id, pitch: TEST_PITCH })).statusCode).toBe(429);
    clock.advance(24 * HOUR);
    expect((await stats()).remainingToday).toBe(DAILY_IGNITE_LIMIT);
    expect((await ignite(hustler.token, { investorId: twelfth.id, pitch: TEST_PITCH })).statusCode).toBe(201);
  });

  it('at 9 sent, several Ignites at once: exactly one passes, the rest are 429', async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    const investors = await Promise.all(
      Array.from({ length: DAILY_IGNITE_LIMIT + 4 }, () => signUpInvestor()),
    );
    for (const investor of investors.slice(0, DAILY_IGNITE_LIMIT - 1)) {
      expect((await ignite(hustler.token, { investorId: investor.id, pitch: TEST_PITCH })).statusCode).toBe(
        201,
      );
    }
    const answers = await Promise.all(
      investors
        .slice(DAILY_IGNITE_LIMIT - 1)
        .map((investor) => ignite(hustler.token, { investorId: investor.id, pitch: TEST_PITCH })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429, 429, 429]);
    expect(await rowsOfHustler(hustler)).toHaveLength(DAILY_IGNITE_LIMIT);
  });
});
