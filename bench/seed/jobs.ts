/**
 * Fills a PostgreSQL database with a jobs board at scale (issue 25), in SQL with generate_series
 * (one INSERT ... SELECT per table, no rows through Node):
 *
 *   DATABASE_URL=postgres://… npx tsx bench/seed/jobs.ts [--postings 100000] [--applications 1000000]
 *
 * First the platform (bench/seed/seed.ts: users of all four roles with profiles, 10,000 videos),
 * with enough users that the postings spread over many Hustlers (about 2.5 postings per Hustler,
 * the most recent ones open) and the applications over many job seekers. Then:
 * - postings over the past year, newest every few minutes: a type (full-time and internships the
 *   most), a work mode (remote ones without a place), a listed city (metros more often) and its
 *   state, 2–5 skills (the common ones more often), the poster's sector and stage from their
 *   profile, pay of the type's kind (stipends fixed, a range or unpaid; a job's LPA range, ESOPs
 *   sometimes), an internship's duration, an apply-by date 7–90 days after posting (so most
 *   postings older than a few weeks are expired, stamped as the server's expiry job would), a
 *   few closed, held or deleted;
 * - applications, each job seeker to as many distinct postings (applications / job seekers),
 *   spread over all postings, at every step of the pipeline with its history;
 * - saved jobs: five a job seeker.
 * Spreads come from hashtext of the row number, so columns do not move together and two seeds
 * of the same size hold the same rows. The viewer, jobsViewerEmail(users), is the last job seeker.
 */
import { pathToFileURL } from 'node:url';
import { INDIA_CITIES, SECTORS } from '@ideaignite/contract';
import pg from 'pg';
import { flag, log, option } from '../lib/harness.ts';
import { dropKeysAndIndexes, restoreKeysAndIndexes, seedBenchDatabase } from './seed.ts';
import * as text from './text.ts';

export interface JobsSeedOptions {
  postings: number;
  applications: number;
  reset?: boolean;
}

export interface JobsSeedResult {
  counts: Record<string, number>;
  seconds: number;
  steps: { step: string; seconds: number }[];
}

const JOB_TABLES = ['job_postings', 'job_applications', 'saved_jobs'];

/** Users seeded for `postings`: 40 % of them Hustlers posting ~2.5 each, a sixth job seekers. */
export const jobsSeedUsers = (postings: number) => Math.max(1000, Math.round(postings * 0.4));

/** The signed-in viewer of the jobs bench: the last seeded user, a job seeker. */
export const jobsViewerEmail = (users: number) => `user${users}@bench.ideaignite.in`;

const userId = (expr: string) => `md5('u' || (${expr}))::uuid`;
const jobId = (expr: string) => `md5('j' || (${expr}))::uuid`;
/** 0..modulo-1, spread by a hash of the tag and the row number (independent per tag). */
const spread = (tag: string, expr: string, modulo: number) =>
  `(abs(hashtext('${tag}' || (${expr}))) % ${modulo})`;
/** `list[1 + index]` in SQL. */
const at = (list: readonly string[], index: string) => `(${text.sqlArray(list)})[1 + ${index}]`;
/** A value from `list` where entry i weighs weights[i] (given as whole percentages summing to 100). */
const weightedPick = (list: readonly string[], weights: readonly number[], hash: string) => {
  const cells = list.flatMap((value, index) => Array<string>(weights[index] ?? 0).fill(value));
  if (cells.length !== 100) throw new Error(`weights of ${list.join(',')} sum to ${cells.length}, not 100`);
  return at(cells, hash);
};

/** The smallest prime ≥ 7919 that does not divide `n`: a step that visits every posting once. */
function coprimeStep(n: number) {
  const prime = (k: number) => {
    for (let d = 2; d * d <= k; d += 1) if (k % d === 0) return false;
    return true;
  };
  let step = 7919;
  while (!prime(step) || n % step === 0) step += 1;
  return step;
}

