import { COFOUNDERS_WORDS, type CofounderPreferencesInput, DEFAULT_WEIGHTS } from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { COFOUNDERS_WORDS_HI } from '@ideaignite/contract/hi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { bearer, buildTestApp, signUpWithProfile, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { newMatchesForDigest } from './digest-section.ts';

const HOUR = 60 * 60 * 1000;
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
  weights: { ...DEFAULT_WEIGHTS, skills: 'must' },
};

/** The digest's new co-founder matches: who is new since I was last told, once, in my language. */
describe(`the digest's new co-founder matches (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date('2026-11-20T04:30:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());

  const person = async (Username: string, preferences: Partial<CofounderPreferencesInput>) => {
    const user = await signUpWithProfile(t.app, 'Cofounder', {
      Username,
      superpower: `${Username} ships`,
      city: 'Pune',
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: cofoundersApi.savePreferences.path,
      headers: bearer(user.token),
      payload: { ...base, ...preferences },
    });
    expect(saved.statusCode).toBe(200);
    return user;
  };
  const section = (id: string, locale: 'en-IN' | 'hi-IN' = 'en-IN') =>
    newMatchesForDigest(t.database.db, { id, locale }, null, clock.now());

  it('tells of matches saved since the last telling, once; leaves out who does not match; speaks Hindi', async () => {
    const asha = await person('Asha', { skillsWanted: ['design'] });
    clock.advance(HOUR);
    await person('Ravi', { skillsOffered: ['design'] });
    await person('Nomatch', { skillsOffered: ['sales'] });
    clock.advance(HOUR);
    expect(await section(asha.id)).toEqual({
      heading: COFOUNDERS_WORDS.digestHeading,
      lines: ['Ravi · Ravi ships · Pune'],
      path: '/cofounders',
      linkLabel: COFOUNDERS_WORDS.digestSeeAll,
    });
    expect(await section(asha.id)).toBeNull();
    clock.advance(HOUR);
    await person('Meera', { skillsOffered: ['design'] });
    clock.advance(HOUR);
    expect(await section(asha.id, 'hi-IN')).toMatchObject({
      heading: COFOUNDERS_WORDS_HI.digestHeading,
      lines: ['Meera · Meera ships · Pune'],
      linkLabel: COFOUNDERS_WORDS_HI.digestSeeAll,
    });
  });

  it('says nothing to someone without preferences', async () => {
    const none = await signUpWithProfile(t.app, 'Cofounder', { Username: 'None' });
    expect(await section(none.id)).toBeNull();
  });
});
