import {
  COFOUNDERS_WORDS,
  type CofounderPreferencesInput,
  DEFAULT_WEIGHTS,
  DISCOVERY_WORDS,
} from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { COFOUNDERS_WORDS_HI } from '@ideaignite/contract/hi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

const base: CofounderPreferencesInput = {
  looking: true,
  skillsWanted: [],
  skillsOffered: [],
  commitment: null,
  sectors: [],
  stage: null,
  state: null,
  city: null,
  remote: false,
  availability: null,
  weights: { ...DEFAULT_WEIGHTS },
};

describe(`co-founder preferences and matches (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const save = (person: Person, preferences: Partial<CofounderPreferencesInput>) =>
    t.app.inject({
      method: 'PUT',
      url: cofoundersApi.savePreferences.path,
      headers: bearer(person.token),
      payload: { ...base, ...preferences },
    });
  const matchesOf = async (person: Person) => {
    const response = await t.app.inject({ url: cofoundersApi.matches.path, headers: bearer(person.token) });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      needsPreferences: boolean;
      remainingToday: number;
      matches: Array<{ person: { _id: string; name: string | null }; score: number; reasons: unknown[] }>;
    };
  };
  const idsOf = async (person: Person) => (await matchesOf(person)).matches.map((match) => match.person._id);
  const named = async (
    role: 'Cofounder' | 'Hustler',
    Username: string,
    preferences: Partial<CofounderPreferencesInput>,
  ) => {
    const person = await signUpWithProfile(t.app, role, {
      Username,
      ...(role === 'Hustler' ? { project: 'KhetiKart' } : {}),
    });
    const saved = await save(person, preferences);
    expect(saved.statusCode).toBe(200);
    return person;
  };

  it('is for co-founders and Hustlers: an investor and a job seeker get 403 in the catalogue’s words', async () => {
    for (const role of ['Investor', 'Jobseeker'] as const) {
      const person = await signUpUser(t.app, role);
      const matches = await t.app.inject({ url: cofoundersApi.matches.path, headers: bearer(person.token) });
      expect([matches.statusCode, matches.json().message]).toEqual([
        403,
        COFOUNDERS_WORDS.onlyCofoundersAndHustlers,
      ]);
      const saved = await save(person, {});
      expect(saved.statusCode).toBe(403);
      const hindi = await t.app.inject({
        url: cofoundersApi.preferences.path,
        headers: { ...bearer(person.token), 'accept-language': 'hi-IN' },
      });
      expect(hindi.json().message).toBe(COFOUNDERS_WORDS_HI.onlyCofoundersAndHustlers);
    }
  });

  it('drafts preferences from the profile until saved; a co-founder is always looking', async () => {
    const meera = await signUpWithProfile(t.app, 'Cofounder', {
      Username: 'Meera',
      skills: JSON.stringify(['Design', 'Cooking', 'engineering']),
      commitment: 'fullTime',
      sectors: JSON.stringify(['fintech']),
      state: 'MH',
      city: 'Pune',
    });
    const draft = await t.app.inject({ url: cofoundersApi.preferences.path, headers: bearer(meera.token) });
    expect(draft.json()).toMatchObject({
      saved: false,
      preferences: {
        looking: true,
        skillsOffered: ['engineering', 'design'],
        commitment: 'fullTime',
        sectors: ['fintech'],
        state: 'MH',
        city: 'Pune',
        weights: DEFAULT_WEIGHTS,
      },
    });
    expect((await matchesOf(meera)).needsPreferences).toBe(true);
    const saved = await save(meera, { looking: false, skillsWanted: ['sales'] });
    expect(saved.json()).toMatchObject({
      message: COFOUNDERS_WORDS.preferencesSaved,
      saved: true,
      preferences: { looking: true, skillsWanted: ['sales'] },
    });
    expect((await matchesOf(meera)).needsPreferences).toBe(false);
  });

  it('refuses bad preferences with the right words and keeps what was saved', async () => {
    const kabir = await named('Cofounder', 'Kabir', { skillsWanted: ['design'] });
    const cases: Array<[Partial<Record<keyof CofounderPreferencesInput, unknown>>, string]> = [
      [{ skillsWanted: ['juggling'] }, COFOUNDERS_WORDS.invalidSkill],
      [{ sectors: ['spaceships'] }, DISCOVERY_WORDS.invalidSector],
      [{ weights: { ...DEFAULT_WEIGHTS, skills: 'always' } }, COFOUNDERS_WORDS.invalidWeight],
      [{ city: 'Pu\u0000ne' }, 'Text must not contain control characters.'],
      [{ city: 42 }, COFOUNDERS_WORDS.invalidPreferences],
      [{ looking: undefined }, COFOUNDERS_WORDS.invalidPreferences],
      [{ weights: undefined }, COFOUNDERS_WORDS.invalidWeight],
      [{ skillsOffered: 'design' }, COFOUNDERS_WORDS.invalidSkill],
    ];
    for (const [change, message] of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: cofoundersApi.savePreferences.path,
        headers: bearer(kabir.token),
        payload: { ...base, ...change },
      });
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    const now = await t.app.inject({ url: cofoundersApi.preferences.path, headers: bearer(kabir.token) });
    expect(now.json().preferences.skillsWanted).toEqual(['design']);
  });

  it('must-haves exclude (each side’s), nice-to-haves order by score, and the reasons say why', async () => {
    const asha = await named('Cofounder', 'Asha', {
      skillsWanted: ['design'],
      skillsOffered: ['engineering'],
      sectors: ['fintech', 'edtech'],
      commitment: 'fullTime',
      city: 'Pune',
      weights: { ...DEFAULT_WEIGHTS, skills: 'must', stage: 'none' },
    });
    const best = await named('Cofounder', 'Best', {
      skillsOffered: ['design'],
      skillsWanted: ['engineering'],
      sectors: ['fintech'],
      commitment: 'fullTime',
      city: 'pune',
    });
    const good = await named('Cofounder', 'Good', {
      skillsOffered: ['design', 'sales'],
      sectors: ['agritech'],
    });
    // Offers no design: Asha's must-have leaves them out.
    const noDesign = await named('Cofounder', 'NoDesign', { skillsOffered: ['sales'], sectors: ['fintech'] });
    // Asha meets none of their must-have (part-time only).
    const partTimeOnly = await named('Cofounder', 'PartTime', {
      skillsOffered: ['design'],
      commitment: 'partTime',
      weights: { ...DEFAULT_WEIGHTS, commitment: 'must' },
    });
    const lookingHustler = await named('Hustler', 'Founder', {
      skillsOffered: ['design'],
      skillsWanted: ['engineering'],
    });
    const quietHustler = await named('Hustler', 'Quiet', { looking: false, skillsOffered: ['design'] });

    const result = await matchesOf(asha);
    const ids = result.matches.map((match) => match.person._id);
    expect(ids).toContain(best.id);
    expect(ids).toContain(good.id);
    expect(ids).toContain(lookingHustler.id);
    expect(ids).not.toContain(noDesign.id);
    expect(ids).not.toContain(partTimeOnly.id);
    expect(ids).not.toContain(quietHustler.id);
    expect(ids.indexOf(best.id)).toBe(0);
    const scores = result.matches.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Weighted parts Asha asked for: skills 30, sectors 20, commitment 15, location 15 (stage: none).
    expect(result.matches[0]).toMatchObject({
      score: 100,
      reasons: [
        { key: 'theyOffer', args: ['design'] },
        { key: 'youOffer', args: ['engineering'] },
        { key: 'sameSectors', args: ['fintech'] },
        { key: 'sameCommitment', args: ['fullTime'] },
        { key: 'sameCity', args: ['Pune'] },
      ],
      invite: null,
    });
    expect(result.matches.find((match) => match.person._id === good.id)?.score).toBe(38);
    // A Hustler is matched with co-founders, never another Hustler.
    const hustlerIds = await idsOf(lookingHustler);
    expect(hustlerIds).toContain(asha.id);
    expect(hustlerIds).not.toContain(quietHustler.id);
    expect((await matchesOf(quietHustler)).needsPreferences).toBe(true);
  });

  it('leaves out people blocked either way, suspended, erased or hidden from discovery', async () => {
    const want = {
      skillsWanted: ['product'] as string[],
      weights: { ...DEFAULT_WEIGHTS, skills: 'must' as const },
    };
    const riya = await named('Cofounder', 'Riya', want);
    const offer = { skillsOffered: ['product'] };
    const [blocked, blocker, suspended, hidden, shown] = await Promise.all(
      ['Blocked', 'Blocker', 'Suspended', 'Hidden', 'Shown'].map((name) => named('Cofounder', name, offer)),
    );
    await t.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values
      (${riya.id}, ${blocked!.id}), (${blocker!.id}, ${riya.id})`);
    await t.database.db.execute(sql`update users set suspended_at = now() where id = ${suspended!.id}`);
    await t.database.db.execute(sql`update users set discoverable = false where id = ${hidden!.id}`);
    const ids = await idsOf(riya);
    expect(ids).toContain(shown!.id);
    for (const gone of [blocked, blocker, suspended, hidden]) expect(ids).not.toContain(gone!.id);
    expect(await idsOf(blocker!)).not.toContain(riya.id);
  });
});
