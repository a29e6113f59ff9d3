/**
 * The jobs board at scale (issue 25), on PostgreSQL: the unfiltered first page against two
 * baselines, filtered lists first and deep into their matches, and the filter counts (facets).
 *
 *   npx tsx bench/api/jobs.ts [--postings 100000] [--applications 1000000] [--duration 5] [--rounds 3]
 *     [--warmup 1] [--connections 10] [--pool 10] [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--reseed]
 *
 * A database `bench_jobs_<postings>_<applications>` is filled by bench/seed/jobs.ts (postings by
 * many Hustlers over the past year, applications by many job seekers; reused when it already
 * holds them) and the real server started on it, signed in as the seeded job seeker
 * (jobsViewerEmail), who has applied to and saved some of the postings. Cases, 20 a page:
 * - GET /api/jobs unfiltered, first page: ours, and as scale.ts builds them raw-pg (bare Fastify
 *   + pg sending the SQL captured from ours for that request, api/raw-pg-server.ts) and memory
 *   (bare Fastify, the same bytes from memory, api/bare-server.ts), both checked byte-equal to
 *   ours before any timing; and the page after half the board;
 * - two filtered lists (LISTS: a few per cent of the board each), the first page and the page after
 *   half their matches;
 * - the facets, unfiltered and with the first filter (report only: counted per viewer, uncached).
 * Deep cursors are the server's own: nextCursor followed page by page to the depth. autocannon
 * loads every case in interleaved rounds (order rotating), figures are the medians of the rounds.
 * Each case's SQL is captured from the running server (lib/sql-capture.ts) and run again under
 * EXPLAIN ANALYZE: the report names the indexes the plan walks and the postings rows it read.
 * The bars (issue 25): a filtered list's deep page p50 ≤ 1.2× its first page's; the unfiltered
 * first page ≥ 0.8× raw-pg's req/s.
 *
 * Without --pg-url (or BENCH_PG_URL) it starts a throwaway PostgreSQL 15 (loopback, fsync off).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jobsApi } from '@ideaignite/contract/jobs';
import pg from 'pg';
import { type BenchChild, startChild } from '../lib/child.ts';
import { atExit, flag, log, machineLine, option, runBench, stringOption } from '../lib/harness.ts';
import { type LoadTarget, measureInterleaved } from '../lib/load.ts';
import type { RealServerPayload } from '../lib/real-server.ts';
import {
  BENCH_DIR,
  captureSql,
  fetchOk,
  seededDatabase,
  startPostgres,
  startRealServer,
} from '../lib/servers.ts';
import { type CapturedStatement, toWaves } from '../lib/sql-capture.ts';
import { fmt, ratio, table } from '../lib/stats.ts';
import { jobsSeedUsers, jobsViewerEmail, seedJobsDatabase } from '../seed/jobs.ts';
import type { RawCase } from './raw-pg-server.ts';

const postings = Math.max(100, Math.round(option('postings', 100_000)));
const applications = Math.round(option('applications', 1_000_000));
const duration = option('duration', 5);
const rounds = Math.max(1, Math.round(option('rounds', 3)));
const warmup = option('warmup', 1);
const connections = Math.max(1, Math.round(option('connections', 10)));
const poolSize = Math.max(1, Math.round(option('pool', 10)));
const reseed = flag('reseed');
const PAGE = 20;
/** A deep page may cost this much of its list's first page (p50), and ours this share of raw-pg's req/s. */
const DEEP_BAR = 1.2;
const RAW_BAR = 0.8;
const viewerEmail = jobsViewerEmail(jobsSeedUsers(postings));

/** The lists measured: the unfiltered board and two filters matching a few per cent of it. */
const LISTS = {
  unfiltered: { label: 'unfiltered', query: '' },
  internships: {
    label: 'type=internship & workMode=remote & minStipend=10000',
    query: 'type=internship&workMode=remote&minStipend=10000',
  },
  skills: { label: 'skill=Figma & type=fullTime', query: 'skill=Figma&type=fullTime' },
} as const;
type ListKey = keyof typeof LISTS;

function prepareDatabase(adminUrl: string) {
  return seededDatabase(adminUrl, `bench_jobs_${postings}_${applications}`, {
    what: `${postings} postings and ${applications} applications`,
    reseed,
    holdsSeed: async (client) => {
      const held = await client.query<{ postings: string; applications: string; viewer: string }>(
        `select (select count(*) from job_postings) as postings,
                (select count(*) from job_applications) as applications,
                (select count(*) from users where email = $1) as viewer`,
        [viewerEmail],
      );
      const row = held.rows[0];
      return (
        Number(row?.postings) === postings &&
        Number(row?.applications) === applications &&
        Number(row?.viewer) === 1
      );
    },
    seed: (url) => seedJobsDatabase(url, { postings, applications, reset: true }),
  });
}

