/**
 * Realtime delivery: N websocket clients (default 1000) in a ring exchange messages through
 * sendMessage / receiveMessage on the real server (child process, PGlite: every message is
 * stored before delivery) and on a bare Socket.IO relay (no auth, no DB), both running, each
 * with its own N clients connected. Two phases on each: paced (a fixed rate, for latency at a
 * load both can carry) and saturated (a fixed number in flight, for the most messages a
 * second). `--rounds` rounds, the order of the two servers alternating; the figures are the
 * medians of the rounds.
 *
 *   npx tsx bench/realtime/realtime.ts [--clients 1000] [--rate 40] [--paced-seconds 15]
 *     [--messages 5000] [--window 100] [--max-seconds 60] [--batch 100] [--rounds 3] [--postgres]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchChild } from '../lib/child.ts';
import { startChild } from '../lib/child.ts';
import { flag, log, machineLine, option, runBench } from '../lib/harness.ts';
import { cpuSeconds, cpuSecondsOf, ownCpuSeconds } from '../lib/proc.ts';
import { BENCH_DIR, startRealServer } from '../lib/servers.ts';
import { fmt, MB, median, ratio, sleep, table } from '../lib/stats.ts';
import { type ExchangeResult, exchange } from './exchange.ts';
import { closePeers, connectPeers, type Peer } from './peers.ts';

const clients = option('clients', 1000);
const rate = option('rate', 40);
const pacedSeconds = option('paced-seconds', 15);
const messages = option('messages', 5000);
const inFlight = option('window', 100);
const maxSeconds = option('max-seconds', 60);
const batch = option('batch', 100);
const rounds = option('rounds', 3);
const postgres = flag('postgres');
const DB = postgres ? 'PostgreSQL 15 (throwaway local cluster, fsync off)' : 'PGlite';

/** A server with its clients connected, and what connecting them cost it. */
interface Connected {
  child: BenchChild<unknown>;
  peers: Peer[];
  connectSeconds: number;
  /** Server JS heap and RSS with every client connected, over the same before any connected. */
  socketsHeapMb: number;
  socketsRssMb: number;
}

/** One round on one server: both phases. */
interface Round {
  paced: ExchangeResult;
  saturated: ExchangeResult;
  peakRssMb: number;
  /** The server's longest event-loop stall during each phase, in ms. */
  pacedStallMs: number;
  saturatedStallMs: number;
  /** The server process's CPU (user + system, all threads, from /proc) per message while saturated, in µs. */
  saturatedCpuUs: number;
  /** The same for this process (the clients: socket.io-client and the bench's bookkeeping). */
  clientsCpuUs: number;
  /** The same for every PostgreSQL process (0 on PGlite, whose work is in the server's figure). */
  databaseCpuUs: number;
}

/** CPU seconds of the PostgreSQL cluster's processes (its server runs on this machine). */
const databaseCpuSeconds = () => (postgres ? cpuSecondsOf('postgres') : 0);

const stallBetween = (child: BenchChild<unknown>, from: number, to: number) =>
  Math.max(
    0,
    ...child.samples
      .filter((sample) => sample.at >= from && sample.at <= to + 200)
      .map((sample) => sample.loopMaxMs),
  );

/** Settled memory of a child: garbage collected, then the median of 600 ms of samples. */
const settledMemory = async (child: BenchChild<unknown>) => {
  await child.request({ type: 'gc' }, 'gc-done');
  const from = Date.now();
  await sleep(600);
  const samples = child.samples.filter((sample) => sample.at >= from);
  return {
    rss: median(samples.map((sample) => sample.rss)),
    heap: median(samples.map((sample) => sample.heapUsed)),
  };
};

async function connect(
  child: BenchChild<unknown>,
  identities: { id: string; auth: Record<string, string> }[],
): Promise<Connected> {
  const before = await settledMemory(child);
  const connectStarted = performance.now();
  const peers: Peer[] = await connectPeers(`http://127.0.0.1:${child.port}`, identities, batch);
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const connected = await settledMemory(child);
  log(`  ${peers.length} clients connected in ${fmt(connectSeconds, 2)} s`);
  return {
    child,
    peers,
    connectSeconds,
    socketsHeapMb: (connected.heap - before.heap) / MB,
    socketsRssMb: (connected.rss - before.rss) / MB,
  };
}

