/**
 * The longest event-loop stall of the server on the embedded default database under feed load:
 * autocannon on GET getvideos?limit=20 (demo data, signed in) while the server process reports
 * its event-loop delay (perf_hooks.monitorEventLoopDelay) every 250 ms. Prints the longest stall,
 * the request p99 and req/s of each round and their medians. Acceptance (issue 8): stall ≤ 50 ms.
 *
 *   npx tsx bench/embedded/stall.ts [--duration 10] [--connections 50] [--rounds 3] [--warmup 2] [--postgres]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '@ideaignite/contract';
import autocannon from 'autocannon';
import { startChild } from '../lib/child.ts';
import { atExit, flag, log, machineLine, option, runBench } from '../lib/harness.ts';
import type { RealServerPayload } from '../lib/real-server.ts';
import { BENCH_DIR, startRealServer } from '../lib/servers.ts';
import { fmt, median, table } from '../lib/stats.ts';

const duration = option('duration', 10);
const connections = option('connections', 50);
const rounds = Math.max(1, Math.round(option('rounds', 3)));
const warmup = option('warmup', 2);
const postgres = flag('postgres');
const SAMPLE_MS = 250;

interface Round {
  stallMs: number;
  p99: number;
  rps: number;
  bad: number;
}

/**
 * The real server with demo data. On a busy machine a fresh PGlite data dir alone can take a
 * minute to create, so the embedded server gets longer than startRealServer's two minutes.
 */
function startServer() {
  if (postgres) return startRealServer({ demo: true, users: 1, postgres, memIntervalMs: SAMPLE_MS });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideaignite-bench-'));
  atExit(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    BENCH_DATA_DIR: dataDir,
    BENCH_DEMO: '1',
    BENCH_USERS: '1',
    BENCH_MEM_INTERVAL: String(SAMPLE_MS),
  };
  return startChild<RealServerPayload>(path.join(BENCH_DIR, 'lib/real-server.ts'), env, 8 * 60_000);
}

runBench('embedded stall', 20 * 60_000, async () => {
  if (connections < 1 || duration < 1) throw new Error('--connections and --duration must be at least 1');
  log(`starting the real server (${postgres ? 'PostgreSQL' : 'embedded default'}, demo data)`);
  const server = await startServer();
  const url = `http://127.0.0.1:${server.port}${API.getVideos}?limit=20`;
  const headers = { authorization: `Bearer ${server.payload.users[0]!.token}` };
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);

  const load = (seconds: number) => autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  if (warmup > 0) await load(warmup);
  const results: Round[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const from = Date.now();
    const result = await load(duration);
    // The last report of the window covers its final moments.
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS * 2));
    const until = Date.now();
    const window = server.samples.filter((sample) => sample.at > from && sample.at <= until);
    if (window.length === 0) throw new Error('the server sent no event-loop reports during the round');
    const measured: Round = {
      stallMs: Math.max(...window.map((sample) => sample.loopMaxMs)),
      p99: result.latency.p99,
      rps: result.requests.total / result.duration,
      bad: result.non2xx + result.errors + result.timeouts,
    };
    results.push(measured);
    log(
      `round ${round + 1}: longest stall ${fmt(measured.stallMs)} ms, p99 ${measured.p99} ms, ${fmt(measured.rps, 0)} req/s, ${measured.bad} non-2xx/errors`,
    );
  }
  await server.stop();

  const stall = median(results.map((r) => r.stallMs));
  const p99 = median(results.map((r) => r.p99));
  const rps = median(results.map((r) => r.rps));
  return [
    `## Event-loop stall under feed load (bench/embedded/stall.ts, ${postgres ? 'PostgreSQL' : 'embedded default'})`,
    '',
    `${new Date().toISOString()} · ${machineLine()}`,
    `autocannon ${connections} connections on \`${API.getVideos}?limit=20\` (demo data, signed in), ${rounds} rounds of ${duration} s after a ${warmup} s warm-up; stall = the longest event-loop delay the server process saw (monitorEventLoopDelay, reported every ${SAMPLE_MS} ms).`,
    '',
    table(
      ['round', 'longest stall ms', 'p99 ms', 'req/s', 'non-2xx/errors'],
      results.map((r, index) => [index + 1, fmt(r.stallMs), r.p99, fmt(r.rps, 0), r.bad]),
    ),
    '',
    `- median: longest stall ${fmt(stall)} ms, p99 ${fmt(p99, 0)} ms, ${fmt(rps, 0)} req/s (acceptance: stall ≤ 50 ms)`,
  ].join('\n');
});
