/**
 * The feeds at scale, on PostgreSQL: ours against two baselines, per table size.
 *
 *   npx tsx bench/api/scale.ts [--sizes 10000,1000000] [--duration 8] [--rounds 3] [--warmup 2]
 *     [--connections 50] [--pool <the server's default>] [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--reseed]
 *
 * For each size, a database is filled by bench/seed (N videos over 5,000 users, an active viewer
 * with up to 20,000 likes) and the real server started on it, signed in as that viewer. Four
 * requests: getvideos?limit=20 and Dashcontent?limit=12, each for the first page and for the page
 * after the middle row of the list (cursor built by api/middle-cursor.ts). For each request the
 * SQL the server sends is captured from the running server (lib/sql-capture.ts), and
 * - raw-pg (api/raw-pg-server.ts): bare Fastify + raw pg sending those statements with those
 *   parameters, answering the same bytes;
 * - memory (api/bare-server.ts): bare Fastify answering the same bytes from memory;
 * both checked byte-equal to ours before any timing. autocannon loads the three in interleaved
 * rounds (order rotating each round); figures are the median of the rounds.
 *
 * Without --pg-url it starts a throwaway PostgreSQL 15 (loopback, free port, fsync off) and removes
 * it at the end. With --pg-url it uses that server's `bench_<size>` databases, seeding them only
 * when they do not already hold that size (or with --reseed), so a 1M run can reuse its seed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '@ideaignite/contract';
import pg from 'pg';
import { defaultPoolSize } from '../../apps/server/src/db/pool-options.ts';
import { type BenchChild, startChild } from '../lib/child.ts';
import { atExit, flag, log, machineLine, option, runBench, stringOption } from '../lib/harness.ts';
import { measureInterleaved } from '../lib/load.ts';
import { cpuSecondsOf, ownCpuSeconds } from '../lib/proc.ts';
import type { RealServerPayload } from '../lib/real-server.ts';
import {
  BENCH_DIR,
  captureSql,
  fetchOk,
  seededDatabase,
  startPostgres,
  startRealServer,
} from '../lib/servers.ts';
import type { CapturedStatement } from '../lib/sql-capture.ts';
import { toWaves } from '../lib/sql-capture.ts';
import { fmt, ratio, table } from '../lib/stats.ts';
import { seedBenchDatabase, VIEWER_EMAIL } from '../seed/seed.ts';
import { middleCursor } from './middle-cursor.ts';
import type { RawCase } from './raw-pg-server.ts';

const duration = option('duration', 8);
const rounds = Math.max(1, Math.round(option('rounds', 3)));
const warmup = option('warmup', 2);
const connections = Math.max(1, Math.round(option('connections', 50)));
// Both servers get the same pool: the server's own default for PostgreSQL unless --pool says otherwise.
const poolSize = Math.max(1, Math.round(option('pool', defaultPoolSize('postgres'))));
const reseed = flag('reseed');

const sizes = (stringOption('sizes') ?? '10000').split(',').map((size) => {
  const value = Number(size.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 100) throw new Error(`--sizes takes row counts ≥ 100, not ${size}`);
  return value;
});

const SERVERS = ['ours', 'raw-pg', 'memory'] as const;
type ServerName = (typeof SERVERS)[number];

interface Case {
  key: string;
  endpoint: 'getvideos' | 'Dashcontent';
  page: 'first' | 'after half';
  url: string;
  body: string;
  statements: CapturedStatement[];
}

/** The database for one size: created, and seeded unless it already holds that many videos. */
function prepareDatabase(adminUrl: string, size: number) {
  return seededDatabase(adminUrl, `bench_${size}`, {
    what: `${size} videos`,
    reseed,
    holdsSeed: async (client) => {
      const held = await client.query<{ videos: string; viewer: string }>(
        `select (select count(*) from videos) as videos, (select count(*) from users where email = $1) as viewer`,
        [VIEWER_EMAIL],
      );
      const row = held.rows[0];
      return Number(row?.videos) === size && Number(row?.viewer) === 1;
    },
    seed: (url) => seedBenchDatabase(url, { videos: size, reset: true }),
  });
}

async function captureCase(
  real: BenchChild<RealServerPayload>,
  base: string,
  auth: Record<string, string>,
  spec: Omit<Case, 'body' | 'statements'>,
): Promise<Case> {
  // Warm first: the capture is of a request like the thousands that follow, not the first one.
  const warm = await fetchOk(`${base}${spec.url}`, auth);
  const { result: body, statements } = await captureSql(real, () => fetchOk(`${base}${spec.url}`, auth));
  if (statements.length === 0) throw new Error(`${spec.url}: no SQL captured (is the server on PostgreSQL?)`);
  if (body !== warm) log(`  warning: ${spec.url} answered different bytes on two calls`);
  return { ...spec, body, statements };
}

