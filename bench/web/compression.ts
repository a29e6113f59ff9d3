/**
 * What API answer compression costs and saves: for real feed answers (fetched from a running
 * server with --url, signed in as the demo Hustler) it times brotli and gzip at several levels
 * and compares the CPU spent with the transfer time saved on a phone's link (Lighthouse's slow 4G:
 * 1.6 Mbit/s) and on a fast one (20 Mbit/s). apps/server/src/plugins/compression.ts uses brotli 4
 * and gzip 5.
 *
 *   npx tsx bench/web/compression.ts --url=http://127.0.0.1:4170 [--rounds 200]
 */
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { API } from '@ideaignite/contract';
import { option, runBench } from '../lib/harness.ts';
import { fmt, median, table } from '../lib/stats.ts';

const SLOW_4G_BYTES_PER_MS = 1_600_000 / 8 / 1000;
const FAST_BYTES_PER_MS = 20_000_000 / 8 / 1000;

const codecs: { name: string; compress: (input: Buffer) => Buffer }[] = [
  ...[1, 4, 6, 11].map((quality) => ({
    name: `brotli ${quality}`,
    compress: (input: Buffer) =>
      brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
  })),
  ...[1, 5, 9].map((level) => ({
    name: `gzip ${level}`,
    compress: (input: Buffer) => gzipSync(input, { level }),
  })),
];

async function samples(base: string): Promise<{ name: string; body: Buffer }[]> {
  const signin = await fetch(new URL(API.signin, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'hustler@demo.ideaignite.in', password: 'Ignite@2025' }),
  });
  if (!signin.ok) throw new Error(`sign-in failed: ${signin.status}`);
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const paths = [
    '/api/userprofile/getvideos?limit=20',
    '/api/userprofile/Dashcontent?limit=12',
    '/api/users?limit=20',
  ];
  return Promise.all(
    paths.map(async (path) => {
      const response = await fetch(new URL(path, base), {
        headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'identity' },
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return { name: path, body: Buffer.from(await response.arrayBuffer()) };
    }),
  );
}

runBench('bench/web/compression', 5 * 60_000, async () => {
  const base = process.argv.find((arg) => arg.startsWith('--url='))?.slice(6) ?? process.env.BENCH_URL;
  if (!base) throw new Error('give --url=<a running IdeaIgnite with the demo data>');
  const rounds = option('rounds', 200);
  const rows: (string | number)[][] = [];
  for (const sample of await samples(base)) {
    for (const codec of codecs) {
      const times: number[] = [];
      let size = 0;
      for (let round = 0; round < rounds; round += 1) {
        const start = performance.now();
        size = codec.compress(sample.body).length;
        times.push(performance.now() - start);
      }
      const cpuMs = median(times);
      const saved = sample.body.length - size;
      rows.push([
        sample.name,
        codec.name,
        fmt(sample.body.length / 1024),
        fmt(size / 1024),
        fmt(cpuMs, 3),
        fmt(saved / SLOW_4G_BYTES_PER_MS, 1),
        fmt(saved / FAST_BYTES_PER_MS, 1),
      ]);
    }
  }
  return [
    `## bench/web/compression.ts: API answer compression, median of ${rounds} rounds`,
    '',
    table(
      [
        'answer',
        'codec',
        'raw KB',
        'compressed KB',
        'CPU ms',
        'saved ms on slow 4G',
        'saved ms at 20 Mbit/s',
      ],
      rows,
    ),
  ].join('\n');
});
