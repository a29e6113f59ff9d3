/**
 * The video benches' shared steps: a 1080p test clip made with ffmpeg (kept between runs), its
 * upload through the real API, the wait for its HLS ladder, and the CPU time the server's
 * children (ffmpeg) used.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, MAX_VIDEO_BYTES, type Video, type VideoStream } from '@ideaignite/contract';
import type { BenchChild } from '../lib/child.ts';
import { log } from '../lib/harness.ts';
import type { RealServerPayload } from '../lib/real-server.ts';
import { fmt, MB, sleep } from '../lib/stats.ts';
import { uploadMultipart } from '../upload/multipart-upload.ts';

export const CLIP_SECONDS = 120;
/**
 * 1920×1080 at 30 fps, H.264 high profile at ~3.2 Mbit/s (x264's rate control fills it: the test
 * pattern carries moving noise, so it does not compress to nothing) and a 440 Hz tone in AAC:
 * ~50.3 MB (48 MiB) for 120 s, under MAX_VIDEO_BYTES. `+faststart` puts the index first, progressive
 * playback's best case.
 */
const CLIP_ARGS = [
  ...'-nostdin -loglevel error -y -f lavfi -i'.split(' '),
  'testsrc2=size=1920x1080:rate=30,noise=alls=12:allf=t',
  ...'-f lavfi -i sine=frequency=440:sample_rate=48000'.split(' '),
  ...`-t ${CLIP_SECONDS} -c:v libx264 -preset veryfast -profile:v high -pix_fmt yuv420p`.split(' '),
  ...'-b:v 3200k -maxrate 3400k -bufsize 6400k -g 60 -c:a aac -b:a 128k -movflags +faststart -shortest'.split(
    ' ',
  ),
];

/** The clip, made once (minutes on 2 cores) and kept in the temp dir for later runs. */
export function makeClip(): string {
  const dir = path.join(tmpdir(), 'ideaignite-bench-video');
  const file = path.join(dir, `clip-1080p-${CLIP_SECONDS}s.mp4`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    log(`making a ${CLIP_SECONDS} s 1080p clip with ffmpeg (a few minutes; kept at ${file})`);
    const part = file.replace(/\.mp4$/, '.part.mp4');
    execFileSync('ffmpeg', [...CLIP_ARGS, part], { stdio: 'inherit' });
    renameSync(part, file);
  }
  const size = statSync(file).size;
  if (size > MAX_VIDEO_BYTES) throw new Error(`${file} is ${size} bytes, over MAX_VIDEO_BYTES`);
  log(`clip: ${file}, ${fmt(size / MB)} MB (${size} bytes)`);
  return file;
}

/** The clip's duration in seconds (ffprobe). */
export function clipSeconds(file: string): number {
  const out = execFileSync('ffprobe', [
    ...'-v error -show_entries format=duration -of csv=p=0'.split(' '),
    file,
  ]).toString();
  return Number(out.trim());
}

/** Uploads `file` as user 0's video through POST addvideo (multipart); answers the new video. */
export async function uploadClip(
  server: BenchChild<RealServerPayload>,
  file: string,
  title: string,
): Promise<{ video: Video; seconds: number }> {
  const result = await uploadMultipart({
    url: `http://127.0.0.1:${server.port}${API.addVideo}`,
    token: server.payload.users[0]!.token,
    fields: { title, description: 'A 1080p test clip uploaded by the video benches.' },
    fileField: 'video',
    filePath: file,
    fileName: path.basename(file),
    contentType: 'video/mp4',
  });
  if (result.status !== 201)
    throw new Error(`upload answered ${result.status}: ${result.body.slice(0, 300)}`);
  return { video: (JSON.parse(result.body) as { video: Video }).video, seconds: result.ms / 1000 };
}

/** GET /api/videos/:id as the bench's user is answered. */
async function videoOf(server: BenchChild<RealServerPayload>, videoId: string): Promise<Video> {
  const response = await fetch(`http://127.0.0.1:${server.port}${API.video(videoId)}`, {
    headers: { authorization: `Bearer ${server.payload.users[0]!.token}` },
  });
  if (!response.ok) throw new Error(`GET video answered ${response.status}`);
  return ((await response.json()) as { video: Video }).video;
}

/** The video's stream, as the player gets it. */
export async function streamOf(server: BenchChild<RealServerPayload>, videoId: string): Promise<VideoStream> {
  return (await videoOf(server, videoId)).stream;
}

/** Polls the API until the video has its poster (made after the upload's answer, decision 048). */
export async function waitForPoster(
  server: BenchChild<RealServerPayload>,
  videoId: string,
  { timeoutMs = 30_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if ((await videoOf(server, videoId)).posterUrl) return;
    if (Date.now() > until) throw new Error(`no poster after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Polls the API every `everyMs` until the video's stream is in one of `states`; throws on 'failed'. */
export async function waitForStream(
  server: BenchChild<RealServerPayload>,
  videoId: string,
  states: VideoStream['state'][],
  { timeoutMs, everyMs = 250 }: { timeoutMs: number; everyMs?: number },
): Promise<VideoStream> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const stream = await streamOf(server, videoId);
    if (states.includes(stream.state)) return stream;
    if (stream.state === 'failed') throw new Error(`the video's transcode failed`);
    if (Date.now() > until) throw new Error(`stream still ${stream.state} after ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}
