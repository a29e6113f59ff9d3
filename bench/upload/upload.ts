/**
 * Upload memory and throughput: the real server (child process, PGlite, temp DATA_DIR) takes
 * (a) one and (b) eight concurrent 50 MB video uploads streamed from a file. The server reports
 * process.memoryUsage() every 50 ms over IPC; peak RSS growth over idle is checked against the
 * 64 MB bar. Throughput is compared with a plain stream copy of the same bytes on the same disk.
 * (c) one upload at a time while the server transcodes another video's HLS ladder, and before
 * that with no transcode running (upload/while-transcoding.ts), each against a stream copy in the
 * same rounds: bar 0.9× the copy. (d) the same rounds against a bare multipart server
 * (upload/bare-upload-server.ts): the ceiling of any upload over HTTP on this machine.
 *
 *   npx tsx bench/upload/upload.ts [--size-mb 50] [--concurrency 8] [--transcode-rounds 3]
 */

import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { API, MAX_VIDEO_BYTES } from '@ideaignite/contract';
import { type BenchChild, type MemorySample, startChild } from '../lib/child.ts';
import { atExit, log, machineLine, option, runBench } from '../lib/harness.ts';
import type { RealServerPayload } from '../lib/real-server.ts';
import { BENCH_DIR, REPO_DIR, startRealServer } from '../lib/servers.ts';
import { fmt, MB, median, ratio, sleep, table } from '../lib/stats.ts';
import { CLIP_SECONDS } from '../video/clip.ts';
import { uploadMultipart } from './multipart-upload.ts';
import {
  handlerSteps,
  type Rounds,
  streamCopySeconds,
  uploadsWhileTranscoding,
} from './while-transcoding.ts';

const sizeBytes = Math.round(option('size-mb', 50) * MB);
const concurrency = option('concurrency', 8);
const transcodeRounds = option('transcode-rounds', 3);
const BAR_MB = 64;
const TRANSCODING_BAR = 0.9;
const BARE_ROUNDS = 5;
const SAMPLE_MS = 50;

/** The guide clip padded with zeros to the exact size: a real mp4 header, so the type check passes. */
async function makeVideo(file: string) {
  const clip = readFileSync(path.join(REPO_DIR, 'apps/web/public/guides/getting-started.mp4'));
  const handle = await open(file, 'w');
  try {
    await handle.write(clip);
    const zeros = Buffer.alloc(MB);
    for (let written = clip.length; written < sizeBytes; written += zeros.length) {
      await handle.write(zeros, 0, Math.min(zeros.length, sizeBytes - written));
    }
  } finally {
    await handle.close();
  }
}

interface Phase {
  seconds: number;
  mbPerSecond: number;
}

async function streamCopies(source: string, dir: string, count: number): Promise<Phase> {
  const started = performance.now();
  const targets = Array.from({ length: count }, (_, index) => path.join(dir, `copy-${index}.mp4`));
  await Promise.all(targets.map((target) => pipeline(createReadStream(source), createWriteStream(target))));
  const seconds = (performance.now() - started) / 1000;
  for (const target of targets) rmSync(target, { force: true });
  return { seconds, mbPerSecond: (count * sizeBytes) / MB / seconds };
}