async function runRound({ child, peers }: Connected, label: string): Promise<Round> {
  const pacedFrom = Date.now();
  const paced = await exchange(peers, {
    mode: 'paced',
    rate,
    count: Math.round(rate * pacedSeconds),
    maxMs: pacedSeconds * 1000 + 5_000,
  });
  const pacedStallMs = stallBetween(child, pacedFrom, Date.now());
  const from = Date.now();
  const cpuBefore = cpuSeconds(child.process.pid!);
  const clientsBefore = ownCpuSeconds();
  const databaseBefore = databaseCpuSeconds();
  const saturated = await exchange(peers, {
    mode: 'window',
    window: inFlight,
    count: messages,
    maxMs: maxSeconds * 1000,
  });
  const perMessage = (seconds: number) => (seconds * 1e6) / Math.max(1, saturated.delivered);
  const saturatedCpuUs = perMessage(cpuSeconds(child.process.pid!) - cpuBefore);
  const clientsCpuUs = perMessage(ownCpuSeconds() - clientsBefore);
  const databaseCpuUs = perMessage(databaseCpuSeconds() - databaseBefore);
  const peak = Math.max(
    0,
    ...child.samples.filter((sample) => sample.at >= from).map((sample) => sample.rss),
  );
  log(
    `  ${label}: paced p99 ${fmt(paced.p99, 1)} ms; saturated ${fmt(saturated.perSecond, 0)} msg/s; CPU a message: server ${fmt(saturatedCpuUs, 0)} µs, database ${fmt(databaseCpuUs, 0)} µs, clients ${fmt(clientsCpuUs, 0)} µs`,
  );
  return {
    paced,
    saturated,
    peakRssMb: peak / MB,
    pacedStallMs,
    saturatedStallMs: stallBetween(child, from, Date.now()),
    saturatedCpuUs,
    clientsCpuUs,
    databaseCpuUs,
  };
}

/** One phase over the rounds: counts summed, rates and latencies the medians of the rounds. */
function overRounds(results: ExchangeResult[]): ExchangeResult {
  const sum = (pick: (result: ExchangeResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    sent: sum((r) => r.sent),
    delivered: sum((r) => r.delivered),
    failed: sum((r) => r.failed),
    lost: sum((r) => r.lost),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    max: Math.max(...results.map((r) => r.max)),
    perSecond: median(results.map((r) => r.perSecond)),
    seconds: sum((r) => r.seconds),
    firstError: results.find((r) => r.firstError)?.firstError,
  };
}

const signed = (value: number) => `${value >= 0 ? '+' : ''}${fmt(value)}`;

const row = (phase: string, server: string, result: ExchangeResult, baseline?: ExchangeResult) => [
  phase,
  server,
  `${result.delivered}/${result.sent}`,
  result.failed + result.lost,
  fmt(result.perSecond, 0),
  fmt(result.p50, 1),
  fmt(result.p99, 1),
  baseline ? ratio(result.perSecond, baseline.perSecond) : '1.00×',
  baseline ? ratio(result.p50, baseline.p50) : '1.00×',
  baseline ? ratio(result.p99, baseline.p99) : '1.00×',
];

/** The soft open-files limit from /proc (Linux); undefined elsewhere. */
function openFilesLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
  } catch {
    return undefined;
  }
}

