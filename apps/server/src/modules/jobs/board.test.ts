import {
  DURATION_BUCKETS,
  INDIA_STATES,
  JOB_FACET_KEYS,
  JOB_TYPES,
  JOBS_WORDS,
  type JobFacetKey,
  POSTED_WITHIN,
  SECTORS,
  STAGE_FILTERS,
  WORK_MODES,
} from '@ideaignite/contract';
import { blocksApi } from '@ideaignite/contract/blocks';
import { jobsApi } from '@ideaignite/contract/jobs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import {
  callJobs,
  fullTimeJob,
  indiaDayFrom,
  internship,
  postJob,
  signUpStartup,
} from '../../test/job-postings.ts';
import { databaseLabel } from '../../test/test-database.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A posting on the board, as the filters see it. */
interface Model {
  id: string;
  title: string;
  type: string;
  workMode: string;
  state: string | null;
  city: string | null;
  skills: string[];
  sector: string;
  stage: string;
  durationMonths: number | null;
  /** The most an internship pays a month (null: unpaid or not an internship). */
  stipendTop: number | null;
  payTop: number | null;
  createdAt: number;
  startup: string;
}

type Query = Partial<Record<JobFacetKey, string[]>> & { q?: string; minStipend?: number; minPayLpa?: number };

/** The filters' meaning, written out again: what the server must answer. */
function matches(job: Model, query: Query, now: number, leaveOut?: JobFacetKey): boolean {
  const lower = (values: string[]) => values.map((v) => v.toLowerCase());
  const checks: Record<JobFacetKey, (values: string[]) => boolean> = {
    type: (v) => v.includes(job.type),
    workMode: (v) => v.includes(job.workMode),
    state: (v) => job.state !== null && v.includes(job.state),
    city: (v) => job.city !== null && lower(v).includes(job.city.toLowerCase()),
    skill: (v) => job.skills.some((s) => lower(v).includes(s.toLowerCase())),
    sector: (v) => v.includes(job.sector),
    stage: (v) => v.includes(job.stage),
    duration: (v) =>
      job.durationMonths !== null &&
      v.some((value) => {
        const b = DURATION_BUCKETS.find((bucket) => bucket.value === value)!;
        return job.durationMonths! >= b.min && job.durationMonths! <= b.max;
      }),
    postedWithin: (v) => job.createdAt >= now - POSTED_WITHIN.find((p) => p.value === v[0])!.days * DAY_MS,
  };
  for (const key of JOB_FACET_KEYS) {
    const values = query[key];
    if (key === leaveOut || !values?.length) continue;
    if (!checks[key](values)) return false;
  }
  if (query.minStipend !== undefined && !(job.stipendTop !== null && job.stipendTop >= query.minStipend))
    return false;
  if (query.minPayLpa !== undefined && !(job.payTop !== null && job.payTop >= query.minPayLpa)) return false;
  if (query.q) {
    const q = query.q.toLowerCase();
    const text = [job.title, job.skills.join(' '), job.startup].join(' ').toLowerCase();
    if (!text.includes(q)) return false;
  }
  return true;
}

const queryString = (query: Query) =>
  Object.entries(query)
    .map(
      ([key, value]) =>
        `${key}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`,
    )
    .join('&');

