/**
 * Filtered discovery at scale (issue 14), on PostgreSQL: a role list's first page unfiltered (the
 * baseline), filtered, and deep into the results; and the filter counts (facets).
 *
 *   npx tsx bench/api/discovery.ts [--users 100000] [--duration 5] [--rounds 3] [--warmup 1]
 *     [--connections 10] [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--reseed]
 *
 * A database `bench_discovery_<users>` is filled by bench/seed (that many users of all four roles,
 * half of them Hustlers, with realistic sectors, cities, tickets, commitment, availability,
 * completeness and activity; reused when it already holds them) and the real server started on it,
 * signed in as the seeded viewer (an Investor), who browses Hustlers. Cases:
 * - unfiltered, first page (the baseline) and the page after half the list;
 * - one broad filter (a sector), first page and the page after half its matches (page 50 or more);
 * - three filters (stage + sector + city), first page and the page after half its matches;
 * - the facets, unfiltered and with the three filters.
 * Deep cursors are the server's own: nextCursor followed page by page (limit 100) to the depth.
 * autocannon loads every case in interleaved rounds (order rotating), figures are the medians of
 * the rounds; ratios are against the unfiltered first page, and deep ÷ first per list. Each case's
 * SQL is captured from the running server (lib/sql-capture.ts) and run again under EXPLAIN ANALYZE:
 * the report says whether the plan walks profiles_role_rank_idx and how many rows it read.
 *
 * Without --pg-url (or BENCH_PG_URL) it starts a throwaway PostgreSQL 15 (loopback, fsync off).
 */
import { API } from '@ideaignite/contract';
import pg from 'pg';
import { FACETS_CACHE_MS } from '../../apps/server/src/modules/discovery/discovery-service.ts';
import type { BenchChild } from '../lib/child.ts';
import { flag, log, machineLine, option, runBench, stringOption } from '../lib/harness.ts';
import { measureInterleaved } from '../lib/load.ts';
import type { RealServerPayload } from '../lib/real-server.ts';
import { captureSql, fetchOk, seededDatabase, startPostgres, startRealServer } from '../lib/servers.ts';
import type { CapturedStatement } from '../lib/sql-capture.ts';
import { fmt, ratio, sleep, table } from '../lib/stats.ts';
import { seedBenchDatabase, VIEWER_EMAIL } from '../seed/seed.ts';

const users = Math.max(100, Math.round(option('users', 100_000)));
const duration = option('duration', 5);
const rounds = Math.max(1, Math.round(option('rounds', 3)));
const warmup = option('warmup', 1);
const connections = Math.max(1, Math.round(option('connections', 10)));
const reseed = flag('reseed');
const PAGE = 20;

/** The database: created, and seeded unless it already holds `users` profiles with matching fields. */
function prepareDatabase(adminUrl: string) {
  return seededDatabase(adminUrl, `bench_discovery_${users}`, {
    what: `${users} profiles`,
    reseed,
    holdsSeed: async (client) => {
      const held = await client.query<{ profiles: string; scored: string; viewer: string }>(
        `select (select count(*) from profiles) as profiles,
                (select count(*) from profiles where completeness is not null) as scored,
                (select count(*) from users where email = $1) as viewer`,
        [VIEWER_EMAIL],
      );
      const row = held.rows[0];
      return Number(row?.profiles) === users && Number(row?.scored) === users && Number(row?.viewer) === 1;
    },
    seed: (url) => seedBenchDatabase(url, { users, videos: 10_000, reset: true }),
  });
}

const fetchJson = async <T>(url: string, headers: Record<string, string>): Promise<T> =>
  JSON.parse(await fetchOk(url, headers)) as T;

interface Case {
  key: string;
  label: string;
  /** The list (or facets) it belongs to, and whether it is that list's first page. */
  list: string;
  depth: 'first' | 'deep' | 'facets';
  url: string;
  /** 1-based page number of a list page at PAGE a page. */
  page?: number;
  matches?: number;
}

interface Plan {
  usesRankIndex: boolean;
  ms: number;
  rowsRead: number;
  nodes: string;
}