interface Case {
  key: string;
  list: ListKey;
  depth: 'first' | 'deep' | 'facets';
  url: string;
  /** 1-based page number of a list page. */
  page?: number;
  matches: number;
}

interface PlanSummary {
  ms: number;
  rowsRead: number;
  nodes: string;
  cost: number;
}

/** A plan (EXPLAIN ANALYZE, JSON) summarised: the postings scans, time, postings rows read, estimated cost. */
function summarise(explained: unknown): PlanSummary {
  const [top] = explained as Array<{ Plan: Record<string, unknown>; 'Execution Time': number }>;
  let rowsRead = 0;
  const kinds = new Set<string>();
  const walk = (node: Record<string, unknown>) => {
    if (node['Relation Name'] === 'job_postings') {
      kinds.add(`${String(node['Node Type'])}${node['Index Name'] ? ` ${String(node['Index Name'])}` : ''}`);
      const loops = Number(node['Actual Loops'] ?? 1);
      rowsRead += (Number(node['Actual Rows'] ?? 0) + Number(node['Rows Removed by Filter'] ?? 0)) * loops;
    }
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(top!.Plan);
  return {
    ms: top!['Execution Time'],
    rowsRead,
    nodes: [...kinds].join(', '),
    cost: Number(top!.Plan['Total Cost']),
  };
}

/** The custom plan (planned for these values) and, for a prepared statement, the generic one (any values). */
interface Plan {
  custom: PlanSummary;
  generic?: PlanSummary;
}

/**
 * EXPLAIN ANALYZE of a captured statement twice: planned for its values, as PostgreSQL plans a
 * prepared statement's first five runs, and generic, as it may plan every later run when the
 * generic plan's estimated cost is no higher than the custom plans' (plan_cache_mode auto). The
 * server's board lists are prepared statements, so under load either may be the one running.
 */
async function explain(client: pg.Client, statement: CapturedStatement): Promise<Plan> {
  const options = 'explain (analyze, buffers, format json)';
  const custom = await client.query<{ 'QUERY PLAN': unknown }>(
    `${options} ${statement.text}`,
    statement.values,
  );
  const literals = statement.values.map((value) => (value === null ? 'null' : client.escapeLiteral(value)));
  await client.query('set plan_cache_mode = force_generic_plan');
  await client.query(`prepare bench_generic as ${statement.text}`);
  try {
    const generic = await client.query<{ 'QUERY PLAN': unknown }>(
      `${options} execute bench_generic${literals.length ? `(${literals.join(', ')})` : ''}`,
    );
    return {
      custom: summarise(custom.rows[0]!['QUERY PLAN']),
      generic: summarise(generic.rows[0]!['QUERY PLAN']),
    };
  } finally {
    await client.query('deallocate bench_generic; reset plan_cache_mode');
  }
}

/** One plan in a table cell. */
const planCell = (plan: PlanSummary | undefined) =>
  !plan
    ? 'not a prepared statement'
    : `${plan.nodes} · ${fmt(plan.ms, 2)} ms · ${plan.rowsRead} rows read · cost ${fmt(plan.cost, 0)}`;

const listUrl = (query: string, extra: string) => `${jobsApi.list.path}?${query ? `${query}&` : ''}${extra}`;

/** The cursor after exactly `rows` rows of a list, following the server's own nextCursor. */
async function cursorAfter(base: string, query: string, auth: Record<string, string>, rows: number) {
  let cursor: string | null = null;
  for (let seen = 0; seen < rows; ) {
    const take = Math.min(100, rows - seen);
    const page = JSON.parse(
      await fetchOk(
        `${base}${listUrl(query, `limit=${take}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)}`,
        auth,
      ),
    ) as { data: unknown[]; nextCursor: string | null };
    seen += page.data.length;
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  if (!cursor) throw new Error(`${query || 'unfiltered'}: no cursor after ${rows} rows`);
  return cursor;
}

/** The bare baselines of one captured request, checked to answer ours's bytes. */
async function startBaselines(
  databaseUrl: string,
  captured: { body: string; statements: CapturedStatement[] },
) {
  const tmp = mkdtempSync(path.join(tmpdir(), 'ideaignite-bench-jobs-'));
  atExit(() => rmSync(tmp, { recursive: true, force: true }));
  const rawFile = path.join(tmp, 'raw.json');
  const memoryFile = path.join(tmp, 'memory.json');
  const rawCases: Record<string, RawCase> = {
    '/case/first': { waves: toWaves(captured.statements), body: captured.body },
  };
  writeFileSync(rawFile, JSON.stringify(rawCases));
  writeFileSync(memoryFile, JSON.stringify({ '/case/first': captured.body }));
  const raw = await startChild(path.join(BENCH_DIR, 'api/raw-pg-server.ts'), {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_RAW_CASES: rawFile,
    BENCH_POOL_SIZE: String(poolSize),
  });
  const memory = await startChild(path.join(BENCH_DIR, 'api/bare-server.ts'), { BENCH_BODIES: memoryFile });
  const urls = {
    raw: `http://127.0.0.1:${raw.port}/case/first`,
    memory: `http://127.0.0.1:${memory.port}/case/first`,
  };
  for (const [server, url] of Object.entries(urls)) {
    if ((await fetchOk(url)) !== captured.body)
      throw new Error(`${server} answered other bytes than ours for the unfiltered first page`);
  }
  log('raw-pg and memory answer the same bytes as ours for the unfiltered first page');
  return { urls, stop: () => Promise.all([raw.stop(), memory.stop()]) };
}

async function measure(adminUrl: string) {
  const { url: databaseUrl, seedSeconds } = await prepareDatabase(adminUrl);
  log(`starting the real server, signed in as ${viewerEmail}`);
  const real: BenchChild<RealServerPayload> = await startRealServer({
    databaseUrl,
    viewerEmail,
    captureSql: true,
  });
  const viewer = real.payload.viewer;
  if (!viewer) throw new Error('the real server did not sign in the viewer');
  const auth = { authorization: `Bearer ${viewer.token}` };
  const base = `http://127.0.0.1:${real.port}`;

  const cases: Case[] = [];
  for (const [list, { label, query }] of Object.entries(LISTS) as Array<[ListKey, (typeof LISTS)[ListKey]]>) {
    const facetsUrl = `${jobsApi.facets.path}${query ? `?${query}` : ''}`;
    const { total } = JSON.parse(await fetchOk(`${base}${facetsUrl}`, auth)) as { total: number };
    const half = Math.floor(total / 2 / PAGE) * PAGE;
    log(`${label}: ${total} postings match; deep page after ${half} rows`);
    cases.push({
      key: `${list}-first`,
      list,
      depth: 'first',
      url: listUrl(query, `limit=${PAGE}`),
      page: 1,
      matches: total,
    });
    if (half >= PAGE) {
      const cursor = await cursorAfter(base, query, auth, half);
      cases.push({
        key: `${list}-deep`,
        list,
        depth: 'deep',
        url: listUrl(query, `limit=${PAGE}&cursor=${encodeURIComponent(cursor)}`),
        page: half / PAGE + 1,
        matches: total,
      });
    }
    if (list !== 'skills')
      cases.push({ key: `${list}-facets`, list, depth: 'facets', url: facetsUrl, matches: total });
  }

  // Each case's SQL, captured from the server after a warm-up request, and its plan.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const plans = new Map<string, Plan & { statements: number; bytes: number }>();
  let firstCaptured: { body: string; statements: CapturedStatement[] } | undefined;
  try {
    for (const c of cases) {
      const warm = await fetchOk(`${base}${c.url}`, auth);
      const { result: body, statements } = await captureSql(real, () => fetchOk(`${base}${c.url}`, auth));
      if (body !== warm) log(`  warning: ${c.url} answered different bytes on two calls`);
      const main = statements.find((s) => /from "job_postings"/.test(s.text));
      if (!main) throw new Error(`${c.url}: no jobs statement captured (is the server on PostgreSQL?)`);
      plans.set(c.key, {
        ...(await explain(client, main)),
        statements: statements.length,
        bytes: Buffer.byteLength(body),
      });
      if (c.key === 'unfiltered-first') firstCaptured = { body, statements };
    }
  } finally {
    await client.end();
  }
  if (!firstCaptured) throw new Error('the unfiltered first page was not captured');
  const baselines = await startBaselines(databaseUrl, firstCaptured);

  const targets: Record<string, LoadTarget> = {
    ...Object.fromEntries(cases.map((c) => [c.key, { url: `${base}${c.url}`, headers: auth }])),
    'unfiltered-first@raw-pg': { url: baselines.urls.raw },
    'unfiltered-first@memory': { url: baselines.urls.memory },
  };
  log(
    `${Object.keys(targets).length} targets: ${rounds} rounds × ${duration} s each at ${connections} connections`,
  );
  const measured = await measureInterleaved(targets, {
    seconds: duration,
    connections,
    rounds,
    warmupSeconds: warmup,
  });
  await Promise.all([real.stop(), baselines.stop()]);
  return { seedSeconds, cases, plans, measured, firstStatements: firstCaptured.statements };
}

function report(run: Awaited<ReturnType<typeof measure>>) {
  const m = (key: string) => run.measured[key]!;
  const first = m('unfiltered-first');
  const rows: (string | number)[][] = [];
  for (const c of run.cases) {
    const plan = run.plans.get(c.key)!;
    const own = m(c.key);
    const listFirst = m(`${c.list}-first`);
    rows.push([
      c.depth === 'facets'
        ? `facets: ${LISTS[c.list].label}`
        : `${LISTS[c.list].label}, ${c.depth === 'first' ? 'first page' : `page ${c.page}`}`,
      'ours',
      c.matches,
      fmt(own.rps, 0),
      fmt(own.p50, 1),
      fmt(own.p99, 1),
      own.bad,
      c.depth === 'deep' ? ratio(own.p50, listFirst.p50) : '',
      planCell(plan.custom),
      planCell(plan.generic),
      `${plan.statements} · ${fmt(plan.bytes / 1024)} KB`,
    ]);
    if (c.key === 'unfiltered-first') {
      for (const server of ['raw-pg', 'memory']) {
        const b = m(`unfiltered-first@${server}`);
        rows.push([
          '',
          server,
          '',
          fmt(b.rps, 0),
          fmt(b.p50, 1),
          fmt(b.p99, 1),
          b.bad,
          '',
          'same SQL, same bytes',
          '',
        ]);
      }
    }
  }
  const rowsOf = (key: string) => {
    const plan = run.plans.get(key)!;
    return `${plan.custom.rowsRead}/${plan.generic?.rowsRead ?? '-'}`;
  };
  const verdict = (pass: boolean) => (pass ? '**PASS**' : '**FAIL**');
  const raw = m('unfiltered-first@raw-pg');
  const lines = [
    `- unfiltered first page, ours ÷ raw-pg req/s = ${ratio(first.rps, raw.rps)} (bar ≥ ${RAW_BAR}×: ${verdict(first.rps >= RAW_BAR * raw.rps)}); p50 ${fmt(first.p50, 1)} vs ${fmt(raw.p50, 1)} ms; ours ÷ memory req/s = ${ratio(first.rps, m('unfiltered-first@memory').rps)}; ${run.firstStatements.length} statements in ${toWaves(run.firstStatements).length} round trips`,
  ];
  for (const list of Object.keys(LISTS) as ListKey[]) {
    const deep = run.cases.find((c) => c.list === list && c.depth === 'deep');
    if (!deep) {
      lines.push(`- ${LISTS[list].label}: too few matches for a deep page`);
      continue;
    }
    const a = m(`${list}-first`);
    const b = m(deep.key);
    const bar =
      list === 'unfiltered' ? '(no bar)' : `(bar ≤ ${DEEP_BAR}×: ${verdict(b.p50 <= DEEP_BAR * a.p50)})`;
    lines.push(
      `- ${LISTS[list].label}: page ${deep.page} p50 ÷ first page p50 = ${ratio(b.p50, a.p50)} ${bar}; req/s ${ratio(b.rps, a.rps)} of the first page's; postings rows read (custom/generic plan) ${rowsOf(deep.key)} vs ${rowsOf(`${list}-first`)}`,
    );
  }
  return [
    `${postings.toLocaleString('en-US')} postings, ${applications.toLocaleString('en-US')} applications${run.seedSeconds === undefined ? ' (seed reused)' : `, seeded in ${fmt(run.seedSeconds)} s`}; the seeded job seeker browses the board, ${PAGE} a page.`,
    '',
    table(
      [
        'request',
        'server',
        'matches',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx/errors',
        'p50 ÷ its first page',
        'custom plan (EXPLAIN ANALYZE, one run)',
        'generic plan (EXPLAIN ANALYZE, one run)',
        'statements · body',
      ],
      rows,
    ),
    '',
    ...lines,
    '- The board lists are prepared statements: PostgreSQL plans their first five runs for the values (custom) and may then keep the generic plan when its estimated cost is no higher; under load either column may be the one running.',
  ].join('\n');
}

runBench('jobs', option('deadline-minutes', 40) * 60_000, async () => {
  const given = stringOption('pg-url');
  const adminUrl = given ?? (await startPostgres());
  const run = await measure(adminUrl);
  return [
    '## The jobs board at scale (bench/api/jobs.ts, PostgreSQL 15)',
    '',
    `${new Date().toISOString()} · ${machineLine()}`,
    `${given ? 'PostgreSQL at --pg-url' : 'throwaway PostgreSQL 15 (fsync off)'}; autocannon ${connections} connections, ${rounds} interleaved rounds of ${duration} s per target (order rotating) after ${warmup} s warm-up, medians of the rounds. ours = buildApp signed in as the seeded job seeker; raw-pg = bare Fastify + pg (pool ${poolSize}) sending the SQL captured from ours for the same request, same bytes; memory = bare Fastify, same bytes from memory.`,
    '',
    report(run),
  ].join('\n');
});
