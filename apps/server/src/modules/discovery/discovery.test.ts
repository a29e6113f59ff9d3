import { API, type Role, WORDS } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  signUpWithProfile,
  type TestContext,
} from '../../test/build-test-app.ts';
import { formData } from '../../test/fixtures.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`discovery lists (${databaseLabel()})`, () => {
  let t: TestContext;
  let viewer: Awaited<ReturnType<typeof signUpUser>>;
  const names = ['Kabir Singh', 'Meera Nair', 'Rohan Das', 'Zoya Khan', 'Ishaan 50% Rao'];
  beforeAll(async () => {
    t = await buildTestApp();
    viewer = await signUpUser(t.app, 'Cofounder');
    for (const [index, name] of names.entries()) {
      const user = await signUpUser(t.app, 'Cofounder');
      const skills = index === 1 ? 'Kotlin, Payments' : 'React, Sales';
      await t.app.inject({
        method: 'POST',
        url: API.profileCofounder,
        headers: bearer(user.token),
        payload: formData({ Username: name, skills, phoneno: '9999988888', dreamProject: 'x' }),
      });
    }
    await signUpUser(t.app, 'Investor');
  });
  afterAll(() => t.close());

  const list = (query = '', token = viewer.token) =>
    t.app.inject({ method: 'GET', url: `${API.cofounderProfiles}${query}`, headers: bearer(token) });

  it('lists users of that role only, equally complete profiles most recently active first, without the caller or private fields', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.map((u: { profiledetails: { Username: string } }) => u.profiledetails.Username)).toEqual(
      [...names].reverse(),
    );
    expect(body.data.every((u: { role: string }) => u.role === 'Cofounder')).toBe(true);
    expect(body.nextCursor).toBeNull();
    expect(response.body).not.toContain('9999988888');
    expect(response.body).not.toContain('@example.in');
    expect(response.body).not.toContain(viewer.id);
  });

  it('pages with limit and nextCursor, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await list(query)).json();
      seen.push(...body.data.map((u: { _id: string }) => u._id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(names.length);
  });

  it('searches name, skills and bio with ?q=, literally', async () => {
    const bySkill = (await list('?q=kotlin')).json();
    expect(
      bySkill.data.map((u: { profiledetails: { Username: string } }) => u.profiledetails.Username),
    ).toEqual(['Meera Nair']);
    const byName = (await list('?q=zoya')).json();
    expect(byName.data).toHaveLength(1);
    const percent = (await list(`?q=${encodeURIComponent('50%')}`)).json();
    expect(
      percent.data.map((u: { profiledetails: { Username: string } }) => u.profiledetails.Username),
    ).toEqual(['Ishaan 50% Rao']);
    expect((await list('?q=nobody-matches-this')).json().data).toEqual([]);
  });

  it('each role has its list at the spec path', async () => {
    for (const url of [API.hustlerProfiles, API.investorProfiles, API.jobseekerProfiles]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(viewer.token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toMatchObject({ success: true });
    }
    const investors = (
      await t.app.inject({ method: 'GET', url: API.investorProfiles, headers: bearer(viewer.token) })
    ).json();
    expect(investors.data).toHaveLength(1);
  });

  it.each([['?limit=0'], ['?limit=101'], ['?limit=abc'], ['?cursor=garbage']])(
    'answers 400 for %s',
    async (query) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTypeOf('string');
    },
  );

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.cofounderProfiles });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: WORDS.auth.noToken });
  });
});

describe(`discovery search covers the text a card shows (${databaseLabel()})`, () => {
  let t: TestContext;
  let viewer: Awaited<ReturnType<typeof signUpUser>>;
  const URL_OF: Record<Role, string> = {
    Hustler: API.hustlerProfiles,
    Investor: API.investorProfiles,
    Cofounder: API.cofounderProfiles,
    Jobseeker: API.jobseekerProfiles,
  };
  beforeAll(async () => {
    t = await buildTestApp();
    viewer = await signUpUser(t.app, 'Investor');
    await signUpWithProfile(t.app, 'Hustler', {
      Username: 'Anjali Verma',
      project: 'ThandaBox',
      currentWork: 'Testing solar-powered ice boxes',
      bio: 'Cold chain for the fishers of Kochi harbour.',
      city: 'Kochi',
      skills: 'Refrigeration',
    });
    const named = await signUpWithProfile(t.app, 'Hustler', {
      Username: 'Dev Patel',
      project: 'KhetiKart',
      currentWork: 'Mandi prices on WhatsApp',
      skills: 'Sales',
    });
    // A display name (from a sign-in elsewhere) names a card when there is no username.
    await t.database.db
      .update(profiles)
      .set({ username: null, displayName: 'Devika from Nagpur' })
      .where(eq(profiles.userId, named.id));
    await signUpWithProfile(t.app, 'Cofounder', {
      Username: 'Farah Siddiqui',
      superpower: 'Firmware for cold rooms',
      dreamProject: 'A solar flour mill for every village',
    });
    await signUpWithProfile(t.app, 'Jobseeker', {
      Username: 'Gita Rao',
      desiredRole: 'Product designer',
      aboutMe: 'I draw screens people with little reading can use.',
      experience: 'Two years at a rooftop solar startup',
    });
    await signUpWithProfile(t.app, 'Investor', {
      Username: 'Hari Menon',
      bio: 'Angel cheques for hardware.',
      interestAreas: 'Sustainable Innovations',
    });
  });
  afterAll(() => t.close());

  const found = async (role: Role, q: string) => {
    const response = await t.app.inject({
      url: `${URL_OF[role]}?q=${encodeURIComponent(q)}`,
      headers: bearer(viewer.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (
      response.json().data as Array<{
        profiledetails: { Username: string | null; displayName: string | null };
      }>
    ).map((user) => user.profiledetails.Username ?? user.profiledetails.displayName);
  };

  it('"solar" finds the Hustler whose card reads "Testing solar-powered ice boxes", and the facets count it', async () => {
    expect(await found('Hustler', 'solar')).toEqual(['Anjali Verma']);
    expect(await found('Hustler', 'SOLAR-POWERED')).toEqual(['Anjali Verma']);
    const facets = await t.app.inject({
      url: `${API.discoveryFacets('Hustler')}?q=solar`,
      headers: bearer(viewer.token),
    });
    expect(facets.statusCode).toBe(200);
    expect(facets.json().total).toBe(1);
  });

  it.each([
    ['Hustler', 'thandabox', 'Anjali Verma'],
    ['Hustler', 'kochi harbour', 'Anjali Verma'],
    ['Hustler', 'refrigeration', 'Anjali Verma'],
    ['Hustler', 'whatsapp', 'Devika from Nagpur'],
    ['Hustler', 'devika', 'Devika from Nagpur'],
    ['Cofounder', 'firmware', 'Farah Siddiqui'],
    ['Cofounder', 'solar flour', 'Farah Siddiqui'],
    ['Jobseeker', 'product designer', 'Gita Rao'],
    ['Jobseeker', 'rooftop solar', 'Gita Rao'],
    ['Jobseeker', 'little reading', 'Gita Rao'],
    ['Investor', 'sustainable', 'Hari Menon'],
    ['Investor', 'hardware', 'Hari Menon'],
  ] as const)('on the %s list, %j finds %s', async (role, q, name) => {
    expect(await found(role, q)).toEqual([name]);
  });

  it("one role's words do not find another role's people", async () => {
    expect(await found('Investor', 'solar')).toEqual([]);
    expect(await found('Hustler', 'firmware')).toEqual([]);
  });
});
