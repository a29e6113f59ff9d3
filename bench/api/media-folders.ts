/**
 * What one /media request costs the server when the file's folder holds many files, against the
 * same request from a folder of a hundred: every poster, avatar and video of a community lives in
 * one folder per kind (`posters/<uuid>.webp`), and every rendition under `hls/<video>/`.
 *
 * The real server (child process, PGlite) serves two folders of its media storage: `few` (100
 * files) and `many` (`--files`, 100,000 by default; empty files but the one asked for, a 20 KB
 * poster-sized file in each). Each round sends `--requests` GETs of that one file from each
 * folder (8 at a time), the order alternating; the server's CPU from /proc is divided by the
 * requests. Bar: the median of the rounds' many ÷ few ≤ 1.1× (a request's cost does not grow
 * with its folder).
 *
 *   npx tsx bench/api/media-folders.ts [--files 100000] [--requests 5000] [--rounds 5]
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { log, machineLine, option, runBench } from '../lib/harness.ts';
import { cpuSeconds } from '../lib/proc.ts';
import { startRealServer } from '../lib/servers.ts';
import { fmt, median, ratio, table } from '../lib/stats.ts';

const files = option('files', 100_000);
const requests = option('requests', 5000);
const rounds = option('rounds', 5);
const IN_FLIGHT = 8;
const BAR = 1.1;
const POSTER = randomBytes(20 * 1024);

/** A folder of `count` files named as the app names them; answers the key of the one with bytes. */
async function fill(mediaDir: string, folder: string, count: number): Promise<string> {
  const dir = path.join(mediaDir, folder);
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count - 1; i += 1) {
    const handle = await open(path.join(dir, `${crypto.randomUUID()}.webp`), 'w');
    await handle.close();
  }
  const name = `${crypto.randomUUID()}.webp`;
  writeFileSync(path.join(dir, name), POSTER);
  return `${folder}/${name}`;
}

runBench('bench/api/media-folders', 30 * 60_000, async () => {
  log('starting the real server (PGlite)');
  const child = await startRealServer({});
  try {
    const base = `http://127.0.0.1:${child.port}`;
    const pid = child.process.pid!;
    const mediaDir = path.join(child.payload.dataDir, 'media');
    log(`filling media/bench-few with 100 files and media/bench-many with ${files}`);
    const folders = [
      { name: 'few', count: 100, key: await fill(mediaDir, 'bench-few', 100) },
      { name: 'many', count: files, key: await fill(mediaDir, 'bench-many', files) },
    ];

    const get = async (key: string) => {
      const response = await fetch(`${base}/media/${key}`);
      const body = await response.arrayBuffer();
      if (response.status !== 200 || body.byteLength !== POSTER.length)
        throw new Error(`/media/${key}: ${response.status}, ${body.byteLength} bytes`);
    };
    const send = async (key: string, count: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < count) {
            next += 1;
            await get(key);
          }
        }),
      );
    };

    // Warm-up: both folders, so neither is measured while the JIT compiles the route.
    for (const folder of folders) await send(folder.key, Math.min(200, requests));

    const perRequest = new Map<string, number[]>(folders.map((folder) => [folder.name, []]));
    const wall = new Map<string, number[]>(folders.map((folder) => [folder.name, []]));
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? folders : [...folders].reverse();
      const cost = new Map<string, number>();
      for (const folder of order) {
        const cpuBefore = cpuSeconds(pid);
        const start = performance.now();
        await send(folder.key, requests);
        wall.get(folder.name)!.push((performance.now() - start) / requests);
        const cpu = ((cpuSeconds(pid) - cpuBefore) * 1e6) / requests;
        perRequest.get(folder.name)!.push(cpu);
        cost.set(folder.name, cpu);
      }
      ratios.push(cost.get('many')! / cost.get('few')!);
      log(
        `round ${round + 1}: few ${fmt(cost.get('few')!, 0)} µs, many ${fmt(cost.get('many')!, 0)} µs a request`,
      );
    }

    const few = median(perRequest.get('few')!);
    const many = median(perRequest.get('many')!);
    const verdict = median(ratios) <= BAR ? 'PASS' : 'FAIL';
    return [
      '## A /media request from a folder of many files (bench/api/media-folders.ts)',
      '',
      `${machineLine()}. The real server on PGlite; one 20 KB file asked for ${requests} times a round from each folder, ${IN_FLIGHT} at a time, ${rounds} rounds, the order alternating; medians. Server CPU from /proc.`,
      '',
      table(
        ['folder', 'files in it', 'server CPU µs per request', 'wall ms per request'],
        folders.map((folder) => [
          folder.name,
          folder.count,
          fmt(median(perRequest.get(folder.name)!), 0),
          fmt(median(wall.get(folder.name)!), 2),
        ]),
      ),
      '',
      `- many ÷ few: **${fmt(median(ratios), 2)}×** the median of the rounds (${ratios.map((value) => `${fmt(value, 2)}×`).join(', ')}; medians' ratio ${ratio(many, few)}); bar ≤ ${BAR}×: **${verdict}**.`,
    ].join('\n');
  } finally {
    await child.stop();
  }
});