runBench('realtime', 12 * 60_000, async () => {
  if (clients < 2) throw new Error('--clients must be at least 2');
  // Each client is a socket here and another in the server; leave room for files and pipes.
  const limit = openFilesLimit();
  if (limit !== undefined && limit < 2 * clients + 256) {
    throw new Error(
      `open files limit ${limit} is too low for ${clients} clients on each of two servers: run \`ulimit -n 65536\` first`,
    );
  }
  log(`starting the real server (${DB}) with ${clients} users, and the bare Socket.IO relay`);
  // Every ring pair is connected (an accepted Ignite), as people who chat are: no message is a
  // stranger's request. The server's per-sender limits are raised (lib/real-server.ts).
  const real = await startRealServer({ users: clients, connectRing: true, memIntervalMs: 100, postgres });
  const relay = await startChild(path.join(BENCH_DIR, 'realtime/relay-server.ts'), {
    BENCH_MEM_INTERVAL: '100',
  });
  const users = real.payload.users;
  const servers: Connected[] = [];
  try {
    log('real server: connecting');
    servers.push(
      await connect(
        real,
        users.map((user) => ({ id: user.id, auth: { token: user.token } })),
      ),
    );
    log('relay: connecting');
    servers.push(
      await connect(
        relay,
        users.map((user) => ({ id: user.id, auth: { userId: user.id } })),
      ),
    );
    const [ours, bare] = servers as [Connected, Connected];
    const oursRounds: Round[] = [];
    const bareRounds: Round[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      log(
        `round ${round} of ${rounds}: paced ${rate}/s for ${pacedSeconds} s, then ${messages} messages with ${inFlight} in flight`,
      );
      const steps = [
        async () => oursRounds.push(await runRound(ours, 'IdeaIgnite')),
        async () => bareRounds.push(await runRound(bare, 'relay')),
      ];
      for (const step of round % 2 === 1 ? steps : steps.reverse()) await step();
    }
    return report(ours, bare, oursRounds, bareRounds);
  } finally {
    for (const server of servers) closePeers(server.peers);
    await real.stop();
    await relay.stop();
  }
});

/** A server's figures over its rounds: each phase's medians, the highest peak RSS and stalls. */
function overServerRounds(server: Connected, serverRounds: Round[]) {
  const highest = (pick: (round: Round) => number) => Math.max(...serverRounds.map(pick));
  return {
    ...server,
    paced: overRounds(serverRounds.map((round) => round.paced)),
    saturated: overRounds(serverRounds.map((round) => round.saturated)),
    peakRssMb: highest((round) => round.peakRssMb),
    pacedStallMs: highest((round) => round.pacedStallMs),
    saturatedStallMs: highest((round) => round.saturatedStallMs),
  };
}

/**
 * Where the machine's CPU goes per message while saturated, every process on it: the server, the
 * database (PostgreSQL's processes; on PGlite it is inside the server) and the clients (this
 * process). The machine's cores are shared by all three, so a saturated rate is at most
 * cores ÷ their sum: the line gives the ceiling the database and clients alone put on the ratio,
 * with a server that cost nothing.
 */
function machineCpuLine(oursRounds: Round[], bareRounds: Round[]): string {
  const medianOf = (rounds: Round[], pick: (round: Round) => number) => median(rounds.map(pick));
  const total = (round: Round) => round.saturatedCpuUs + round.databaseCpuUs + round.clientsCpuUs;
  const ours = {
    server: medianOf(oursRounds, (round) => round.saturatedCpuUs),
    database: medianOf(oursRounds, (round) => round.databaseCpuUs),
    clients: medianOf(oursRounds, (round) => round.clientsCpuUs),
    total: medianOf(oursRounds, total),
  };
  const bare = {
    server: medianOf(bareRounds, (round) => round.saturatedCpuUs),
    clients: medianOf(bareRounds, (round) => round.clientsCpuUs),
    total: medianOf(bareRounds, total),
  };
  return `- Machine CPU per message while saturated (every process: server, ${postgres ? "PostgreSQL's processes" : 'database inside the server'}, clients), medians: IdeaIgnite ${fmt(ours.server, 0)} + ${fmt(ours.database, 0)} + ${fmt(ours.clients, 0)} = ${fmt(ours.total, 0)} µs; relay ${fmt(bare.server, 0)} + ${fmt(bare.clients, 0)} = ${fmt(bare.total, 0)} µs (${ratio(ours.total, bare.total)}). With the server's own cost at zero, the database and the clients alone would allow at most ${ratio(bare.total, ours.database + ours.clients)} of the relay's rate on the same cores.`;
}