async function measureSize(adminUrl: string, size: number) {
  const { url: databaseUrl, seedSeconds } = await prepareDatabase(adminUrl, size);
  log(`${size}: starting the real server`);
  const real = await startRealServer({ databaseUrl, viewerEmail: VIEWER_EMAIL, captureSql: true, poolSize });
  const viewer = real.payload.viewer;
  if (!viewer) throw new Error('the real server did not sign in the viewer');
  const auth = { authorization: `Bearer ${viewer.token}` };
  const realBase = `http://127.0.0.1:${real.port}`;

  const feedFirst = `${API.getVideos}?limit=20`;
  const dashFirst = `${API.feedPage}?limit=12`;
  const feedCursor = (JSON.parse(await fetchOk(`${realBase}${feedFirst}`, auth)) as { nextCursor: string })
    .nextCursor;
  const dashCursor = (
    JSON.parse(await fetchOk(`${realBase}${dashFirst}`, auth)) as { data: { nextCursor: string } }
  ).data.nextCursor;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [feedMiddle, dashMiddle] = await (async () => {
    try {
      return [
        await middleCursor(
          client,
          feedCursor,
          `select id, created_at from videos order by created_at desc, id desc offset ${Math.floor(size / 2)} limit 1`,
        ),
        await middleCursor(
          client,
          dashCursor,
          `select id, created_at from (select id, created_at from videos union all
             select id, created_at from blogs where kind = 'blog') as feed
           order by created_at desc, id desc
           offset (select (count(*) / 2) from videos) + (select count(*) / 2 from blogs where kind = 'blog') limit 1`,
        ),
      ];
    } finally {
      await client.end();
    }
  })();

  const specs: Omit<Case, 'body' | 'statements'>[] = [
    { key: 'feed-first', endpoint: 'getvideos', page: 'first', url: feedFirst },
    {
      key: 'feed-deep',
      endpoint: 'getvideos',
      page: 'after half',
      url: `${feedFirst}&cursor=${encodeURIComponent(feedMiddle)}`,
    },
    { key: 'dash-first', endpoint: 'Dashcontent', page: 'first', url: dashFirst },
    {
      key: 'dash-deep',
      endpoint: 'Dashcontent',
      page: 'after half',
      url: `${dashFirst}&cursor=${encodeURIComponent(dashMiddle)}`,
    },
  ];
  const cases: Case[] = [];
  for (const spec of specs) {
    cases.push(await captureCase(real, realBase, auth, spec));
    const captured = cases.at(-1)!;
    log(
      `  ${spec.key}: ${captured.statements.length} statements in ${toWaves(captured.statements).length} round trips, ${fmt(Buffer.byteLength(captured.body) / 1024)} KB`,
    );
  }

  const tmp = mkdtempSync(path.join(tmpdir(), 'ideaignite-bench-scale-'));
  atExit(() => rmSync(tmp, { recursive: true, force: true }));
  const rawFile = path.join(tmp, 'raw.json');
  const memoryFile = path.join(tmp, 'memory.json');
  const rawCases: Record<string, RawCase> = {};
  const memoryBodies: Record<string, string> = {};
  for (const c of cases) {
    rawCases[`/case/${c.key}`] = { waves: toWaves(c.statements), body: c.body };
    memoryBodies[`/case/${c.key}`] = c.body;
  }
  writeFileSync(rawFile, JSON.stringify(rawCases));
  writeFileSync(memoryFile, JSON.stringify(memoryBodies));
  const raw = await startChild(path.join(BENCH_DIR, 'api/raw-pg-server.ts'), {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_RAW_CASES: rawFile,
    BENCH_POOL_SIZE: String(poolSize),
  });
  const memory = await startChild(path.join(BENCH_DIR, 'api/bare-server.ts'), { BENCH_BODIES: memoryFile });
  const bases: Record<ServerName, string> = {
    ours: realBase,
    'raw-pg': `http://127.0.0.1:${raw.port}`,
    memory: `http://127.0.0.1:${memory.port}`,
  };
  for (const c of cases) {
    for (const server of ['raw-pg', 'memory'] as const) {
      const body = await fetchOk(`${bases[server]}/case/${c.key}`);
      if (body !== c.body) throw new Error(`${server} answered other bytes than ours for ${c.url}`);
    }
  }
  log(`${size}: raw-pg and memory answer the same bytes as ours for all ${cases.length} requests`);

  const results: { c: Case; measured: Awaited<ReturnType<typeof measureInterleaved<ServerName>>> }[] = [];
  for (const c of cases) {
    log(`${size} ${c.key}: ${rounds} rounds × ${duration} s × 3 servers at ${connections} connections`);
    const measured = await measureInterleaved<ServerName>(
      {
        ours: { url: `${realBase}${c.url}`, headers: auth, pid: real.process.pid },
        'raw-pg': { url: `${bases['raw-pg']}/case/${c.key}`, headers: auth, pid: raw.process.pid },
        memory: { url: `${bases.memory}/case/${c.key}`, headers: auth, pid: memory.process.pid },
      },
      {
        seconds: duration,
        connections,
        rounds,
        warmupSeconds: warmup,
        meters: { postgres: () => cpuSecondsOf('postgres'), autocannon: ownCpuSeconds },
      },
    );
    for (const server of SERVERS) {
      if (measured[server].bad > 0)
        log(`  warning: ${server}: ${measured[server].bad} non-2xx, errors or timeouts`);
    }
    results.push({ c, measured });
  }
  await Promise.all([real.stop(), raw.stop(), memory.stop()]);
  return { size, seedSeconds, cases, results };
}

