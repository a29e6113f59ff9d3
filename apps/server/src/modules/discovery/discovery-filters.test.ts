import {
  API,
  AVAILABILITIES,
  COMMITMENTS,
  DISCOVERY_FILTERS,
  DISCOVERY_WORDS,
  type DiscoveryFilterKey,
  INDIA_STATES,
  INVESTOR_TYPES,
  MAX_FREE_FACET_OPTIONS,
  type Role,
  SECTORS,
  STAGE_FILTERS,
  TICKET_BANDS,
  VALIDATION_WORDS,
} from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData } from '../../test/fixtures.ts';
import { databaseLabel } from '../../test/test-database.ts';

/** What a profile holds, as the filters see it (the city as stored: a listed city in its spelling). */
interface Model {
  id: string;
  name: string;
  stage: string | null;
  sectors: string[];
  skills: string[];
  state: string | null;
  city: string | null;
  investorType: string | null;
  ticketMin: number | null;
  ticketMax: number | null;
  openToPitches: boolean;
  commitment: string | null;
  availability: string | null;
}

type Query = Partial<Record<DiscoveryFilterKey, string[]>> & { q?: string };

const LAKH = 100_000;
const CRORE = 10_000_000;
const URL_OF: Record<Role, string> = {
  Hustler: API.hustlerProfiles,
  Investor: API.investorProfiles,
  Cofounder: API.cofounderProfiles,
  Jobseeker: API.jobseekerProfiles,
};

/** The filters' meaning, written out again: what the server must answer. */
function matches(person: Model, query: Query, leaveOut?: DiscoveryFilterKey): boolean {
  const lower = (values: string[] | undefined) => values?.map((v) => v.toLowerCase());
  const checks: Record<DiscoveryFilterKey, (values: string[]) => boolean> = {
    stage: (v) => person.stage !== null && v.includes(person.stage.toLowerCase()),
    sector: (v) => person.sectors.some((s) => v.includes(s)),
    skill: (v) => person.skills.some((s) => lower(v)!.includes(s.toLowerCase())),
    state: (v) => person.state !== null && v.includes(person.state),
    city: (v) => person.city !== null && lower(v)!.includes(person.city.toLowerCase()),
    investorType: (v) => person.investorType !== null && v.includes(person.investorType),
    ticket: (v) =>
      person.ticketMin !== null &&
      person.ticketMax !== null &&
      v.some((value) => {
        const band = TICKET_BANDS.find((b) => b.value === value)!;
        return person.ticketMin! < band.max && person.ticketMax! >= band.min;
      }),
    openToPitches: () => person.openToPitches,
    commitment: (v) => person.commitment !== null && v.includes(person.commitment),
    availability: (v) => person.availability !== null && v.includes(person.availability),
  };
  for (const [key, values] of Object.entries(query) as Array<[string, string[] | string]>) {
    if (key === 'q') {
      const q = (values as string).toLowerCase();
      // What the cards show of these people: the name, the city, the skills.
      const text = [person.name, person.city ?? '', ...person.skills].join(' ').toLowerCase();
      if (!text.includes(q)) return false;
      continue;
    }
    if (key === leaveOut || !(values as string[]).length) continue;
    if (!checks[key as DiscoveryFilterKey](values as string[])) return false;
  }
  return true;
}

const toSearch = (query: Query, extra = '') => {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(query)) {
    for (const value of Array.isArray(values) ? values : [values]) params.append(key, value);
  }
  const text = params.toString();
  return `?${[text, extra].filter(Boolean).join('&')}`;
};