function statements(o: Required<JobsSeedOptions>, users: number) {
  const U = users;
  const H = Math.floor(U / 2);
  const I = H + Math.floor(U / 5);
  const C = I + Math.floor(U / 6);
  const seekers = U - C;
  const P = o.postings;
  const M = o.applications;
  if (M / seekers > P)
    throw new Error(`${M} applications over ${seekers} job seekers exceed one per posting`);
  const stepSeconds = ((365 * 24 * 3600) / P).toFixed(6);
  const createdAt = (n: string) =>
    `(now() - (${n}) * interval '${stepSeconds} seconds' - ((${n}) * 37 % 1000) * interval '1 microsecond')`;
  const METROS = ['Bengaluru', 'Mumbai', 'Delhi', 'Hyderabad', 'Pune', 'Chennai', 'Gurugram', 'Noida'];
  const cityCells = INDIA_CITIES.flatMap((city, index) =>
    Array<number>(METROS.includes(city.name) ? 8 : 1).fill(index),
  );
  const cityIndex = `(array[${cityCells.join(',')}]::int[])[1 + ${spread('c', 'n', cityCells.length)}]`;
  const place = (column: 'name' | 'state') =>
    `case when work_mode <> 'remote' then (${text.sqlArray(INDIA_CITIES.map((city) => city[column]))})[1 + ${cityIndex}] end`;
  // The first skill skewed to the common ones, the rest stepping through the (prime) list.
  const L = text.JOB_SKILLS.length;
  const firstSkill = `(array[${[0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].join(',')}]::int[])[1 + ${spread('k', 'n', 29)}]`;
  const skillStep = `(1 + ${spread('ks', 'n', L - 1)})`;
  const skills = `(select array_agg((${text.sqlArray(text.JOB_SKILLS)})[1 + (${firstSkill} + s * ${skillStep}) % ${L}] order by s)
       from generate_series(0, 1 + ${spread('kn', 'n', 4)}) s)`;
  const SECTOR_VALUES = SECTORS.map((sector) => sector.value);
  const applyBy = `to_char((posted_at at time zone 'Asia/Kolkata')::date + 7 + ${spread('a', 'n', 84)}, 'YYYY-MM-DD')`;
  const status = `case when ${spread('st', 'n', 100)} < 8 then 'closed' when ${spread('st', 'n', 100)} = 8 then 'held' else 'open' end`;
  const deletedAt = `case when ${spread('del', 'n', 200)} = 0 then posted_at + interval '1 day' end`;
  // What the server's expiry job (modules/jobs/expiry.ts) would have stamped by today.
  const expiredAt = `case when ${status} = 'open' and ${deletedAt} is null
      and ${applyBy} < to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') then now() end`;

  const postings = `
    insert into job_postings (id, user_id, title, type, work_mode, state, city, skills, sector, stage, description,
      openings, start_date, duration_months, stipend_kind, stipend_min, stipend_max, pay_min_lpa, pay_max_lpa,
      esop_min, esop_max, perks, audiences, student_year, apply_by, questions, status, held_reason, views,
      created_at, deleted_at, expired_at)
    select ${jobId('n')}, poster, title, type, work_mode, ${place('state')}, ${place('name')}, ${skills},
      coalesce(p.sectors[1], ${at(SECTOR_VALUES, spread('e', 'n', SECTOR_VALUES.length))}), lower(p.current_stage),
      ${at(text.SENTENCES, spread('d1', 'n', text.SENTENCES.length))} || ' ' || ${at(text.SENTENCES, spread('d2', 'n', text.SENTENCES.length))}
        || ' ' || ${at(text.SENTENCES, spread('d3', 'n', text.SENTENCES.length))} || ' ' || ${at(text.SENTENCES, spread('d4', 'n', text.SENTENCES.length))},
      1 + ${spread('o', 'n', 5)},
      case when ${spread('sd', 'n', 3)} = 0 then to_char(posted_at + interval '30 days', 'YYYY-MM-DD') end,
      case when type = 'internship' then (array[1, 2, 2, 3, 3, 3, 4, 6, 6, 12])[1 + ${spread('m', 'n', 10)}] end,
      case when type = 'internship' then stipend_kind end,
      case when type = 'internship' and stipend_kind in ('fixed', 'range') then stipend end,
      case when type <> 'internship' then null when stipend_kind = 'fixed' then stipend
        when stipend_kind = 'range' then stipend + 5000 * (1 + ${spread('sr', 'n', 3)}) end,
      case when type <> 'internship' then pay end,
      case when type <> 'internship' then pay + 1 + ${spread('pr', 'n', 8)} end,
      case when type = 'fullTime' and ${spread('es', 'n', 4)} = 0 then 0.1 end,
      case when type = 'fullTime' and ${spread('es', 'n', 4)} = 0 then 0.5 end,
      case when type = 'internship' then array['certificate', 'flexibleHours'] else array['fiveDayWeek'] end,
      case when type = 'internship' then array['students'] else array['freshers', 'experienced'] end,
      case when type = 'internship' then 2026 + ${spread('y', 'n', 3)} end,
      ${applyBy},
      case when ${spread('q', 'n', 3)} = 0 then array['Why this role?'] else '{}'::text[] end,
      ${status},
      case when ${spread('st', 'n', 100)} = 8 then 'pay a fee' end,
      ${spread('v', 'n', 500)}, posted_at,
      ${deletedAt},
      ${expiredAt}
    from (
      select n, ${userId(`1 + ${spread('u', 'n', H)}`)} as poster, ${createdAt('n')} as posted_at,
        ${weightedPick(['fullTime', 'internship', 'partTime', 'freelance'], [40, 35, 12, 13], spread('t', 'n', 100))} as type,
        ${weightedPick(['onSite', 'hybrid', 'remote'], [45, 30, 25], spread('w', 'n', 100))} as work_mode,
        ${weightedPick(['fixed', 'range', 'unpaid'], [50, 35, 15], spread('sk', 'n', 100))} as stipend_kind,
        5000 + 1000 * ${spread('s', 'n', 36)} as stipend,
        (3 + ${spread('p', 'n', 28)})::float8 as pay,
        ${at(text.JOB_ROLES, spread('r', 'n', text.JOB_ROLES.length))} as title
      from generate_series(1::bigint, ${P}) n
    ) as posting join profiles p on p.user_id = posting.poster`;

  // Job seeker a (0-based) applies to postings base(a) + k·step (mod P), base(a) a hash, for
  // k < M / seekers: all distinct for one seeker (step is prime to P), spread over every posting.
  const step = coprimeStep(P);
  const STATUSES = [
    'applied',
    'viewed',
    'shortlisted',
    'interview',
    'offer',
    'hired',
    'notSelected',
    'withdrawn',
    'noResponse',
  ];
  const applications = `
    insert into job_applications (id, job_id, applicant_id, status, note, answers, history, answered_at, created_at, updated_at)
    select md5('a' || i)::uuid, ${jobId('posting')}, ${userId(`${C + 1} + seeker`)}, status,
      case when ${spread('nt', 'i', 3)} = 0 then 'I would love to work on this.' end, '{}'::text[],
      case when status = 'applied' then jsonb_build_array(jsonb_build_object('status', 'applied', 'at', applied_at))
        else jsonb_build_array(jsonb_build_object('status', 'applied', 'at', applied_at),
          jsonb_build_object('status', status, 'at', applied_at + interval '3 days')) end,
      case when status not in ('applied', 'withdrawn', 'noResponse') then applied_at + interval '3 days' end,
      applied_at, applied_at + case when status = 'applied' then interval '0' else interval '3 days' end
    from (
      select i, seeker, posting,
        ${weightedPick(STATUSES, [45, 20, 8, 4, 1, 1, 12, 4, 5], spread('as', 'i', 100))} as status,
        least(now(), ${createdAt('posting')} + ${spread('ad', 'i', 14 * 24)} * interval '1 hour') as applied_at
      from (
        select i, (i - 1) % ${seekers} as seeker,
          1 + (${spread('b', `(i - 1) % ${seekers}`, P)} + ((i - 1) / ${seekers}) * ${step}) % ${P} as posting
        from generate_series(1::bigint, ${M}) i
      ) as pairs
    ) as application`;

  // Five saved postings per job seeker, none twice.
  const saved = `
    insert into saved_jobs (user_id, job_id, created_at)
    select ${userId(`${C + 1} + seeker`)}, ${jobId(`1 + (seeker * 104729 + k * ${step}) % ${P}`)}, now() - k * interval '1 day'
    from generate_series(0::bigint, ${seekers - 1}) seeker cross join generate_series(0, 4) k`;

  return [
    ['job_postings', postings],
    ['job_applications', applications],
    ['saved_jobs', saved],
  ] as const;
}