function report(run: Awaited<ReturnType<typeof measureSize>>) {
  const rows: (string | number)[][] = [];
  for (const { c, measured } of run.results) {
    for (const server of SERVERS) {
      const m = measured[server];
      rows.push([
        server === 'ours' ? `${c.endpoint}, ${c.page}` : '',
        server,
        fmt(m.rps, 0),
        fmt(m.p50, 1),
        fmt(m.p99, 1),
        m.bad,
        fmt(m.cpuMs.server ?? 0, 3),
        fmt(m.cpuMs.postgres ?? 0, 3),
        fmt(m.cpuMs.autocannon ?? 0, 3),
        server === 'ours' ? '' : ratio(measured.ours.rps, m.rps),
      ]);
    }
  }
  const depth = (endpoint: Case['endpoint']) => {
    const first = run.results.find((r) => r.c.endpoint === endpoint && r.c.page === 'first');
    const deep = run.results.find((r) => r.c.endpoint === endpoint && r.c.page === 'after half');
    if (!first || !deep) return '';
    return `${endpoint}: deep page p50 / first page p50 = ${SERVERS.map((s) => `${s} ${ratio(deep.measured[s].p50, first.measured[s].p50)}`).join(', ')}`;
  };
  const sql = run.cases.map(
    (c) =>
      `- ${c.endpoint}, ${c.page}: ${c.statements.length} statements, ${toWaves(c.statements).length} round trips, ${c.statements.map((s) => s.rowCount).join('/')} rows; ${Buffer.byteLength(c.body)} bytes`,
  );
  return [
    `### ${run.size.toLocaleString('en-US')} videos${run.seedSeconds === undefined ? ' (seed reused)' : `, seeded in ${fmt(run.seedSeconds)} s`}`,
    '',
    table(
      [
        'request',
        'server',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx/errors',
        'server CPU ms/req',
        'PostgreSQL CPU ms/req',
        'autocannon CPU ms/req',
        'ours ÷ this (req/s)',
      ],
      rows,
    ),
    '',
    `- ${depth('getvideos')}`,
    `- ${depth('Dashcontent')}`,
    ...sql,
  ].join('\n');
}

runBench('scale', option('deadline-minutes', 90) * 60_000, async () => {
  const given = stringOption('pg-url');
  const adminUrl = given ?? (await startPostgres());
  const runs = [];
  for (const size of sizes) runs.push(await measureSize(adminUrl, size));
  return [
    '## The feeds at scale (bench/api/scale.ts, PostgreSQL 15)',
    '',
    `${new Date().toISOString()} · ${machineLine()}`,
    `${given ? 'PostgreSQL at --pg-url' : 'throwaway PostgreSQL 15 (fsync off)'}; autocannon ${connections} connections, ${rounds} interleaved rounds of ${duration} s per server (order rotating) after ${warmup} s warm-up, medians of the rounds. ours = buildApp (pool ${poolSize}) signed in as the seeded viewer; raw-pg = bare Fastify + pg (pool ${poolSize}) sending the SQL captured from ours for the same request, same bytes; memory = bare Fastify, same bytes from memory. Both checked byte-equal to ours before timing.`,
    '',
    ...runs.map(report),
  ].join('\n');
});
