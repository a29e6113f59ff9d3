/**
 * How long starting ffprobe holds the server's main thread: started by the server itself
 * (`execFile`, as the upload's probe and poster did) against started by the program runner
 * (`runProgram`: a small process forked at start sends and receives one message each).
 *
 * The process is first made the size of a server on the embedded database (the runner forked
 * before, as main.ts does; then PGlite opened and migrated, and the app built), since a spawn
 * forks the process that makes it and costs in proportion to its memory. Then `--rounds` rounds,
 * the order alternating, each starting `--spawns` probes of a small clip one after another both
 * ways. Measured per start: the synchronous time of the call that starts it (the main thread is
 * held for all of it) and the longest event-loop delay over the whole run of the probe
 * (perf_hooks.monitorEventLoopDelay). Medians over all starts of each way.
 *
 *   npx tsx bench/upload/spawn-stall.ts [--rounds 5] [--spawns 10]
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runProgram, startProgramRunner } from '../../apps/server/src/media/run-program.ts';
import { fmt, median, percentile, ratio, table } from '../lib/stats.ts';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, spawns: { type: 'string', default: '10' } },
});
const rounds = Number(values.rounds);
const spawns = Number(values.spawns);

interface Start {
  /** The synchronous part of the call that starts the program. */
  callMs: number;
  /** The longest event-loop delay while the program ran. */
  loopMaxMs: number;
}

const probeArgs = (file: string) => ['-v', 'error', '-show_entries', 'format=duration', '-of', 'json', file];

async function timed(start: () => Promise<unknown>): Promise<Start> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  // The monitor's timer must be running before the start, or a stall in it goes unseen.
  await new Promise((resolve) => setTimeout(resolve, 5));
  let callMs = 0;
  const begin = performance.now();
  const running = start();
  callMs = performance.now() - begin;
  await running;
  // One more turn, so a delay at the end is counted.
  await new Promise((resolve) => setTimeout(resolve, 5));
  loop.disable();
  return { callMs, loopMaxMs: loop.max / 1e6 };
}

async function main() {
  startProgramRunner();
  const work = mkdtempSync(path.join(tmpdir(), 'ideaignite-spawn-stall-'));
  const clip = path.join(work, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'],
    ...['-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-y', clip],
  ]);
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const config = loadConfig(
    { NODE_ENV: 'production', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), PORT: '0' },
    [],
  );
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const rssMb = process.memoryUsage().rss / 1024 / 1024;

  const ways = {
    'the server spawns (execFile)': () =>
      new Promise<void>((resolve, reject) =>
        execFile('ffprobe', probeArgs(clip), { timeout: 10_000 }, (error) =>
          error ? reject(error) : resolve(),
        ),
      ),
    'the program runner spawns (runProgram)': () =>
      runProgram('ffprobe', probeArgs(clip), { timeoutMs: 10_000 }),
  };
  const names = Object.keys(ways) as (keyof typeof ways)[];
  const results = new Map<string, Start[]>(names.map((name) => [name, []]));
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? names : [...names].reverse();
    for (const name of order) {
      const starts: Start[] = [];
      for (let index = 0; index < spawns; index++) starts.push(await timed(ways[name]));
      results.get(name)!.push(...starts);
      console.error(
        `round ${round} ${name}: call ${fmt(median(starts.map((s) => s.callMs)), 2)} ms, loop max ${fmt(median(starts.map((s) => s.loopMaxMs)), 2)} ms (medians of ${spawns})`,
      );
    }
  }
  await app.close();
  await database.close();
  rmSync(work, { recursive: true, force: true });

  const [server, runner] = names.map((name) => results.get(name)!);
  const callOf = (starts: Start[]) => median(starts.map((s) => s.callMs));
  const loopOf = (starts: Start[]) => median(starts.map((s) => s.loopMaxMs));
  console.log(
    [
      "## Starting ffprobe: the server's main thread held (bench/upload/spawn-stall.ts)",
      '',
      `${new Date().toISOString()} · Node ${process.version} · the process at ${fmt(rssMb, 0)} MB RSS (PGlite open and migrated, the app built) · ${rounds} rounds × ${spawns} probes each way, the order alternating`,
      '',
      table(
        [
          'way',
          'call that starts it, median ms',
          'longest event-loop delay per probe, median ms',
          'p90 of that',
        ],
        [server!, runner!].map((starts, index) => [
          names[index]!,
          fmt(callOf(starts), 2),
          fmt(loopOf(starts), 2),
          fmt(
            percentile(
              starts.map((s) => s.loopMaxMs),
              90,
            ),
            2,
          ),
        ]),
      ),
      '',
      `Runner ÷ server: call ${ratio(callOf(runner!), callOf(server!))}, event-loop delay ${ratio(loopOf(runner!), loopOf(server!))}.`,
    ].join('\n'),
  );
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