async function uploads(server: BenchChild<RealServerPayload>, file: string, count: number): Promise<Phase> {
  const { token } = server.payload.users[0]!;
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      uploadMultipart({
        url: `http://127.0.0.1:${server.port}${API.addVideo}`,
        token,
        fields: {
          title: `Bench pitch ${index + 1}`,
          description: 'A 50 MB pitch video streamed by the upload bench.',
        },
        fileField: 'video',
        filePath: file,
        fileName: `pitch-${index + 1}.mp4`,
        contentType: 'video/mp4',
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const result of results) {
    if (result.status !== 201)
      throw new Error(`upload answered ${result.status}: ${result.body.slice(0, 300)}`);
  }
  return { seconds, mbPerSecond: (count * sizeBytes) / MB / seconds };
}

/**
 * (d) The ceiling: `count` rounds of one upload to the bare server (bare-upload-server.ts: the
 * same multipart plugin, the file streamed to disk, nothing else) and one stream copy, the order
 * alternating. Medians of each.
 */
async function bareCeiling(file: string, work: string, count: number) {
  const bare = await startChild(path.join(BENCH_DIR, 'upload/bare-upload-server.ts'), {
    BENCH_DATA_DIR: work,
  });
  const uploadSeconds: number[] = [];
  const copySeconds: number[] = [];
  try {
    for (let round = 1; round <= count; round += 1) {
      const upload = async () => {
        const result = await uploadMultipart({
          url: `http://127.0.0.1:${bare.port}/`,
          token: 'none',
          fields: { title: `Bare ${round}` },
          fileField: 'video',
          filePath: file,
          fileName: 'pitch.mp4',
          contentType: 'video/mp4',
        });
        if (result.status !== 201) throw new Error(`the bare server answered ${result.status}`);
        uploadSeconds.push(result.ms / 1000);
      };
      const copy = async () => {
        copySeconds.push(await streamCopySeconds(file, work));
      };
      for (const step of round % 2 === 1 ? [upload, copy] : [copy, upload]) await step();
    }
  } finally {
    await bare.stop();
  }
  return { upload: median(uploadSeconds), copy: median(copySeconds), uploadSeconds, copySeconds };
}

const KEYS = ['rss', 'heapUsed', 'external', 'arrayBuffers'] as const;
type Memory = Pick<MemorySample, (typeof KEYS)[number]>;

/** Per field, the highest value the server reported between `from` and `to`. */
function peakOf(samples: MemorySample[], from: number, to: number): Memory {
  const inside = samples.filter((sample) => sample.at >= from && sample.at <= to);
  return Object.fromEntries(
    KEYS.map((key) => [key, Math.max(0, ...inside.map((sample) => sample[key]))]),
  ) as unknown as Memory;
}

/** Idle memory: collect garbage in the server, let it settle, take the median of a second of samples. */
async function idleMemory(server: BenchChild<RealServerPayload>): Promise<Memory> {
  await server.request({ type: 'gc' }, 'gc-done');
  await sleep(500);
  const from = Date.now();
  await sleep(1000);
  const inside = server.samples.filter((sample) => sample.at >= from);
  return Object.fromEntries(
    KEYS.map((key) => [key, median(inside.map((sample) => sample[key]))]),
  ) as unknown as Memory;
}

/** Runs a phase and returns its result with the server's peak memory while it ran. */
async function measured<T>(server: BenchChild<RealServerPayload>, run: () => Promise<T>) {
  const from = Date.now();
  const result = await run();
  await sleep(4 * SAMPLE_MS);
  return { result, peak: peakOf(server.samples, from, Date.now()) };
}

runBench('upload', 15 * 60_000, async () => {
  if (sizeBytes > MAX_VIDEO_BYTES)
    throw new Error(`--size-mb is over the server's limit of ${MAX_VIDEO_BYTES} bytes`);
  const work = mkdtempSync(path.join(tmpdir(), 'ideaignite-bench-upload-'));
  atExit(() => rmSync(work, { recursive: true, force: true }));
  const video = path.join(work, 'pitch.mp4');
  await makeVideo(video);
  log(`made a ${fmt(sizeBytes / MB)} MB mp4 at ${video}`);

  const server = await startRealServer({ users: 1, role: 'Hustler', memIntervalMs: SAMPLE_MS });
  const coldIdle = await idleMemory(server);
  log(`server idle RSS ${fmt(coldIdle.rss / MB)} MB`);

  log('(a) stream copy, then one upload');
  const copyOne = await streamCopies(video, work, 1);
  const one = await measured(server, () => uploads(server, video, 1));
  const idleBeforeMany = await idleMemory(server);

  log(`(b) ${concurrency} stream copies, then ${concurrency} concurrent uploads`);
  const copyMany = await streamCopies(video, work, concurrency);
  const many = await measured(server, () => uploads(server, video, concurrency));

  const tempDir = path.join(server.payload.dataDir, 'tmp');
  const temps = () => (existsSync(tempDir) ? readdirSync(tempDir).length : 0);
  // Each upload's poster is made after its answer (decision 048), from a second name of its file
  // in tmp/: what is left once those are made is what an upload leaves behind.
  for (let waited = 0; temps() > 0 && waited < 60_000; waited += 250) await sleep(250);
  const leftovers = temps();
  const stored = readdirSync(path.join(server.payload.dataDir, 'media/videos')).length;
  await server.stop();
  const { poster: posterSeconds } = await handlerSteps(video, work);
  const during = await uploadsWhileTranscoding(video, sizeBytes, work, transcodeRounds);
  log(`(d) ${BARE_ROUNDS} rounds of an upload to a bare multipart server and a stream copy`);
  const ceiling = await bareCeiling(video, work, BARE_ROUNDS);
  const copyRatio = (rounds: Rounds) => rounds.uploadMbPerSecond / rounds.copyMbPerSecond;

  const growthOne = (one.peak.rss - coldIdle.rss) / MB;
  const growthMany = (many.peak.rss - coldIdle.rss) / MB;
  const overWarm = (key: (typeof KEYS)[number]) => fmt((many.peak[key] - idleBeforeMany[key]) / MB);
  const verdict = growthMany < BAR_MB ? 'PASS' : 'FAIL';
  const rows = [
    [
      '(a) 1 upload',
      fmt(growthOne),
      fmt(one.result.mbPerSecond),
      fmt(copyOne.mbPerSecond),
      ratio(one.result.mbPerSecond, copyOne.mbPerSecond),
      fmt(one.result.seconds, 2),
    ],
    [
      `(b) ${concurrency} concurrent`,
      fmt(growthMany),
      fmt(many.result.mbPerSecond),
      fmt(copyMany.mbPerSecond),
      ratio(many.result.mbPerSecond, copyMany.mbPerSecond),
      fmt(many.result.seconds, 2),
    ],
    ...(
      [
        ['no transcode', during.idle],
        ['transcode running', during.transcoding],
      ] as const
    ).map(([name, rounds]) => [
      `(c) 1 upload, ${name} (median of ${transcodeRounds})`,
      'n/a',
      fmt(rounds.uploadMbPerSecond),
      fmt(rounds.copyMbPerSecond),
      ratio(rounds.uploadMbPerSecond, rounds.copyMbPerSecond),
      fmt(median(rounds.uploadSeconds), 2),
    ]),
  ];
  const steps = (rounds: Rounds) =>
    `the structure check (mp4LooksPlayable, in the request) ${fmt(rounds.checkSeconds * 1000, 1)} ms, ${fmt((rounds.checkSeconds / median(rounds.uploadSeconds)) * 100, 1)}% of the upload's median time; the poster frame (makeVideoPoster, after the answer) ${fmt(rounds.posterSeconds, 2)} s`;
  const seconds = (values: number[]) => values.map((value) => fmt(value, 2)).join(', ');
  return [
    '## Upload memory and throughput (bench/upload/upload.ts)',
    '',
    `${new Date().toISOString()} · ${machineLine()}`,
    `File: ${fmt(sizeBytes / MB)} MB mp4 (${sizeBytes} bytes), streamed from disk as multipart with an exact Content-Length. Server: buildApp on PGlite in a child process, RSS sampled every ${SAMPLE_MS} ms. Baseline: a stream copy (createReadStream → createWriteStream) of the same bytes, same count, same disk.`,
    '',
    table(
      ['phase', 'peak RSS growth MB', 'upload MB/s', 'stream copy MB/s', 'upload/copy', 'upload wall s'],
      rows,
    ),
    '',
    `- Server idle: RSS ${fmt(coldIdle.rss / MB)} MB after start (of which JS heap ${fmt(coldIdle.heapUsed / MB)} MB, external incl. PGlite's WASM memory ${fmt(coldIdle.external / MB)} MB); RSS ${fmt(idleBeforeMany.rss / MB)} MB before (b). During (b), over the pre-(b) idle: RSS ${overWarm('rss')} MB, JS heap ${overWarm('heapUsed')} MB, external ${overWarm('external')} MB, array buffers ${overWarm('arrayBuffers')} MB (peaks of each, not simultaneous).`,
    `- ${stored} videos stored, ${leftovers} temp files left in DATA_DIR/tmp. Each upload's poster frame is made by ffmpeg after its answer (decision 048): ${fmt(posterSeconds, 2)} s for this file, run alone (outside the upload time).`,
    `- (c) a server of its own with the job scheduler started. No transcode: upload s per round ${seconds(during.idle.uploadSeconds)}, copy s ${seconds(during.idle.copySeconds)}. While another video's 1080p clip (${fmt(CLIP_SECONDS, 0)} s) is transcoded (still 'processing' after ${during.overlapping} of ${transcodeRounds} uploads): upload s ${seconds(during.transcoding.uploadSeconds)}, copy s ${seconds(during.transcoding.copySeconds)}; upload MB/s while transcoding ÷ with none: ${ratio(during.transcoding.uploadMbPerSecond, during.idle.uploadMbPerSecond)}.`,
    `- The upload's own work on the file, timed alone with the server's functions after each round: no transcode, ${steps(during.idle)}; transcode running, ${steps(during.transcoding)}.`,
    `- **${copyRatio(during.transcoding) >= TRANSCODING_BAR ? 'PASS' : 'FAIL'}**: upload while transcoding / stream copy = ${ratio(during.transcoding.uploadMbPerSecond, during.transcoding.copyMbPerSecond)} (bar: ≥ ${TRANSCODING_BAR}×; with no transcode ${ratio(during.idle.uploadMbPerSecond, during.idle.copyMbPerSecond)}).`,
    `- (d) The ceiling of an upload over HTTP here: a bare Fastify server with the same multipart plugin that only streams the file to disk (bare-upload-server.ts; no token, type check, probe, poster or database), median of ${BARE_ROUNDS} rounds interleaved with a stream copy: upload ${fmt(ceiling.upload, 2)} s (${seconds(ceiling.uploadSeconds)}), copy ${fmt(ceiling.copy, 2)} s (${seconds(ceiling.copySeconds)}): **${ratio(ceiling.copy, ceiling.upload)} the copy**. Ours while transcoding is ${ratio(ceiling.upload, median(during.transcoding.uploadSeconds))} the bare server's throughput.`,
    `- **${verdict}**: peak RSS growth for ${concurrency} concurrent ${fmt(sizeBytes / MB, 0)} MB uploads is ${fmt(growthMany)} MB (bar: under ${BAR_MB} MB).`,
  ].join('\n');
});
