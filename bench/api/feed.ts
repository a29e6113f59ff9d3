/**
 * API throughput: the real server's feed (GET getvideos?limit=20, demo data, PGlite, signed in),
 * the dashboard feed and /healthz, each against a bare Fastify serving the same JSON from memory.
 * Both servers run in child processes; autocannon drives them from this process, one at a time,
 * in alternating slices for each endpoint, so both see the same machine state.
 *
 *   npx tsx bench/api/feed.ts [--duration 10] [--connections 20] [--warmup 2] [--rounds 2] [--postgres]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '@ideaignite/contract';
import autocannon from 'autocannon';
import { startChild } from '../lib/child.ts';
import { atExit, flag, log, machineLine, option, runBench } from '../lib/harness.ts';
import { BENCH_DIR, startRealServer } from '../lib/servers.ts';
import { fmt, ratio, table } from '../lib/stats.ts';

const duration = option('duration', 10);
const postgres = flag('postgres');
const DB = postgres ? 'PostgreSQL 15 (throwaway local cluster, fsync off)' : 'PGlite';
const connections = option('connections', 20);
const warmup = option('warmup', 2);
const rounds = Math.max(1, Math.round(option('rounds', 2)));

const ENDPOINTS = [
  { name: 'feed', url: `${API.getVideos}?limit=20`, auth: true },
  { name: 'dashboard feed', url: `${API.feedPage}?limit=12`, auth: true },
  { name: 'health', url: API.health, auth: false },
] as const;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bad: number;
}

type Server = 'real' | 'bare';

/**
 * Both servers under the same load in alternating slices (real, bare, bare, real, ...), so a
 * change in the machine's load during the run lands on both alike. req/s is all requests over
 * all slice time; p50 and p99 are the mean of the slices' values.
 */
async function measurePair(bases: Record<Server, string>, url: string, headers: Record<string, string>) {
  const slice = Math.max(1, Math.round(duration / rounds));
  const results: Record<Server, Awaited<ReturnType<typeof autocannon>>[]> = { real: [], bare: [] };
  const run = (server: Server, seconds: number) =>
    autocannon({ url: `${bases[server]}${url}`, connections, duration: seconds, headers, timeout: 10 });
  if (warmup > 0) for (const server of ['real', 'bare'] as const) await run(server, warmup);
  for (let round = 0; round < rounds; round += 1) {
    const order: Server[] = round % 2 === 0 ? ['real', 'bare'] : ['bare', 'real'];
    for (const server of order) results[server].push(await run(server, slice));
  }
  const combine = (list: Awaited<ReturnType<typeof autocannon>>[]): Measured => {
    const requests = list.reduce((sum, result) => sum + result.requests.total, 0);
    const seconds = list.reduce((sum, result) => sum + result.duration, 0);
    const mean = (pick: (result: (typeof list)[number]) => number) =>
      list.reduce((sum, result) => sum + pick(result), 0) / list.length;
    return {
      rps: requests / seconds,
      p50: mean((result) => result.latency.p50),
      p99: mean((result) => result.latency.p99),
      requests,
      bad: list.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
    };
  };
  return { real: combine(results.real), bare: combine(results.bare) };
}

runBench('feed', 10 * 60_000, async () => {
  if (connections < 1 || duration < 1) throw new Error('--connections and --duration must be at least 1');
  log(`starting the real server (${DB}, demo data)`);
  const real = await startRealServer({ demo: true, users: 1, postgres });
  const token = real.payload.users[0]!.token;
  const realBase = `http://127.0.0.1:${real.port}`;

  const bodies: Record<string, string> = {};
  const sizes: Record<string, number> = {};
  for (const endpoint of ENDPOINTS) {
    const response = await fetch(`${realBase}${endpoint.url}`, {
      headers: endpoint.auth ? { authorization: `Bearer ${token}` } : {},
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${endpoint.url} answered ${response.status}: ${body}`);
    bodies[endpoint.url.split('?')[0]!] = body;
    sizes[endpoint.name] = Buffer.byteLength(body);
  }
  const feedItems = (JSON.parse(bodies[API.getVideos]!) as { data: unknown[] }).data.length;

  const tmp = mkdtempSync(path.join(tmpdir(), 'ideaignite-bench-bodies-'));
  atExit(() => rmSync(tmp, { recursive: true, force: true }));
  const bodiesFile = path.join(tmp, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  log('starting the bare Fastify baseline');
  const bare = await startChild(path.join(BENCH_DIR, 'api/bare-server.ts'), { BENCH_BODIES: bodiesFile });
  const bareBase = `http://127.0.0.1:${bare.port}`;

  const rows: (string | number)[][] = [];
  const summary: string[] = [];
  for (const endpoint of ENDPOINTS) {
    const headers: Record<string, string> = endpoint.auth ? { authorization: `Bearer ${token}` } : {};
    log(`${endpoint.name}: ${rounds} rounds, ${duration} s per server at ${connections} connections`);
    const measured = await measurePair({ real: realBase, bare: bareBase }, endpoint.url, headers);
    for (const server of ['real', 'bare'] as const) {
      if (measured[server].bad > 0)
        log(`  warning: ${server}: ${measured[server].bad} non-2xx, errors or timeouts`);
    }
    const { real: r, bare: b } = measured;
    rows.push(
      [
        `${endpoint.name} \`${endpoint.url}\``,
        'IdeaIgnite',
        fmt(r.rps, 0),
        fmt(r.p50, 0),
        fmt(r.p99, 0),
        r.bad,
        ratio(r.rps, b.rps),
        ratio(r.p99, b.p99),
      ],
      ['', 'bare Fastify', fmt(b.rps, 0), fmt(b.p50, 0), fmt(b.p99, 0), b.bad, '1.00×', '1.00×'],
    );
    summary.push(
      `${endpoint.name}: ${fmt(r.rps, 0)} req/s vs ${fmt(b.rps, 0)} bare = ${ratio(r.rps, b.rps)}`,
    );
  }
  await Promise.all([real.stop(), bare.stop()]);

  return [
    `## API throughput (bench/api/feed.ts, ${postgres ? 'PostgreSQL' : 'PGlite'})`,
    '',
    `${new Date().toISOString()} · ${machineLine()}`,
    `autocannon ${connections} connections, ${duration} s per server and endpoint in ${rounds} alternating slices (real, bare, bare, real…) after a ${warmup} s warm-up; real server = buildApp on ${DB} with demo data (feed page: ${feedItems} videos, ${fmt(sizes.feed! / 1024)} KB), logging off; bare = Fastify answering the same bytes from memory.`,
    '',
    table(
      ['endpoint', 'server', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/errors', 'req/s ratio', 'p99 ratio'],
      rows,
    ),
    '',
    ...summary.map((line) => `- ${line}`),
  ].join('\n');
});
