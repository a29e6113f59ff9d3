import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { STREAM_SAVER_MASTER, STREAM_SMALL_POSTER, STREAM_STRIP } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { type Ladder, transcodeLadder } from '../../media/hls/ladder.ts';
import { parseMasterPlaylist, parseMediaPlaylist } from '../../media/hls/playlist.ts';
import { storeMissingPoster } from './posters-service.ts';
import {
  type ClaimedStream,
  claimNextStream,
  completeStream,
  extendStreamLease,
  failStream,
  releaseStream,
} from './streams-repository.ts';
import { lacksPoster } from './videos-repository.ts';

/** The scheduler's name for the transcode job. */
export const STREAMS_JOB = 'video-streams';

/** How long a claim holds without news; the job renews it every LEASE_RENEW_MS while it works. */
export const STREAM_LEASE_MS = 5 * 60_000;
const LEASE_RENEW_MS = 60_000;
/** Tries before "processing failed", and the wait before each next one. */
export const STREAM_TRIES = 3;
const RETRY_AFTER_MS = [60_000, 10 * 60_000];

export type StreamDeps = Pick<
  Container,
  'db' | 'storage' | 'dataDir' | 'clock' | 'log' | 'transcodeConcurrency' | 'realtime'
>;
/** What makes the ladder: ffmpeg (media/hls/ladder.ts); tests count or break it. */
export type Transcoder = (input: string, outDir: string, options: { signal: AbortSignal }) => Promise<Ladder>;

/** The files under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The upload as a file on this machine: where disk storage keeps it, or copied down from the bucket. */
async function localCopy(deps: StreamDeps, key: string, workDir: string): Promise<string> {
  const missing = () => new Error(`the upload ${key} is missing from storage`);
  if (deps.storage.localRoot) {
    // Asked before any program runs: a missing file costs a stat, not an ffprobe (~0.1 s of CPU).
    const file = path.join(deps.storage.localRoot, key);
    if (!(await stat(file).catch(() => null))?.isFile()) throw missing();
    return file;
  }
  const file = await deps.storage.read(key);
  if (!file) throw missing();
  const target = path.join(workDir, `source${path.extname(key)}`);
  await pipeline(file.stream, createWriteStream(target));
  return target;
}

/** Every playlist the ladder wrote parses and names only segments that exist; the strip, small poster and data saver's master are there. */
async function checkLadder(outDir: string, files: Set<string>) {
  for (const file of [STREAM_STRIP.file, STREAM_SMALL_POSTER, STREAM_SAVER_MASTER])
    if (!files.has(file)) throw new Error(`the ladder has no ${file}`);
  const variants = parseMasterPlaylist(await readFile(path.join(outDir, 'master.m3u8'), 'utf8'));
  for (const variant of variants) {
    const playlist = parseMediaPlaylist(await readFile(path.join(outDir, variant.uri), 'utf8'));
    for (const segment of playlist.segments) {
      const file = path.join(path.dirname(variant.uri), segment.uri);
      if (!files.has(file)) throw new Error(`${variant.uri} names a missing segment ${segment.uri}`);
    }
  }
}

/**
 * Makes and stores one claimed video's ladder under `hls/<videoId>/<run>/`, then marks it ready.
 * A failure is retried later (STREAM_TRIES in all); a stop (`signal`) hands the video back.
 */
export async function transcodeClaimed(
  deps: StreamDeps,
  claimed: ClaimedStream,
  signal: AbortSignal,
  transcode: Transcoder = transcodeLadder,
): Promise<void> {
  const workDir = path.join(deps.dataDir, 'tmp', `hls-${claimed.id}-${randomUUID().slice(0, 8)}`);
  const outDir = path.join(workDir, 'out');
  const renew = setInterval(() => {
    const until = new Date(deps.clock.now().getTime() + STREAM_LEASE_MS);
    void extendStreamLease(deps.db, claimed.id, until).catch(() => undefined);
  }, LEASE_RENEW_MS);
  const prefix = `hls/${claimed.id}/${randomUUID().slice(0, 8)}/`;
  let stored = false;
  try {
    await mkdir(workDir, { recursive: true });
    const input = await localCopy(deps, claimed.storageKey, workDir);
    const ladder = await transcode(input, outDir, { signal });
    const files = await filesUnder(outDir);
    await checkLadder(outDir, new Set(files));
    for (const file of files)
      await deps.storage.putFile(`${prefix}${file.split(path.sep).join('/')}`, path.join(outDir, file));
    stored = true;
    const renditions = [...ladder.rungs.map((rung) => rung.name), ...(ladder.audioOnly ? ['audio'] : [])];
    const key = `${prefix}master.m3u8`;
    if (await completeStream(deps.db, claimed.id, { key, renditions })) {
      // Open pages switch to the ladder; the owner watching their upload sees it ready.
      await deps.realtime.broadcast(claimed.userId, 'videoStreamUpdated', claimed.id, {
        state: 'ready',
        url: deps.storage.publicUrl(key),
      });
      // Its poster is made after the upload's answer (decision 048); one the server stopped
      // before making is made here, from the copy the ladder was made from.
      if (await lacksPoster(deps.db, claimed.id))
        await storeMissingPoster(deps, claimed.id, input).catch((error: unknown) =>
          deps.log.warn({ videoId: claimed.id, err: error }, 'a video poster could not be made'),
        );
    } else {
      // Deleted while it was transcoded: nothing may be left of it.
      await deps.storage.deletePrefix(`hls/${claimed.id}/`);
    }
  } catch (error) {
    if (stored) await deps.storage.deletePrefix(prefix).catch(() => undefined);
    if (signal.aborted) {
      await releaseStream(deps.db, claimed.id);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const wait = RETRY_AFTER_MS[claimed.attempts - 1];
    const retryAt =
      claimed.attempts < STREAM_TRIES && wait !== undefined
        ? new Date(deps.clock.now().getTime() + wait)
        : null;
    deps.log.warn(
      { videoId: claimed.id, attempt: claimed.attempts, err: error },
      'a video could not be transcoded',
    );
    await failStream(deps.db, claimed.id, message, retryAt);
    if (!retryAt)
      await deps.realtime.broadcast(claimed.userId, 'videoStreamUpdated', claimed.id, {
        state: 'failed',
        url: null,
      });
  } finally {
    clearInterval(renew);
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The transcode job's run: up to `transcodeConcurrency` videos at once in this process, each
 * worker taking the next waiting video until none is left.
 */
export async function transcodeWaiting(
  deps: StreamDeps,
  signal: AbortSignal,
  transcode: Transcoder = transcodeLadder,
): Promise<void> {
  const worker = async () => {
    while (!signal.aborted) {
      const now = deps.clock.now();
      const claimed = await claimNextStream(deps.db, now, new Date(now.getTime() + STREAM_LEASE_MS));
      if (!claimed) return;
      await transcodeClaimed(deps, claimed, signal, transcode);
    }
  };
  await Promise.all(Array.from({ length: deps.transcodeConcurrency }, worker));
}