describe(`discovery filters, order and facets (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date());
  let viewer: Awaited<ReturnType<typeof signUpUser>>;
  const people: Record<Role, Model[]> = { Hustler: [], Investor: [], Cofounder: [], Jobseeker: [] };
  let hiddenHustler = '';

  /** Signs a user up and saves their set-up form, a minute after the previous save. */
  async function person(role: Role, fields: Record<string, string | string[]>, model: Omit<Model, 'id'>) {
    const user = await signUpUser(t.app, role);
    clock.advance(60_000);
    const url = {
      Hustler: API.profileHustler,
      Investor: API.profileInvestor,
      Cofounder: API.profileCofounder,
      Jobseeker: API.profileJobseeker,
    }[role];
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(user.token),
      payload: formData(fields),
    });
    if (response.statusCode !== 200) throw new Error(`${role} form: ${response.body}`);
    const entry = { id: user.id, ...model };
    people[role].push(entry);
    return { user, entry };
  }

  const empty = {
    stage: null,
    sectors: [],
    skills: [],
    state: null,
    city: null,
    investorType: null,
    ticketMin: null,
    ticketMax: null,
    openToPitches: false,
    commitment: null,
    availability: null,
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    viewer = await signUpUser(t.app, 'Investor');
    // The viewer's own profile matches the Investor filters below: it must never be listed.
    await t.app.inject({
      method: 'POST',
      url: API.profileInvestor,
      headers: bearer(viewer.token),
      payload: formData({ Username: 'Viewer Vani', investorType: 'visionary', sectors: 'fintech' }),
    });

    const stages = ['preSeed', 'seed', 'Growth', 'ideation'];
    const sectorSets = [['fintech'], ['agritech', 'saas'], ['fintech', 'd2c']];
    // Typed → stored: listed cities take their listed spelling, others stay as typed.
    const places: Array<[string, string, string]> = [
      ['KA', 'Bengaluru', 'Bengaluru'],
      ['MH', 'pune', 'Pune'],
      ['MH', 'Mumbai', 'Mumbai'],
      ['KA', 'Hubballi', 'Hubballi'],
      ['KA', 'hubballi', 'hubballi'],
    ];
    for (let i = 0; i < 12; i += 1) {
      const [state, typedCity, city] = places[i % places.length]!;
      const skills = i % 2 ? ['React', 'Sales'] : ['react', 'Go'];
      if (i % 3 === 0) skills.push('Design');
      const name = `Hustler ${i} ${i % 4 === 0 ? 'Koshi' : 'Tapti'}`;
      await person(
        'Hustler',
        {
          Username: name,
          project: `Project ${i}`,
          currentStage: stages[i % 4]!,
          sectors: sectorSets[i % 3]!.join(','),
          skills: skills.join(','),
          state,
          city: typedCity,
        },
        { ...empty, name, stage: stages[i % 4]!, sectors: sectorSets[i % 3]!, skills, state, city },
      );
    }
    // A Hustler who matches everything but chose to stay out of the lists.
    const hidden = await person(
      'Hustler',
      { Username: 'Hidden Koshi', currentStage: 'seed', sectors: 'fintech', state: 'KA', city: 'Bengaluru' },
      { ...empty, name: 'Hidden Koshi' },
    );
    people.Hustler.pop();
    hiddenHustler = hidden.user.id;
    await t.database.db.update(users).set({ discoverable: false }).where(eq(users.id, hiddenHustler));

    const tickets: Array<[number, number] | null> = [
      [1 * LAKH, 25 * LAKH],
      [25 * LAKH, 1 * CRORE],
      [50 * LAKH, 5 * CRORE],
      [5 * CRORE, 100 * CRORE],
      null,
      [10 * LAKH, 10 * LAKH],
    ];
    for (let i = 0; i < 6; i += 1) {
      const ticket = tickets[i];
      const investorType = INVESTOR_TYPES[i % 3]!.value;
      const sectors = i % 2 ? ['fintech', 'climate'] : ['agritech'];
      const name = `Investor ${i}`;
      await person(
        'Investor',
        {
          Username: name,
          investorType,
          sectors: sectors.join(','),
          state: i < 3 ? 'DL' : 'KA',
          city: i < 3 ? 'Delhi' : 'Bengaluru',
          openToPitches: String(i % 2 === 0),
          ...(ticket ? { ticketMin: String(ticket[0]), ticketMax: String(ticket[1]) } : {}),
        },
        {
          ...empty,
          name,
          investorType,
          sectors,
          state: i < 3 ? 'DL' : 'KA',
          city: i < 3 ? 'Delhi' : 'Bengaluru',
          openToPitches: i % 2 === 0,
          ticketMin: ticket?.[0] ?? null,
          ticketMax: ticket?.[1] ?? null,
        },
      );
    }
    for (let i = 0; i < 5; i += 1) {
      const commitment = [COMMITMENTS[0].value, COMMITMENTS[1].value, null][i % 3] ?? null;
      const skills = i % 2 ? ['Kotlin', 'Payments'] : ['Design'];
      const name = `Cofounder ${i}`;
      await person(
        'Cofounder',
        { Username: name, skills: skills.join(','), ...(commitment ? { commitment } : {}), sectors: 'saas' },
        { ...empty, name, skills, commitment, sectors: ['saas'] },
      );
    }
    for (let i = 0; i < 5; i += 1) {
      const availability = AVAILABILITIES[i % AVAILABILITIES.length]!.value;
      const name = `Jobseeker ${i}`;
      await person(
        'Jobseeker',
        { Username: name, availability, skills: 'Support', state: 'TN', city: 'Chennai' },
        { ...empty, name, availability, skills: ['Support'], state: 'TN', city: 'Chennai' },
      );
    }
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(viewer.token) });
  /** Every profile of a query, page by page (`limit` a page). */
  async function all(role: Role, query: Query, limit = 100) {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(
        `${URL_OF[role]}${toSearch(query, `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: Array<{ _id: string }>; nextCursor: string | null };
      ids.push(...body.data.map((u) => u._id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    return ids;
  }
  const expected = (role: Role, query: Query) =>
    people[role].filter((p) => matches(p, query)).map((p) => p.id);

  /** Each filter the role's list offers, with values that match some profiles and not others. */
  const SINGLE: Record<Role, Query[]> = {
    Hustler: [
      { stage: ['seed'] },
      { stage: ['growth', 'preseed'] },
      { sector: ['fintech'] },
      { sector: ['saas', 'd2c'] },
      { state: ['MH'] },
      { city: ['bengaluru'] },
      { city: ['HUBBALLI', 'Pune'] },
      { skill: ['REACT'] },
      { skill: ['design', 'sales'] },
    ],
    Investor: [
      { investorType: [INVESTOR_TYPES[0].value] },
      { sector: ['climate'] },
      { ticket: ['under25L'] },
      { ticket: ['25Lto1Cr'] },
      { ticket: ['1Cto5Cr', 'over5Cr'] },
      { openToPitches: ['true'] },
      { state: ['KA'] },
      { city: ['Delhi'] },
    ],
    Cofounder: [
      { commitment: ['fullTime'] },
      { commitment: ['partTime'] },
      { skill: ['kotlin'] },
      { sector: ['saas'] },
      { state: ['KA'] },
      { city: ['Pune'] },
    ],
    Jobseeker: [
      { availability: ['immediately'] },
      { availability: ['oneMonth', 'later'] },
      { skill: ['support'] },
      { sector: ['fintech'] },
      { state: ['TN'] },
      { city: ['chennai'] },
    ],
  };

  it('every filter alone answers exactly the matching profiles, best ranked first', async () => {
    for (const role of Object.keys(SINGLE) as Role[]) {
      const unfiltered = await all(role, {});
      expect(new Set(unfiltered)).toEqual(new Set(people[role].map((p) => p.id)));
      for (const query of SINGLE[role]) {
        const ids = await all(role, query);
        expect(new Set(ids), `${role} ${JSON.stringify(query)}`).toEqual(new Set(expected(role, query)));
        // A filtered list keeps the unfiltered list's order.
        expect(ids).toEqual(unfiltered.filter((id) => ids.includes(id)));
      }
    }
    // Some filters match some, not all, profiles: the checks above are not vacuous.
    expect(expected('Hustler', { sector: ['fintech'] }).length).toBeGreaterThan(2);
    expect(expected('Hustler', { sector: ['fintech'] }).length).toBeLessThan(people.Hustler.length);
    expect(expected('Investor', { ticket: ['25Lto1Cr'] })).toHaveLength(3);
  });

  it('filters combine with AND, values within a filter with OR, and with the search', async () => {
    const combos: Array<[Role, Query]> = [
      ['Hustler', { stage: ['seed', 'preseed'], sector: ['fintech'], city: ['Bengaluru', 'hubballi'] }],
      ['Hustler', { sector: ['fintech'], skill: ['design'] }],
      ['Hustler', { sector: ['fintech'], q: 'koshi' }],
      ['Hustler', { state: ['KA'], stage: ['ideation'], q: 'Hustler' }],
      ['Investor', { ticket: ['1Cto5Cr'], openToPitches: ['true'] }],
      ['Investor', { investorType: [INVESTOR_TYPES[1].value], sector: ['fintech'], state: ['KA'] }],
      ['Investor', { sector: ['fintech'], q: 'investor 3' }],
      ['Cofounder', { commitment: ['fullTime', 'partTime'], skill: ['payments'] }],
      ['Jobseeker', { availability: ['immediately', 'twoWeeks'], city: ['Chennai'], q: 'jobseeker' }],
    ];
    let nonEmpty = 0;
    for (const [role, query] of combos) {
      const ids = await all(role, query);
      const want = expected(role, query);
      expect(new Set(ids), `${role} ${JSON.stringify(query)}`).toEqual(new Set(want));
      if (want.length > 0 && want.length < people[role].length) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(7);
  });

  it('pages through a filtered list without gaps or repeats', async () => {
    const queries: Array<[Role, Query]> = [
      ['Hustler', { sector: ['fintech', 'saas'] }],
      ['Hustler', { state: ['KA'], skill: ['react'] }],
      ['Hustler', { state: ['KA', 'MH'], q: 'hustler' }],
      ['Investor', { ticket: ['under25L', '25Lto1Cr', '1Cto5Cr'] }],
    ];
    for (const [role, query] of queries) {
      const whole = await all(role, query);
      expect(whole.length).toBeGreaterThan(3);
      for (const limit of [2, 3]) {
        const paged = await all(role, query, limit);
        expect(paged, `${role} ${JSON.stringify(query)} by ${limit}`).toEqual(whole);
      }
    }
  });

  it('pages a list with every filter set and a search (statement names past 63 bytes stay apart)', async () => {
    const everything: Query = {
      investorType: INVESTOR_TYPES.map((type) => type.value),
      sector: ['fintech', 'climate', 'saas', 'd2c', 'agritech', 'edtech', 'healthtech'],
      ticket: ['under25L', '25Lto1Cr', '1Cto5Cr', 'over5Cr'],
      openToPitches: ['true'],
      state: ['DL', 'KA'],
      city: ['Delhi', 'Bengaluru'],
      q: 'investor',
    };
    const whole = await all('Investor', everything);
    expect(whole.length).toBeGreaterThan(1);
    expect(new Set(whole)).toEqual(new Set(expected('Investor', everything)));
    expect(await all('Investor', everything, 1)).toEqual(whole);
  });

  it('never lists the viewer or a profile kept out of the lists', async () => {
    const investors = await all('Investor', { investorType: ['visionary'], sector: ['fintech'] });
    expect(investors).not.toContain(viewer.id);
    const everyInvestor = await all('Investor', {});
    expect(everyInvestor).not.toContain(viewer.id);
    const hustlers = await all('Hustler', { stage: ['seed'], sector: ['fintech'], city: ['Bengaluru'] });
    expect(hustlers).not.toContain(hiddenHustler);
    expect(await all('Hustler', { q: 'hidden' })).toEqual([]);
  });

  it.each([
    ['?stage=unicorn', DISCOVERY_WORDS.invalidStageFilter],
    ['?sector=fintech&sector=crypto', DISCOVERY_WORDS.invalidSector],
    ['?state=XX', DISCOVERY_WORDS.invalidState],
    [`?city=${'x'.repeat(61)}`, DISCOVERY_WORDS.cityTooLong],
    [`?skill=${'x'.repeat(61)}`, VALIDATION_WORDS.skillTooLong],
    [
      `?sector=${SECTORS.slice(0, 11)
        .map((s) => s.value)
        .join(',')}`,
      DISCOVERY_WORDS.tooManyFilterValues,
    ],
  ])('answers 400 for Hustlers %s with the message', async (query, message) => {
    const response = await get(`${API.hustlerProfiles}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const facets = await get(`${API.discoveryFacets('Hustler')}${query}`);
    expect(facets.statusCode).toBe(400);
    expect(facets.json()).toEqual({ message });
  });

  it.each([
    ['?ticket=huge', DISCOVERY_WORDS.invalidTicket],
    ['?investorType=banker', DISCOVERY_WORDS.invalidInvestorTypeFilter],
    ['?openToPitches=false', DISCOVERY_WORDS.invalidOpenToPitches],
  ])('answers 400 for Investors %s with the message', async (query, message) => {
    const response = await get(`${API.investorProfiles}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    ['Hustler', '?ticket=under25L'],
    ['Hustler', '?commitment=fullTime'],
    ['Investor', '?stage=seed'],
    ['Investor', '?skill=react'],
    ['Cofounder', '?availability=immediately'],
    ['Jobseeker', '?openToPitches=true'],
  ] as Array<[Role, string]>)('a %s list refuses a filter it does not offer: %s', async (role, query) => {
    for (const url of [URL_OF[role], API.discoveryFacets(role)]) {
      const response = await get(`${url}${query}`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: DISCOVERY_WORDS.filterNotForList });
    }
  });

  /** The counts the facets must answer, from the model: each filter's options with it left out. */
  function expectedFacets(role: Role, query: Query) {
    const listed = people[role].filter((p) => matches(p, { q: query.q ?? '' }));
    const total = listed.filter((p) => matches(p, query)).length;
    const others = (key: DiscoveryFilterKey) => listed.filter((p) => matches(p, query, key));
    const enumerated: Partial<Record<DiscoveryFilterKey, readonly string[]>> = {
      stage: STAGE_FILTERS.map((s) => s.value),
      sector: SECTORS.map((s) => s.value),
      state: INDIA_STATES.map((s) => s.value),
      investorType: INVESTOR_TYPES.map((s) => s.value),
      ticket: TICKET_BANDS.map((b) => b.value),
      openToPitches: ['true'],
      commitment: COMMITMENTS.map((c) => c.value),
      availability: AVAILABILITIES.map((a) => a.value),
    };
    const facets: Record<string, Array<{ value: string; count: number }>> = {};
    for (const key of DISCOVERY_FILTERS[role]) {
      const pool = others(key);
      const options = enumerated[key];
      if (options) {
        facets[key] = options.map((value) => ({
          value,
          count: pool.filter((p) => matches(p, { [key]: [value] })).length,
        }));
      }
    }
    return { total, facets };
  }

  it('counts each option with the other filters held (a filter never narrows its own options)', async () => {
    const cases: Array<[Role, Query]> = [
      ['Hustler', {}],
      ['Hustler', { stage: ['seed'], sector: ['fintech'] }],
      ['Hustler', { sector: ['fintech'], state: ['KA'], q: 'koshi' }],
      ['Investor', { ticket: ['25Lto1Cr'], openToPitches: ['true'] }],
      ['Investor', { investorType: ['visionary', 'wealthWizard'], sector: ['fintech'] }],
      ['Cofounder', { commitment: ['fullTime'] }],
      ['Jobseeker', { availability: ['later'] }],
    ];
    for (const [role, query] of cases) {
      const response = await get(`${API.discoveryFacets(role)}${toSearch(query)}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      const want = expectedFacets(role, query);
      expect(body.total, `${role} ${JSON.stringify(query)}`).toBe(want.total);
      expect(body.total).toBe((await all(role, query)).length);
      expect(Object.keys(body.facets).sort()).toEqual([...DISCOVERY_FILTERS[role]].sort());
      for (const [key, options] of Object.entries(want.facets)) {
        expect(body.facets[key], `${role} ${key} ${JSON.stringify(query)}`).toEqual(options);
      }
    }
    // Not vacuous: with stage=seed held, sector options count only seed-stage Hustlers, while the
    // stage options still count every stage.
    const held = (await get(`${API.discoveryFacets('Hustler')}?stage=seed&sector=fintech`)).json();
    const stageCounts = Object.fromEntries(
      held.facets.stage.map((o: { value: string; count: number }) => [o.value, o.count]),
    );
    expect(stageCounts.growth).toBeGreaterThan(0);
    expect(held.facets.sector.find((o: { value: string }) => o.value === 'agritech').count).toBeLessThan(
      people.Hustler.filter((p) => p.sectors.includes('agritech')).length,
    );
  });

  it('counts skill and city case-folded, in their most common spelling, chosen ones included', async () => {
    const body = (await get(`${API.discoveryFacets('Hustler')}`)).json();
    const count = (role: Role, pick: (p: Model) => boolean) => people[role].filter(pick).length;
    // "React" and "react": one option, spelled as most profiles spell it, counting each profile once.
    const react = body.facets.skill.filter((o: { value: string }) => o.value.toLowerCase() === 'react');
    expect(react).toHaveLength(1);
    expect(react[0].count).toBe(count('Hustler', (p) => p.skills.some((s) => s.toLowerCase() === 'react')));
    const hubballi = body.facets.city.filter((o: { value: string }) => o.value.toLowerCase() === 'hubballi');
    expect(hubballi).toEqual([
      {
        value: expect.stringMatching(/^[Hh]ubballi$/),
        count: count('Hustler', (p) => p.city?.toLowerCase() === 'hubballi'),
      },
    ]);
    expect(body.facets.city.find((o: { value: string }) => o.value === 'Pune').count).toBe(
      count('Hustler', (p) => p.city === 'Pune'),
    );
    expect(body.facets.skill.length).toBeLessThanOrEqual(MAX_FREE_FACET_OPTIONS);
    // Sorted by count, most common first.
    const counts = body.facets.skill.map((o: { count: number }) => o.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // A chosen value nobody has is still listed, with 0.
    const chosen = (await get(`${API.discoveryFacets('Hustler')}?skill=Rust&city=Agartala`)).json();
    expect(chosen.total).toBe(0);
    expect(chosen.facets.skill).toContainEqual({ value: 'Rust', count: 0 });
    expect(chosen.facets.city).toContainEqual({ value: 'Agartala', count: 0 });
  });

  it('needs a token', async () => {
    for (const url of [API.hustlerProfiles, API.discoveryFacets('Investor')]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe(`discovery order: complete and recently active first (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date());
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it('ranks a complete profile above a newer thin one, and activity lifts a profile', async () => {
    const viewer = await signUpUser(t.app, 'Investor');
    const complete = await signUpUser(t.app, 'Cofounder');
    const thin = await signUpUser(t.app, 'Cofounder');
    const save = (token: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: API.profileCofounder,
        headers: bearer(token),
        payload: formData(fields),
      });
    const order = async () =>
      (await t.app.inject({ method: 'GET', url: API.cofounderProfiles, headers: bearer(viewer.token) }))
        .json()
        .data.map((u: { _id: string }) => u._id);

    expect(
      (
        await save(complete.token, {
          Username: 'Complete Chitra',
          bio: 'Builds things',
          skills: 'Go,SQL',
          commitment: 'fullTime',
          sectors: 'saas',
          state: 'KA',
          city: 'Bengaluru',
          dreamProject: 'A better ledger',
        })
      ).statusCode,
    ).toBe(200);
    clock.advance(60 * 60_000); // an hour later
    await save(thin.token, { Username: 'Thin Tarun' });
    // Complete (7 of 8 items, no picture) beats an hour's newer activity.
    expect(await order()).toEqual([complete.id, thin.id]);

    // Days later the thin profile's owner is active again: recent activity lifts them.
    clock.advance(9 * 24 * 60 * 60_000);
    await save(thin.token, { bio: 'Back at it' });
    expect(await order()).toEqual([thin.id, complete.id]);

    // Signing in counts as activity too.
    clock.advance(9 * 24 * 60 * 60_000);
    const signin = await t.app.inject({
      method: 'POST',
      url: API.signin,
      payload: { email: complete.email, password: complete.password },
    });
    expect(signin.statusCode).toBe(200);
    expect(await order()).toEqual([complete.id, thin.id]);
  });
});
