import { API, COMPLETENESS_ITEMS, DISCOVERY_WORDS, WORDS } from '@ideaignite/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData, mp4Video, pngImage } from '../../test/fixtures.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { fillMissingCompleteness } from './completeness-repository.ts';
import { COMPLETENESS_JOB } from './completeness-service.ts';

describe(`profile completeness and the matching fields (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const completeness = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: API.completeness, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { success: true; score: number; missing: string[] };
  };
  const stored = async (userId: string) => {
    const [row] = await t.database.db
      .select({ completeness: profiles.completeness })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row?.completeness;
  };
  const save = (token: string, url: string, fields: Record<string, string>, picture?: Buffer) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: formData(
        fields,
        picture ? { profilePic: { data: picture, name: 'me.png', type: 'image/png' } } : {},
      ),
    });
  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: API.getUser, headers: bearer(token) })).json().user
      .profiledetails;

  it('a Hustler starts at 0 with every item missing and rises as they fill them', async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    const start = await completeness(hustler.token);
    expect(start).toEqual({ success: true, score: 0, missing: [...COMPLETENESS_ITEMS.Hustler] });
    expect(await stored(hustler.id)).toBe(0);

    const first = await save(hustler.token, API.profileHustler, {
      Username: 'Asha Verma',
      project: 'KisanKart',
      sectors: 'agritech,d2c',
      state: 'MH',
      city: 'nashik',
    });
    expect(first.statusCode, first.body).toBe(200);
    const afterForm = await completeness(hustler.token);
    // name, project, sector, stage (the form's default) and city are done: 5 of 9.
    expect(afterForm.score).toBe(Math.round((5 / 9) * 100));
    expect(afterForm.missing).toEqual(['picture', 'pitchVideo', 'bio', 'skills']);
    expect(await stored(hustler.id)).toBe(afterForm.score);
    const details = await me(hustler.token);
    expect(details).toMatchObject({ sectors: ['agritech', 'd2c'], state: 'MH', city: 'Nashik' });

    // A picture (through the form) and a video each take an item off the list.
    await save(hustler.token, API.profileHustler, {}, await pngImage());
    expect((await completeness(hustler.token)).missing).toEqual(['pitchVideo', 'bio', 'skills']);
    const upload = await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(hustler.token),
      payload: formData(
        { title: 'Our pitch', description: 'Two minutes on KisanKart' },
        { video: { data: await mp4Video(), name: 'pitch.mp4', type: 'video/mp4' } },
      ),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(await stored(hustler.id)).toBe(Math.round((7 / 9) * 100));
    expect((await completeness(hustler.token)).missing).toEqual(['bio', 'skills']);

    // Deleting the only video puts the item back (the stored score follows at once).
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: API.video(upload.json().video._id),
      headers: bearer(hustler.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored(hustler.id)).toBe(Math.round((6 / 9) * 100));

    await save(hustler.token, API.profileHustler, { bio: 'Farmer’s daughter', skills: 'Sales,Ops,sales' });
    // A skill once whatever its case: discovery's filter and counts take them as one.
    expect((await me(hustler.token)).skills).toEqual(['Sales', 'Ops']);
    expect(await completeness(hustler.token)).toEqual({ success: true, score: 89, missing: ['pitchVideo'] });
  });

  it("each role has its own items: an Investor's ticket, a Cofounder's commitment, a Jobseeker's availability", async () => {
    const investor = await signUpUser(t.app, 'Investor');
    await save(investor.token, API.profileInvestor, {
      Username: 'Ravi',
      investorType: 'visionary',
      ticketMin: '500000',
    });
    const half = await completeness(investor.token);
    expect(half.missing).toEqual(['picture', 'sector', 'ticket', 'city', 'bio']);
    await save(investor.token, API.profileInvestor, { ticketMax: '2500000', openToPitches: 'true' });
    expect((await completeness(investor.token)).missing).not.toContain('ticket');
    expect(await me(investor.token)).toMatchObject({
      ticketMin: 500000,
      ticketMax: 2500000,
      openToPitches: true,
    });

    const cofounder = await signUpUser(t.app, 'Cofounder');
    await save(cofounder.token, API.profileCofounder, { Username: 'Meera', commitment: 'partTime' });
    expect((await completeness(cofounder.token)).missing).toEqual([
      'picture',
      'skills',
      'sector',
      'city',
      'bio',
      'vision',
    ]);
    expect(await me(cofounder.token)).toMatchObject({ commitment: 'partTime' });

    const jobseeker = await signUpUser(t.app, 'Jobseeker');
    await save(jobseeker.token, API.profileJobseeker, { availability: 'twoWeeks', desiredRole: 'Designer' });
    const js = await completeness(jobseeker.token);
    expect(js.missing).toEqual(['name', 'picture', 'skills', 'city', 'aboutMe']);
    expect(js.score).toBe(Math.round((2 / 7) * 100));
  });

  it('the new fields show on the public profile and in the lists, never the score', async () => {
    const investor = await signUpUser(t.app, 'Investor');
    await save(investor.token, API.profileInvestor, {
      Username: 'Public Pooja',
      sectors: 'fintech',
      state: 'KA',
      city: 'Bengaluru',
      ticketMin: '1000000',
      ticketMax: '10000000',
      openToPitches: 'true',
    });
    const viewer = await signUpUser(t.app, 'Hustler');
    const response = await t.app.inject({
      method: 'GET',
      url: API.publicProfile(investor.id),
      headers: bearer(viewer.token),
    });
    expect(response.json().user.profiledetails).toMatchObject({
      sectors: ['fintech'],
      state: 'KA',
      city: 'Bengaluru',
      ticketMin: 1000000,
      ticketMax: 10000000,
      openToPitches: true,
      commitment: null,
      availability: null,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `${API.investorProfiles}?q=pooja`,
      headers: bearer(viewer.token),
    });
    expect(list.json().data[0].profiledetails).toMatchObject({ ticketMin: 1000000, openToPitches: true });
    expect(list.body).not.toContain('completeness');
    expect(list.body).not.toContain('rankAt');
  });

  it('refuses a smallest ticket above the largest, sent together or against the stored one, changing nothing', async () => {
    const investor = await signUpUser(t.app, 'Investor');
    const both = await save(investor.token, API.profileInvestor, {
      Username: 'Kept Name',
      ticketMin: '50000000',
      ticketMax: '1000000',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ message: DISCOVERY_WORDS.ticketRange });
    expect(await me(investor.token)).toMatchObject({ Username: null, ticketMin: null, ticketMax: null });

    expect(
      (await save(investor.token, API.profileInvestor, { ticketMin: '1000000', ticketMax: '5000000' }))
        .statusCode,
    ).toBe(200);
    const above = await save(investor.token, API.profileInvestor, { Username: 'X', ticketMin: '100000000' });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ message: DISCOVERY_WORDS.ticketRange });
    const below = await t.app.inject({
      method: 'PUT',
      url: API.myProfile,
      headers: bearer(investor.token),
      payload: formData({ ticketMax: '500000' }),
    });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ message: DISCOVERY_WORDS.ticketRange });
    expect(await me(investor.token)).toMatchObject({
      Username: null,
      ticketMin: 1000000,
      ticketMax: 5000000,
    });

    // Clearing a bound is always allowed.
    expect(
      (await save(investor.token, API.profileInvestor, { ticketMin: '', ticketMax: '500000' })).statusCode,
    ).toBe(200);
    expect(await me(investor.token)).toMatchObject({ ticketMin: null, ticketMax: 500000 });
  });

  it.each([
    [{ sectors: 'fintech,crypto' }, DISCOVERY_WORDS.invalidSector],
    [{ sectors: 'fintech,agritech,edtech,healthtech,climate,d2c' }, DISCOVERY_WORDS.tooManySectors],
    [{ state: 'Karnataka' }, DISCOVERY_WORDS.invalidState],
    [{ city: 'x'.repeat(61) }, DISCOVERY_WORDS.cityTooLong],
    [{ ticketMin: '123' }, DISCOVERY_WORDS.invalidTicket],
  ])('refuses %o with its message', async (fields, message) => {
    const investor = await signUpUser(t.app, 'Investor');
    const response = await save(investor.token, API.profileInvestor, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('a Cofounder form refuses a commitment outside the list', async () => {
    const cofounder = await signUpUser(t.app, 'Cofounder');
    const response = await save(cofounder.token, API.profileCofounder, { commitment: 'weekends' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: DISCOVERY_WORDS.invalidCommitment });
  });

  it('the job scores profiles that have no score yet, and leaves the scored alone', async () => {
    const a = await signUpUser(t.app, 'Jobseeker');
    const b = await signUpUser(t.app, 'Hustler');
    await save(a.token, API.profileJobseeker, { Username: 'Null Nandini', skills: 'Support' });
    await save(b.token, API.profileHustler, { Username: 'Null Neel', project: 'Idea' });
    // Someone else's video must not count as b's.
    const other = await signUpUser(t.app, 'Hustler');
    const upload = await t.app.inject({
      method: 'POST',
      url: API.addVideo,
      headers: bearer(other.token),
      payload: formData(
        { title: 'Not yours', description: 'Another pitch' },
        { video: { data: await mp4Video(), name: 'pitch.mp4', type: 'video/mp4' } },
      ),
    });
    expect(upload.statusCode).toBe(201);
    const { db } = t.database;
    // As after the migration: the rows have no score.
    await db
      .update(profiles)
      .set({ completeness: null })
      .where(inArray(profiles.userId, [a.id, b.id]));
    expect(await stored(a.id)).toBeNull();
    await t.app.container.scheduler.runNow(COMPLETENESS_JOB);
    expect(await stored(a.id)).toBe(Math.round((2 / 7) * 100));
    expect(await stored(b.id)).toBe(Math.round((3 / 9) * 100));
    // Nothing left to score.
    expect(await fillMissingCompleteness(db)).toBe(0);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.completeness });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: WORDS.auth.noToken });
  });
});