/** EXPLAIN ANALYZE of a captured statement, summarised: index used, time, rows read from the table. */
async function explain(client: pg.Client, statement: CapturedStatement): Promise<Plan> {
  const result = await client.query<{ 'QUERY PLAN': unknown }>(
    `explain (analyze, buffers, format json) ${statement.text}`,
    statement.values,
  );
  const [top] = result.rows[0]!['QUERY PLAN'] as Array<{
    Plan: Record<string, unknown>;
    'Execution Time': number;
  }>;
  let usesRankIndex = false;
  let rowsRead = 0;
  const kinds = new Set<string>();
  const walk = (node: Record<string, unknown>) => {
    const type = String(node['Node Type']);
    if (node['Index Name'] === 'profiles_role_rank_idx') usesRankIndex = true;
    if (node['Relation Name'] === 'profiles') {
      kinds.add(`${type}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`);
      const loops = Number(node['Actual Loops'] ?? 1);
      rowsRead += (Number(node['Actual Rows'] ?? 0) + Number(node['Rows Removed by Filter'] ?? 0)) * loops;
    }
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(top!.Plan);
  return { usesRankIndex, ms: top!['Execution Time'], rowsRead, nodes: [...kinds].join(', ') };
}

/** The cursor after `rows` rows of a list, following the server's own nextCursor (limit 100). */
async function cursorAfter(base: string, url: string, auth: Record<string, string>, rows: number) {
  let cursor: string | null = null;
  for (let seen = 0; seen < rows; seen += 100) {
    const page: { nextCursor: string | null } = await fetchJson(
      `${base}${url}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      auth,
    );
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  if (!cursor) throw new Error(`${url}: no cursor after ${rows} rows`);
  return cursor;
}

async function measure(adminUrl: string) {
  const { url: databaseUrl, seedSeconds } = await prepareDatabase(adminUrl);
  log('starting the real server');
  const real: BenchChild<RealServerPayload> = await startRealServer({
    databaseUrl,
    viewerEmail: VIEWER_EMAIL,
    captureSql: true,
  });
  const viewer = real.payload.viewer;
  if (!viewer) throw new Error('the real server did not sign in the viewer');
  const auth = { authorization: `Bearer ${viewer.token}` };
  const base = `http://127.0.0.1:${real.port}`;

  const lists = {
    unfiltered: { label: 'unfiltered', query: '' },
    broad: { label: 'sector=fintech', query: 'sector=fintech' },
    narrow: {
      label: 'stage=seed & sector=fintech & city=Bengaluru',
      query: 'stage=seed&sector=fintech&city=Bengaluru',
    },
  };
  const cases: Case[] = [];
  for (const [key, list] of Object.entries(lists)) {
    const facets: { total: number } = await fetchJson(
      `${base}${API.discoveryFacets('Hustler')}?${list.query}`,
      auth,
    );
    const listUrl = `${API.hustlerProfiles}?${list.query}`;
    const half = Math.floor(facets.total / 2 / 100) * 100;
    log(`${list.label}: ${facets.total} Hustlers match; deep page after ${half} rows`);
    cases.push({
      key: `${key}-first`,
      label: list.label,
      list: key,
      depth: 'first',
      url: `${listUrl}&limit=${PAGE}`,
      page: 1,
      matches: facets.total,
    });
    if (half >= 100) {
      const cursor = await cursorAfter(base, listUrl, auth, half);
      cases.push({
        key: `${key}-deep`,
        label: list.label,
        list: key,
        depth: 'deep',
        url: `${listUrl}&limit=${PAGE}&cursor=${encodeURIComponent(cursor)}`,
        page: half / PAGE + 1,
        matches: facets.total,
      });
    }
    if (key !== 'broad') {
      cases.push({
        key: `${key}-facets`,
        label: list.label,
        list: key,
        depth: 'facets',
        url: `${API.discoveryFacets('Hustler')}?${list.query}`,
        matches: facets.total,
      });
    }
  }

  // The SQL of each case, captured from the server, and its plan.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const plans = new Map<string, Plan & { statements: number; bytes: number }>();
  try {
    for (const c of cases) {
      // Warm (a list's prepared statement); the facets' counts wait out the server's cache.
      if (c.depth === 'facets') await sleep(FACETS_CACHE_MS + 200);
      else await fetchJson(`${base}${c.url}`, auth);
      const { result: body, statements } = await captureSql(real, () => fetchOk(`${base}${c.url}`, auth));
      const main = statements.find((s) => /from "profiles"|with base as/.test(s.text));
      if (!main) throw new Error(`${c.url}: no discovery statement captured`);
      plans.set(c.key, {
        ...(await explain(client, main)),
        statements: statements.length,
        bytes: Buffer.byteLength(body),
      });
    }
  } finally {
    await client.end();
  }

  log(`${cases.length} cases: ${rounds} rounds × ${duration} s each at ${connections} connections`);
  const measured = await measureInterleaved(
    Object.fromEntries(cases.map((c) => [c.key, { url: `${base}${c.url}`, headers: auth }])),
    { seconds: duration, connections, rounds, warmupSeconds: warmup },
  );
  await real.stop();
  return { seedSeconds, cases, plans, measured };
}

function report(run: Awaited<ReturnType<typeof measure>>) {
  const baseline = run.measured['unfiltered-first']!;
  const rows = run.cases.map((c) => {
    const m = run.measured[c.key]!;
    const plan = run.plans.get(c.key)!;
    return [
      c.depth === 'facets'
        ? `facets: ${c.label}`
        : `${c.label}, ${c.depth === 'first' ? 'first page' : `page ${c.page}`}`,
      c.matches ?? '',
      fmt(m.rps, 0),
      fmt(m.p50, 1),
      fmt(m.p99, 1),
      m.bad,
      ratio(m.p50, baseline.p50),
      `${plan.usesRankIndex ? 'rank index' : plan.nodes} · ${fmt(plan.ms, 2)} ms · ${plan.rowsRead} rows read`,
      `${plan.statements} · ${fmt(plan.bytes / 1024)} KB`,
    ];
  });
  const depth = Object.keys({ unfiltered: 0, broad: 0, narrow: 0 }).flatMap((list) => {
    const first = run.cases.find((c) => c.list === list && c.depth === 'first');
    const deep = run.cases.find((c) => c.list === list && c.depth === 'deep');
    if (!first || !deep) return [];
    return [
      `- ${first.label}: page ${deep.page} p50 ÷ first page p50 = ${ratio(run.measured[deep.key]!.p50, run.measured[first.key]!.p50)}, req/s ${ratio(run.measured[deep.key]!.rps, run.measured[first.key]!.rps)} of the first page's`,
    ];
  });
  return [
    `${users.toLocaleString('en-US')} profiles${run.seedSeconds === undefined ? ' (seed reused)' : `, seeded in ${fmt(run.seedSeconds)} s`}; the seeded Investor browses Hustlers, ${PAGE} a page.`,
    '',
    table(
      [
        'request',
        'matches',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx/errors',
        'p50 ÷ unfiltered first',
        'plan (EXPLAIN ANALYZE, one run)',
        'statements · body',
      ],
      rows,
    ),
    '',
    ...depth,
  ].join('\n');
}

runBench('discovery', option('deadline-minutes', 30) * 60_000, async () => {
  const given = stringOption('pg-url');
  const adminUrl = given ?? (await startPostgres());
  const run = await measure(adminUrl);
  return [
    '## Filtered discovery (bench/api/discovery.ts, PostgreSQL 15)',
    '',
    `${new Date().toISOString()} · ${machineLine()}`,
    `${given ? 'PostgreSQL at --pg-url' : 'throwaway PostgreSQL 15 (fsync off)'}; autocannon ${connections} connections, ${rounds} interleaved rounds of ${duration} s per request (order rotating) after ${warmup} s warm-up, medians of the rounds. One real server (buildApp) for every request.`,
    '',
    report(run),
  ].join('\n');
});
