/**
 * Upload scenario (c) of bench/upload/upload.ts (issue 27): 50 MB uploads while the server's
 * transcode job makes another video's HLS ladder. A server of its own, with the job scheduler
 * started as main.ts starts it (TRANSCODE_CONCURRENCY 1), first takes `rounds` uploads with no
 * transcode running (each upload's own short ladder is waited for before the next round), then
 * the 1080p test clip, and once that video's stream is 'processing', `rounds` more while it is
 * transcoded (checked still 'processing' after each). Every round times one upload and one plain
 * stream copy of the same bytes, the order alternating; the upload's poster, made after its answer,
 * is waited for (untimed) before the next step, so that it never runs beside a copy and slows it
 * (the copies after an upload took 0.16-0.34 s, those before one 0.11-0.14 s). The upload handler's check of the file
 * (its MP4 structure, decision 048) and the poster frame made after the answer are timed alone
 * after each round, with the server's functions.
 */
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mp4LooksPlayable } from '../../apps/server/src/media/mp4-structure.ts';
import type { MediaStorage } from '../../apps/server/src/media/storage.ts';
import { makeVideoPoster } from '../../apps/server/src/media/video-poster.ts';
import type { BenchChild } from '../lib/child.ts';
import { log } from '../lib/harness.ts';
import type { RealServerPayload } from '../lib/real-server.ts';
import { startRealServer } from '../lib/servers.ts';
import { fmt, MB, median } from '../lib/stats.ts';
import { makeClip, streamOf, uploadClip, waitForPoster, waitForStream } from '../video/clip.ts';

export interface Rounds {
  uploadMbPerSecond: number;
  copyMbPerSecond: number;
  uploadSeconds: number[];
  copySeconds: number[];
  /** Median seconds of the handler's structure check and of the poster frame made after the answer, timed alone. */
  checkSeconds: number;
  posterSeconds: number;
}
export interface WhileTranscoding {
  idle: Rounds;
  transcoding: Rounds;
  /** Transcoding rounds after which the other video was still 'processing'. */
  overlapping: number;
}

async function timed(step: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await step();
  return (performance.now() - started) / 1000;
}

/** Seconds of one plain stream copy of `file` into `work` (the copy is removed after). */
export async function streamCopySeconds(file: string, work: string): Promise<number> {
  const target = path.join(work, 'copy-beside-upload.mp4');
  try {
    return await timed(() => pipeline(createReadStream(file), createWriteStream(target)));
  } finally {
    rmSync(target, { force: true });
  }
}

/**
 * The upload's own check of the file (in the request) and its poster (after the answer, decision
 * 048), the server's own functions, on `file`.
 */
export async function handlerSteps(file: string, dir: string) {
  const storage = { async putFile() {} } as unknown as MediaStorage;
  let playable = false;
  const check = await timed(async () => {
    playable = await mp4LooksPlayable(file);
  });
  if (!playable)
    throw new Error(`${file} is not a playable MP4 by its structure: the upload would run ffprobe`);
  return { check, poster: await timed(() => makeVideoPoster(storage, file, dir)) };
}

/** `count` rounds of one upload and one stream copy, the order alternating; `after` ends each. */
async function rounds(
  server: BenchChild<RealServerPayload>,
  options: { file: string; sizeBytes: number; work: string; count: number; label: string },
  after: (videoId: string) => Promise<void>,
): Promise<Rounds> {
  const uploadSeconds: number[] = [];
  const copySeconds: number[] = [];
  const steps: { check: number; poster: number }[] = [];
  for (let round = 1; round <= options.count; round += 1) {
    let videoId = '';
    const upload = async () => {
      const { video, seconds } = await uploadClip(server, options.file, `${options.label} ${round}`);
      videoId = video._id;
      uploadSeconds.push(seconds);
      await waitForPoster(server, videoId);
    };
    const copy = async () => {
      copySeconds.push(await streamCopySeconds(options.file, options.work));
    };
    for (const step of round % 2 === 1 ? [upload, copy] : [copy, upload]) await step();
    steps.push(await handlerSteps(options.file, options.work));
    log(
      `  ${options.label} ${round}: upload ${fmt(uploadSeconds.at(-1)!, 2)} s, copy ${fmt(copySeconds.at(-1)!, 2)} s`,
    );
    await after(videoId);
  }
  const mbPerSecond = (seconds: number[]) => options.sizeBytes / MB / median(seconds);
  return {
    uploadMbPerSecond: mbPerSecond(uploadSeconds),
    copyMbPerSecond: mbPerSecond(copySeconds),
    uploadSeconds,
    copySeconds,
    checkSeconds: median(steps.map((step) => step.check)),
    posterSeconds: median(steps.map((step) => step.poster)),
  };
}

export async function uploadsWhileTranscoding(
  file: string,
  sizeBytes: number,
  work: string,
  count: number,
): Promise<WhileTranscoding> {
  const clip = makeClip();
  const server = await startRealServer({ users: 1, role: 'Hustler', scheduler: true });
  try {
    log(`(c) ${count} rounds of upload and stream copy with no transcode running`);
    const idle = await rounds(server, { file, sizeBytes, work, count, label: 'no transcode' }, async (id) => {
      await waitForStream(server, id, ['ready', 'failed'], { timeoutMs: 180_000 });
    });
    const first = await uploadClip(server, clip, 'Video being transcoded');
    await waitForStream(server, first.video._id, ['processing', 'ready'], {
      timeoutMs: 60_000,
      everyMs: 100,
    });
    log(`(c) ${count} rounds while the 1080p clip's ladder is transcoded`);
    let overlapping = 0;
    const transcoding = await rounds(
      server,
      { file, sizeBytes, work, count, label: 'transcoding' },
      async () => {
        if ((await streamOf(server, first.video._id)).state === 'processing') overlapping += 1;
      },
    );
    return { idle, transcoding, overlapping };
  } finally {
    await server.stop();
  }
}
