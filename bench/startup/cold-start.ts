// Cold start: from spawning a server node to its first ready /readyz, and its memory then, for the
// compiled server (`node apps/server/dist/main.js`, what `npm start` and the image run) against
// the same sources through the TypeScript loader (`node --import tsx apps/server/src/main.ts`, what
// ran before). Rounds are interleaved and alternate which goes first; the medians are reported.
// Both open the same embedded database, migrated once before the rounds, so the figures are the
// server's own start, not creating a database.
//
//   npx tsx bench/startup/cold-start.ts [--rounds 7]
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { atExit, log, machineLine, option, runBench } from '../lib/harness.ts';
import { REPO_DIR } from '../lib/servers.ts';
import { fmt, median, ratio, table } from '../lib/stats.ts';

const VARIANTS = {
  'compiled (node dist/main.js)': ['--enable-source-maps', 'apps/server/dist/main.js'],
  'tsx loader (before)': ['--import', 'tsx', 'apps/server/src/main.ts'],
} as const;
type Variant = keyof typeof VARIANTS;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** One start: milliseconds from spawn to the first 200 from /readyz, and RSS at that moment. */
async function startOnce(variant: Variant, dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...VARIANTS[variant]], {
    cwd: REPO_DIR,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant} exited ${child.exitCode}: ${stderr}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (performance.now() - started > 120_000) throw new Error(`${variant} not ready in 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { ms: performance.now() - started, rss: rssMb(child.pid ?? 0) };
  } finally {
    await stop(child);
  }
}

runBench('cold-start', 20 * 60_000, async () => {
  const rounds = option('rounds', 7);
  log('building the server (apps/server/build.mjs)');
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: REPO_DIR, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ideaignite-cold-start-'));
  atExit(() => rmSync(dataDir, { recursive: true, force: true }));
  log('migrating the embedded database once');
  await startOnce('compiled (node dist/main.js)', dataDir);

  const names = Object.keys(VARIANTS) as Variant[];
  const figures = new Map<Variant, { ms: number[]; rss: number[] }>(
    names.map((n) => [n, { ms: [], rss: [] }]),
  );
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const variant of order) {
      const { ms, rss } = await startOnce(variant, dataDir);
      figures.get(variant)!.ms.push(ms);
      figures.get(variant)!.rss.push(rss);
      log(`round ${round + 1}/${rounds} ${variant}: ${fmt(ms, 0)} ms, ${fmt(rss, 0)} MB`);
    }
  }
  const baseline = figures.get('tsx loader (before)')!;
  const rows = names.map((variant) => {
    const { ms, rss } = figures.get(variant)!;
    return [
      variant,
      fmt(median(ms), 0),
      `${fmt(Math.min(...ms), 0)}–${fmt(Math.max(...ms), 0)}`,
      ratio(median(ms), median(baseline.ms)),
      fmt(median(rss), 0),
      ratio(median(rss), median(baseline.rss)),
    ];
  });
  return [
    `## Cold start: spawn → first ready /readyz (embedded database, ${rounds} interleaved rounds, medians)`,
    '',
    table(['server', 'ms (median)', 'range', '÷ tsx', 'RSS MB at ready', '÷ tsx'], rows),
    '',
    machineLine(),
  ].join('\n');
});