function report(ours: Connected, bare: Connected, oursRounds: Round[], bareRounds: Round[]): string {
  const r = overServerRounds(ours, oursRounds);
  const b = overServerRounds(bare, bareRounds);
  const perRound = oursRounds.map((round, index) =>
    ratio(round.saturated.perSecond, bareRounds[index]!.saturated.perSecond),
  );
  const notes = [r.paced, r.saturated, b.paced, b.saturated]
    .map((result) => result.firstError)
    .filter(Boolean);
  return [
    `## Realtime delivery (bench/realtime/realtime.ts, ${postgres ? 'PostgreSQL' : 'PGlite'})`,
    '',
    `${new Date().toISOString()} · ${machineLine()}`,
    `${clients} websocket clients in a ring (client i → client i+1), all in the bench process (one clock for latency: emit → receiver's receiveMessage). Paced: ${rate} msg/s for ${pacedSeconds} s. Saturated: ${messages} messages with ${inFlight} in flight (capped at ${maxSeconds} s). Both servers run side by side, each with its own clients connected; ${rounds} rounds, the order alternating; msg/s, p50 and p99 are the medians of the rounds, delivered and failed/lost their sums. Real server: buildApp on ${DB} in a child process, each message stored (and a notification upserted) before delivery; each ring pair connected (an accepted Ignite), and the per-sender message limits raised for load generation (still counted). Baseline: a bare Socket.IO relay in a child process, no auth, no DB.`,
    '',
    table(
      [
        'phase',
        'server',
        'delivered',
        'failed/lost',
        'msg/s',
        'p50 ms',
        'p99 ms',
        'msg/s ratio',
        'p50 ratio',
        'p99 ratio',
      ],
      [
        row('paced', 'IdeaIgnite', r.paced, b.paced),
        row('', 'bare relay', b.paced),
        row('saturated', 'IdeaIgnite', r.saturated, b.saturated),
        row('', 'bare relay', b.saturated),
      ],
    ),
    '',
    `- Connecting ${clients} clients (batches of ${batch}): IdeaIgnite ${fmt(r.connectSeconds, 2)} s, relay ${fmt(b.connectSeconds, 2)} s. Server memory for the connected clients (after GC): IdeaIgnite heap ${signed(r.socketsHeapMb)} MB / RSS ${signed(r.socketsRssMb)} MB, relay heap ${signed(b.socketsHeapMb)} MB / RSS ${signed(b.socketsRssMb)} MB; peak RSS while saturated: IdeaIgnite ${fmt(r.peakRssMb)} MB, relay ${fmt(b.peakRssMb)} MB.`,
    `- Longest event-loop stall in the server: paced IdeaIgnite ${fmt(r.pacedStallMs, 0)} ms, relay ${fmt(b.pacedStallMs, 0)} ms; saturated IdeaIgnite ${fmt(r.saturatedStallMs, 0)} ms, relay ${fmt(b.saturatedStallMs, 0)} ms.`,
    `- Server CPU per message while saturated (the server process from /proc, all threads; PostgreSQL's backends not in it), medians: IdeaIgnite ${fmt(median(oursRounds.map((round) => round.saturatedCpuUs)), 0)} µs, relay ${fmt(median(bareRounds.map((round) => round.saturatedCpuUs)), 0)} µs.`,
    machineCpuLine(oursRounds, bareRounds),
    `- Saturated msg/s, IdeaIgnite ÷ relay, round by round: ${perRound.join(', ')} (IdeaIgnite ${oursRounds.map((round) => fmt(round.saturated.perSecond, 0)).join(', ')}; relay ${bareRounds.map((round) => fmt(round.saturated.perSecond, 0)).join(', ')}).`,
    ...(notes.length > 0 ? [`- First error answered: ${notes[0]}`] : []),
  ].join('\n');
}