describe(`jobs board: filters, search, paging and facets (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date(Date.now() - 25 * DAY_MS));
  let viewer: { id: string; token: string };
  let other: { id: string; token: string };
  const board: Model[] = [];
  let hidden: Record<string, string> = {};

  const day = (days = 0) => indiaDayFrom(clock.now(), days);
  const list = (query: Query | string, who = viewer) =>
    callJobs(t.app, jobsApi.list, who.token, {
      query: typeof query === 'string' ? query : queryString({ limit: 50, ...query } as Query),
    });
  const facets = (query: Query, who = viewer) =>
    callJobs(t.app, jobsApi.facets, who.token, { query: queryString(query) });
  const post = async (token: string, body: Record<string, unknown>) => {
    const response = await postJob(t.app, token, body);
    if (response.statusCode !== 201) throw new Error(`post: ${response.body}`);
    return response.json().job._id as string;
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    viewer = await signUpUser(t.app, 'Jobseeker');
    other = await signUpUser(t.app, 'Jobseeker');
    const kisan = await signUpStartup(t.app, {
      name: 'Asha Rao',
      project: 'KisanKart',
      sectors: 'agritech',
      stage: 'preSeed',
    });
    const paisa = await signUpStartup(t.app, {
      name: 'Vikram Shah',
      project: 'PaisaPay',
      sectors: 'fintech,saas',
      stage: 'seed',
    });
    const code = await signUpStartup(t.app, {
      name: 'Neha Iyer',
      project: 'CodeCraft',
      sectors: 'saas',
      stage: 'Growth',
    });
    const startups = {
      [kisan.id]: { token: kisan.token, sector: 'agritech', stage: 'preseed', name: 'Asha Rao KisanKart' },
      [paisa.id]: { token: paisa.token, sector: 'fintech', stage: 'seed', name: 'Vikram Shah PaisaPay' },
      [code.id]: { token: code.token, sector: 'saas', stage: 'growth', name: 'Neha Iyer CodeCraft' },
    };
    const fixtures: Array<[string, number, Record<string, unknown>]> = [
      [
        kisan.id,
        0,
        internship('', {
          title: 'Field intern',
          skills: ['Marketing', 'Excel'],
          durationMonths: 2,
          stipend: { kind: 'fixed', amount: 5000 },
        }),
      ],
      [
        kisan.id,
        10 * DAY_MS,
        internship('', {
          title: 'Data intern',
          workMode: 'remote',
          skills: ['excel', 'Figma'],
          durationMonths: 6,
          stipend: { kind: 'range', min: 8000, max: 12000 },
        }),
      ],
      [
        kisan.id,
        10 * DAY_MS,
        internship('', {
          title: 'Research intern',
          workMode: 'hybrid',
          state: 'MH',
          city: 'Pune',
          skills: ['Design'],
          durationMonths: 9,
          stipend: { kind: 'unpaid' },
        }),
      ],
      [
        paisa.id,
        HOUR_MS,
        fullTimeJob('', {
          title: 'Payments engineer',
          workMode: 'onSite',
          state: 'MH',
          city: 'mumbai',
          skills: ['Node.js', 'SQL'],
          payLpa: { min: 8, max: 12 },
        }),
      ],
      [
        paisa.id,
        2 * DAY_MS,
        fullTimeJob('', {
          title: 'Support associate',
          type: 'partTime',
          workMode: 'onSite',
          state: 'KA',
          city: 'Bengaluru',
          skills: ['sql'],
          payLpa: { min: 3, max: 4 },
          esopPercent: null,
        }),
      ],
      [
        paisa.id,
        2.5 * DAY_MS,
        fullTimeJob('', {
          title: 'Brand designer',
          type: 'freelance',
          skills: ['Figma'],
          payLpa: { min: 1, max: 2 },
        }),
      ],
      [
        code.id,
        10 * HOUR_MS,
        internship('', {
          title: 'Frontend intern',
          city: 'bengaluru',
          skills: ['React'],
          durationMonths: 3,
          stipend: { kind: 'fixed', amount: 20000 },
        }),
      ],
      [
        code.id,
        2 * HOUR_MS,
        fullTimeJob('', {
          title: 'Staff engineer',
          skills: ['React', 'Node.js'],
          payLpa: { min: 20, max: 30 },
        }),
      ],
    ];
    for (const [userId, wait, body] of fixtures) {
      clock.advance(wait);
      const startup = startups[userId]!;
      const input: Record<string, unknown> = { ...body, applyBy: day(60) };
      const id = await post(startup.token, input);
      const stipend = input.stipend as { kind: string; amount?: number; max?: number } | undefined;
      const pay = input.payLpa as { max: number } | undefined;
      board.push({
        id,
        title: input.title as string,
        type: input.type as string,
        workMode: input.workMode as string,
        state: input.workMode === 'remote' ? null : (input.state as string),
        city: input.workMode === 'remote' ? null : (input.city as string),
        skills: input.skills as string[],
        sector: startup.sector,
        stage: startup.stage,
        durationMonths: (input.durationMonths as number | undefined) ?? null,
        stipendTop:
          stipend?.kind === 'fixed' ? stipend.amount! : stipend?.kind === 'range' ? stipend.max! : null,
        payTop: pay?.max ?? null,
        createdAt: clock.now().getTime(),
        startup: startup.name,
      });
    }

    // Never on the viewer's board: held, closed, deleted, expired; a poster blocked either way,
    // suspended or erased.
    hidden = {
      held: await post(
        code.token,
        internship(day(30), { description: 'Pay a registration fee of Rs 999 to join.' }),
      ),
      closed: await post(paisa.token, fullTimeJob(day(30), { title: 'Closed role' })),
      deleted: await post(kisan.token, internship(day(30), { title: 'Deleted role' })),
      expired: await post(kisan.token, internship(day(0), { title: 'Expired role' })),
    };
    await callJobs(t.app, jobsApi.close, paisa.token, { params: { jobId: hidden.closed! } });
    await callJobs(t.app, jobsApi.remove, kisan.token, { params: { jobId: hidden.deleted! } });
    const blocker = await signUpStartup(t.app, { name: 'Blocking Founder', project: 'BlockCo' });
    const blocked = await signUpStartup(t.app, { name: 'Blocked Founder', project: 'BlockedCo' });
    const suspended = await signUpStartup(t.app, { name: 'Suspended Founder', project: 'GoneCo' });
    const erased = await signUpStartup(t.app, { name: 'Erased Founder', project: 'ErasedCo' });
    hidden.byBlocker = await post(blocker.token, fullTimeJob(day(30), { title: 'Blocker role' }));
    hidden.ofBlocked = await post(blocked.token, fullTimeJob(day(30), { title: 'Blocked role' }));
    hidden.suspended = await post(suspended.token, fullTimeJob(day(30), { title: 'Suspended role' }));
    hidden.erased = await post(erased.token, fullTimeJob(day(30), { title: 'Erased role' }));
    await callJobs(t.app, blocksApi.block, blocker.token, { params: { userId: viewer.id } });
    await callJobs(t.app, blocksApi.block, viewer.token, { params: { userId: blocked.id } });
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, erased.id));
    // The next day in India: the posting that applied by "today" has expired.
    clock.advance(DAY_MS);
  });
  afterAll(() => t.close());

  const expected = (query: Query) =>
    board
      .filter((job) => matches(job, query, clock.now().getTime()))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((job) => job.id);

  it('lists open postings newest first, without held, closed, deleted, expired or hidden posters’ ones', async () => {
    const response = await list({});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((job: { _id: string }) => job._id)).toEqual(expected({}));
    expect(body.nextCursor).toBeNull();
    for (const id of Object.values(hidden)) expect(response.body).not.toContain(id);
    const card = body.data.find((job: { title: string }) => job.title === 'Research intern');
    expect(card).toMatchObject({
      stipend: { kind: 'unpaid' },
      status: 'open',
      sector: 'agritech',
      stage: 'preseed',
      saved: false,
      application: null,
      heldReason: null,
      applicationsCount: null,
      startup: { profiledetails: { project: 'KisanKart' } },
    });
    expect(card.summary.length).toBeLessThanOrEqual(201);
    expect(card).not.toHaveProperty('description');
  });

  it('shows the blocked and blocking posters’ postings to someone else', async () => {
    const ids = (await list({}, other)).json().data.map((job: { _id: string }) => job._id);
    expect(ids).toContain(hidden.byBlocker);
    expect(ids).toContain(hidden.ofBlocked);
    for (const key of ['held', 'closed', 'deleted', 'expired', 'suspended', 'erased'])
      expect(ids).not.toContain(hidden[key]);
    expect((await facets({}, other)).json().total).toBe(board.length + 2);
  });

  it('pages by keyset without duplicates or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await list(query)).json();
      seen.push(...body.data.map((job: { _id: string }) => job._id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(Math.ceil(board.length / 3));
    expect(seen).toEqual(expected({}));
    const filtered = (await list('type=internship&limit=2')).json();
    const next = (await list(`type=internship&limit=2&cursor=${filtered.nextCursor}`)).json();
    expect([...filtered.data, ...next.data].map((job: { _id: string }) => job._id)).toEqual(
      expected({ type: ['internship'] }),
    );
  });

  const QUERIES: Query[] = [
    { type: ['internship'] },
    { type: ['internship', 'partTime'] },
    { workMode: ['remote'] },
    { state: ['KA'] },
    { city: ['BENGALURU'] },
    { city: ['Mumbai', 'pune'] },
    { skill: ['EXCEL'] },
    { skill: ['figma', 'sql'] },
    { sector: ['fintech'] },
    { stage: ['growth', 'preseed'] },
    { duration: ['upTo2'] },
    { duration: ['3to6'] },
    { duration: ['over6'] },
    { postedWithin: ['1d'] },
    { postedWithin: ['7d'] },
    { minStipend: 8000 },
    { minStipend: 0 },
    { minPayLpa: 10 },
    { minPayLpa: 2 },
    { type: ['internship'], city: ['bengaluru'] },
    { sector: ['saas'], workMode: ['remote'], minPayLpa: 25 },
    { q: 'staff' },
    { q: 'FIGMA' },
    { q: 'paisapay' },
    { q: 'neha' },
    { q: 'intern', state: ['KA'] },
  ];

  it('filters by each filter, alone and together, and searches title, skills and startup', async () => {
    for (const query of QUERIES) {
      const { postedWithin, ...rest } = query;
      const wire = { ...rest, ...(postedWithin ? { postedWithin: postedWithin[0] } : {}) } as Query;
      const response = await list(wire);
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
      const ids = response.json().data.map((job: { _id: string }) => job._id);
      expect(ids, JSON.stringify(query)).toEqual(expected(query));
      expect(ids.length, `${JSON.stringify(query)} should match something`).toBeGreaterThan(0);
    }
  });

  it('takes every filter at once, searched, on a first page and after a cursor', async () => {
    const all =
      'type=internship&workMode=onSite&state=KA&city=bengaluru&skill=react&sector=saas&stage=growth' +
      '&duration=3to6&postedWithin=7d&minStipend=1000&q=intern&limit=1';
    const first = await list(all);
    expect(first.statusCode).toBe(200);
    const frontend = board.find((job) => job.title === 'Frontend intern')!;
    expect(first.json().data.map((job: { _id: string }) => job._id)).toEqual([frontend.id]);
    const cursor = Buffer.from(
      JSON.stringify([new Date().toISOString().replace('Z', '000Z'), frontend.id]),
    ).toString('base64url');
    const after = await list(`${all}&cursor=${cursor}`);
    expect(after.statusCode).toBe(200);
  });

  it('refuses filter values off the lists (400 with the words)', async () => {
    for (const query of [
      'type=volunteer',
      'state=XX',
      'duration=forever',
      'postedWithin=2y',
      'stage=unicorn',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message: JOBS_WORDS.invalidFilter });
    }
    const minimum = await list('minStipend=-5');
    expect(minimum.statusCode).toBe(400);
    expect(minimum.json()).toEqual({ message: JOBS_WORDS.invalidMinimum });
    expect((await facets({ type: ['volunteer'] })).statusCode).toBe(400);
  });

  it('counts each filter’s options with the other filters held', async () => {
    const OPTIONS: Partial<Record<JobFacetKey, readonly string[]>> = {
      type: JOB_TYPES.map((o) => o.value),
      state: INDIA_STATES.map((o) => o.value),
      sector: SECTORS.map((o) => o.value),
      workMode: WORK_MODES.map((o) => o.value),
      stage: STAGE_FILTERS.map((o) => o.value),
      duration: DURATION_BUCKETS.map((o) => o.value),
      postedWithin: POSTED_WITHIN.map((o) => o.value),
    };
    const now = clock.now().getTime();
    for (const query of [
      {},
      { type: ['internship'], state: ['KA'] },
      { skill: ['react'], minPayLpa: 1 },
      { q: 'intern', city: ['bengaluru'] },
    ] as Query[]) {
      const response = await facets(query);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total, JSON.stringify(query)).toBe(board.filter((job) => matches(job, query, now)).length);
      for (const [key, options] of Object.entries(OPTIONS) as Array<[JobFacetKey, readonly string[]]>) {
        const want = options.map((value) => ({
          value,
          count: board.filter((job) => matches(job, { ...query, [key]: [value] }, now)).length,
        }));
        expect(body.facets[key], `${key} ${JSON.stringify(query)}`).toEqual(want);
      }
      for (const key of ['skill', 'city'] as const) {
        const counts = new Map<string, number>();
        for (const job of board.filter((j) => matches(j, query, now, key))) {
          const values = key === 'skill' ? job.skills : job.city ? [job.city] : [];
          for (const value of values)
            counts.set(value.toLowerCase(), (counts.get(value.toLowerCase()) ?? 0) + 1);
        }
        const got = new Map(
          (body.facets[key] as Array<{ value: string; count: number }>).map((o) => [
            o.value.toLowerCase(),
            o.count,
          ]),
        );
        for (const chosen of query[key] ?? []) if (!counts.has(chosen)) counts.set(chosen, 0);
        expect(got, `${key} ${JSON.stringify(query)}`).toEqual(counts);
      }
    }
    const cities = (await facets({})).json().facets.city as Array<{ value: string; count: number }>;
    expect(cities[0]).toEqual({ value: 'Bengaluru', count: 3 });
  });
});