/** Seeds the platform (bench/seed/seed.ts), then the jobs board; resolves with the row counts. */
export async function seedJobsDatabase(url: string, options: JobsSeedOptions): Promise<JobsSeedResult> {
  const o: Required<JobsSeedOptions> = { reset: false, ...options };
  if (o.postings < 100) throw new Error('seed at least 100 postings');
  const started = performance.now();
  const users = jobsSeedUsers(o.postings);
  const platform = await seedBenchDatabase(url, { users, videos: 10_000, reset: o.reset });
  const steps = [...platform.steps];

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set synchronous_commit = off; set maintenance_work_mem = '256MB'");
    const timed = async (step: string, run: () => Promise<unknown>) => {
      const from = performance.now();
      await run();
      steps.push({ step, seconds: (performance.now() - from) / 1000 });
      log(`seed: ${step} in ${(steps.at(-1)?.seconds ?? 0).toFixed(1)} s`);
    };
    const saved = await dropKeysAndIndexes(client, JOB_TABLES);
    try {
      for (const [step, sql] of statements(o, users)) await timed(step, () => client.query(sql));
    } finally {
      await timed('jobs keys and indexes', () => restoreKeysAndIndexes(client, saved));
    }
    await timed('jobs analyze', () => client.query(`analyze ${JOB_TABLES.join(', ')}`));
    const counts: Record<string, number> = { ...platform.counts };
    for (const table of JOB_TABLES) {
      const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[table] = Number(result.rows[0]?.n);
    }
    return { counts, seconds: (performance.now() - started) / 1000, steps };
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL to the PostgreSQL database to fill');
  const result = await seedJobsDatabase(url, {
    postings: Math.round(option('postings', 100_000)),
    applications: Math.round(option('applications', 1_000_000)),
    reset: flag('reset'),
  });
  console.log(JSON.stringify(result, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
