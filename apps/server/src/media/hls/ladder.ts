import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DATA_SAVER_MAX_HEIGHT,
  STREAM_SAVER_MASTER,
  STREAM_SMALL_POSTER,
  STREAM_STRIP,
} from '@ideaignite/contract';
import { runProgram } from '../run-program.ts';
import { parseMediaPlaylist } from './playlist.ts';

/**
 * One rung of the HLS ladder (issue 27): a height and the bitrates it is encoded at. The video
 * targets follow PeerTube's and Apple's authoring guidance for H.264, a little lower for the
 * smallest rungs, which exist for 2G/3G links of a few hundred kbit/s.
 */
export interface Rung {
  name: string;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

export const LADDER: readonly Rung[] = [
  { name: '144p', height: 144, videoKbps: 95, audioKbps: 48 },
  { name: '240p', height: 240, videoKbps: 240, audioKbps: 64 },
  { name: '360p', height: 360, videoKbps: 500, audioKbps: 96 },
  { name: '480p', height: 480, videoKbps: 900, audioKbps: 96 },
  { name: '720p', height: 720, videoKbps: 1800, audioKbps: 128 },
];

/** The audio-only rendition, for links too slow for any picture. */
export const AUDIO_ONLY = { name: 'audio', audioKbps: 64 } as const;

/**
 * Seconds per segment; keyframes are forced at every multiple of KEYFRAME_SECONDS in every rung.
 * The first SHORT_SEGMENTS segments are KEYFRAME_SECONDS long, the rest SEGMENT_SECONDS: on a slow
 * link the first picture needs only the first segment (half the bytes); the second, as short,
 * arrives before the first has played (a 4 s one at 400 kbit/s did not, by a hair: one wait in the
 * bench); longer segments after them spend fewer round trips per second of video.
 */
export const SEGMENT_SECONDS = 4;
export const SHORT_SEGMENTS = 2;

/**
 * Each rung is encoded at a constant quality, capped at its bitrate (the decoder's buffer starts
 * a fifth full, so the opening seconds cannot burst over the cap): a busy picture gets the cap, a
 * still one (a slide, a talking head on a plain wall) far less, so slow links fetch no padding.
 */
const CRF = 23;
export const KEYFRAME_SECONDS = 2;

/** What ffprobe tells of a file that matters to the ladder. */
export interface Probe {
  width: number;
  height: number;
  durationS: number;
  hasAudio: boolean;
  videoCodec: string;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/**
 * The video's picture size as shown (a phone's portrait clip is stored landscape with a rotation),
 * its duration and whether it has sound; throws when ffprobe finds no video stream (a corrupt or
 * non-video upload).
 */
export async function probeVideo(file: string): Promise<Probe> {
  const { stdout } = await runProgram(
    'ffprobe',
    [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name,width,height:stream_tags=rotate:stream_side_data=rotation:format=duration',
      '-of',
      'json',
      file,
    ],
    { timeoutMs: 30_000 },
  );
  const answer = JSON.parse(stdout) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const video = answer.streams?.find(
    (stream) => stream.codec_type === 'video' && stream.width && stream.height,
  );
  if (!video?.width || !video.height) throw new Error('no video stream');
  const rotation = Math.abs(Number(video.side_data_list?.[0]?.rotation ?? video.tags?.rotate ?? 0)) % 180;
  const [width, height] = rotation === 90 ? [video.height, video.width] : [video.width, video.height];
  return {
    width,
    height,
    durationS: Number(answer.format?.duration ?? 0),
    hasAudio: Boolean(answer.streams?.some((stream) => stream.codec_type === 'audio')),
    videoCodec: video.codec_name ?? 'unknown',
  };
}

/**
 * The rungs for a source `height` pixels tall: every rung up to it, never above (no upscaling);
 * a source smaller than the smallest rung gets that one rung at its own height.
 */
export function rungsFor(height: number): Rung[] {
  const rungs = LADDER.filter((rung) => rung.height <= height);
  if (rungs.length) return rungs;
  const even = Math.max(2, height - (height % 2));
  return [{ ...(LADDER[0] as Rung), name: `${even}p`, height: even }];
}

/** The strip's and the small poster's pictures, from the same decoded frames as the rungs. */
function pictureFilters(durationS: number): string[] {
  const { frames, width, height } = STREAM_STRIP;
  const fit = `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2`;
  return [
    `[strip]fps=${frames}/${Math.max(durationS, 0.1).toFixed(3)},${fit},setsar=1,tile=${frames}x1[stripOut]`,
    // The most telling of the first two seconds' frames, 480 wide.
    '[poster]scale=480:-2,setsar=1,thumbnail=50[posterOut]',
  ];
}

/**
 * ffmpeg's arguments for the whole ladder in one pass: the picture decoded once and scaled for
 * each rung, H.264 (main profile, capped bitrate) + AAC, keyframes forced at the same instants in
 * every rung so a player can switch at any segment, ~4 s MPEG-TS segments, each rung's playlist
 * under `outDir/<rung>/`, the audio-only rendition under `outDir/audio/`, and `master.m3u8` with
 * every rung's bandwidth; then, from the same frames, the seeking strip and the small poster
 * (STREAM_STRIP, STREAM_SMALL_POSTER) beside the master playlist.
 */
export function ladderArgs(
  input: string,
  outDir: string,
  rungs: readonly Rung[],
  hasAudio: boolean,
  durationS: number,
): string[] {
  const split = `[0:v]split=${rungs.length + 2}${rungs.map((_, index) => `[s${index}]`).join('')}[strip][poster]`;
  const scales = rungs.map(
    (rung, index) => `[s${index}]scale=-2:${rung.height}:flags=bicubic,setsar=1[v${index}]`,
  );
  const args = [
    ...options('-nostdin -loglevel error -y -i'),
    input,
    '-filter_complex',
    [split, ...scales, ...pictureFilters(durationS)].join(';'),
  ];
  rungs.forEach(({ videoKbps: kbps }, index) => {
    const capped = `-crf:v:${index} ${CRF} -maxrate:v:${index} ${kbps}k -bufsize:v:${index} ${Math.round(kbps * 1.5)}k`;
    args.push(...options(`-map [v${index}] -c:v:${index} libx264 ${capped}`));
  });
  const streams = rungs.map((rung, index) => `v:${index}${hasAudio ? `,a:${index}` : ''},name:${rung.name}`);
  if (hasAudio) {
    // The sound once per rung (each rung's segments carry their own), then alone.
    const audio = [...rungs.map((rung) => rung.audioKbps), AUDIO_ONLY.audioKbps];
    audio.forEach((kbps, index) => {
      args.push(...options(`-map 0:a:0 -c:a:${index} aac -b:a:${index} ${kbps}k -ac:a:${index} 2`));
    });
    streams.push(`a:${rungs.length},name:${AUDIO_ONLY.name}`);
  }
  args.push(
    ...options('-preset veryfast -profile:v main -pix_fmt yuv420p -sc_threshold 0 -x264-params vbv-init=0.2'),
    ...options(`-force_key_frames expr:gte(t,n_forced*${KEYFRAME_SECONDS})`),
    // Cut at every keyframe; regroupSegments then joins all but the first in pairs.
    ...options(`-f hls -hls_time ${KEYFRAME_SECONDS} -hls_playlist_type vod -hls_flags independent_segments`),
    ...options('-hls_segment_type mpegts -master_pl_name master.m3u8'),
    '-hls_segment_filename',
    path.join(outDir, '%v', 'segment-%03d.ts'),
    '-var_stream_map',
    streams.join(' '),
    path.join(outDir, '%v', 'index.m3u8'),
    ...options('-map [stripOut] -frames:v 1 -q:v 5'),
    path.join(outDir, STREAM_STRIP.file),
    ...options('-map [posterOut] -frames:v 1 -q:v 4'),
    path.join(outDir, STREAM_SMALL_POSTER),
  );
  return args;
}

/** Options written as on a command line; none of them holds a space (paths are passed apart). */
const options = (line: string) => line.split(' ');

/** The ladder as written: its rungs (and the audio-only rendition), the master playlist's file. */
export interface Ladder {
  rungs: Rung[];
  audioOnly: boolean;
  master: string;
  probe: Probe;
}

/**
 * Transcodes `input` to the HLS ladder under `outDir` (created), at the lowest CPU priority (nice
 * 19: the pass runs many encoder threads, and at nice 10 together they outweighed a request's
 * thread; decision 048) so that serving people goes first. Rejects when ffmpeg fails (a corrupt upload), when `signal` aborts
 * (the process is stopping; the job is claimed again later), or after `timeoutMs`.
 */
export async function transcodeLadder(
  input: string,
  outDir: string,
  {
    signal,
    timeoutMs = 30 * 60_000,
    niceness = 19,
  }: { signal?: AbortSignal; timeoutMs?: number; niceness?: number } = {},
): Promise<Ladder> {
  const probe = await probeVideo(input);
  const rungs = rungsFor(probe.height);
  await mkdir(outDir, { recursive: true });
  for (const name of [...rungs.map((rung) => rung.name), ...(probe.hasAudio ? [AUDIO_ONLY.name] : [])])
    await mkdir(path.join(outDir, name), { recursive: true });
  const args = ladderArgs(input, outDir, rungs, probe.hasAudio, probe.durationS);
  await runProgram('ffmpeg', args, { signal, timeoutMs, niceness, maxStdoutBytes: 64 * 1024 });
  for (const name of [...rungs.map((rung) => rung.name), ...(probe.hasAudio ? [AUDIO_ONLY.name] : [])])
    await regroupSegments(path.join(outDir, name));
  await measureBandwidths(path.join(outDir, 'master.m3u8'));
  await writeSaverMaster(path.join(outDir, 'master.m3u8'));
  return { rungs, audioOnly: probe.hasAudio, master: path.join(outDir, 'master.m3u8'), probe };
}

/**
 * One rendition's KEYFRAME_SECONDS segments regrouped: the first SHORT_SEGMENTS kept alone, then
 * joined in runs of SEGMENT_SECONDS / KEYFRAME_SECONDS. MPEG-TS segments cut from one stream join byte for byte
 * (each starts on a keyframe with its tables; timestamps and counters run on), and the playlist
 * is written again with each group's length.
 */
export async function regroupSegments(dir: string): Promise<void> {
  const playlistFile = path.join(dir, 'index.m3u8');
  const text = await readFile(playlistFile, 'utf8');
  const lines = text.split('\n');
  const segments = parseMediaPlaylist(text).segments.map(({ uri, durationS }) => ({
    seconds: durationS,
    uri,
  }));
  const perGroup = Math.max(1, Math.round(SEGMENT_SECONDS / KEYFRAME_SECONDS));
  const groups = segments.slice(0, SHORT_SEGMENTS).map((segment) => [segment]);
  for (let at = SHORT_SEGMENTS; at < segments.length; at += perGroup)
    groups.push(segments.slice(at, at + perGroup));
  const written: { seconds: number; uri: string }[] = [];
  for (const [index, group] of groups.entries()) {
    const uri = `part-${String(index).padStart(3, '0')}.ts`;
    const parts = await Promise.all(group.map((segment) => readFile(path.join(dir, segment.uri))));
    await writeFile(path.join(dir, uri), Buffer.concat(parts));
    written.push({ seconds: group.reduce((sum, segment) => sum + segment.seconds, 0), uri });
  }
  for (const segment of segments) await rm(path.join(dir, segment.uri), { force: true });
  const final = written.map((segment) => ({ ...segment, uri: segment.uri.replace(/^part-/, 'segment-') }));
  for (const [index, segment] of final.entries())
    await rename(path.join(dir, written[index]?.uri ?? ''), path.join(dir, segment.uri));
  const target = Math.ceil(Math.max(KEYFRAME_SECONDS, ...final.map((segment) => segment.seconds)));
  const head = lines.filter(
    (line) => line.startsWith('#') && !/^#(EXTINF|EXT-X-ENDLIST|EXT-X-TARGETDURATION)/.test(line),
  );
  await writeFile(
    playlistFile,
    [
      ...head.slice(0, 2),
      `#EXT-X-TARGETDURATION:${target}`,
      ...head.slice(2),
      ...final.flatMap((segment) => [`#EXTINF:${segment.seconds.toFixed(6)},`, segment.uri]),
      '#EXT-X-ENDLIST',
      '',
    ].join('\n'),
  );
}

/**
 * The master playlist's bandwidths as the segments really are: BANDWIDTH the peak of any segment
 * (container included, as the HLS spec asks) and AVERAGE-BANDWIDTH the whole rendition's. ffmpeg
 * writes the encoders' caps without the MPEG-TS overhead, which made a player on a 400 kbit/s link
 * pick 240p (a 1.5 s wait in the bench's minute); measured, 240p no longer looks as if it fits.
 */
export async function measureBandwidths(master: string): Promise<void> {
  const dir = path.dirname(master);
  const lines = (await readFile(master, 'utf8')).split('\n');
  for (const [at, line] of lines.entries()) {
    const uri = lines[at + 1]?.trim();
    if (!line.startsWith('#EXT-X-STREAM-INF:') || !uri) continue;
    const playlist = path.join(dir, uri);
    const { segments } = parseMediaPlaylist(await readFile(playlist, 'utf8'));
    let [peak, bits, seconds] = [0, 0, 0];
    for (const { uri: segment, durationS: duration } of segments) {
      if (!duration) continue;
      const size = (await stat(path.join(path.dirname(playlist), segment))).size * 8;
      // A last sliver of a segment (a fraction of a second) says nothing of the rate.
      if (duration >= 1) peak = Math.max(peak, size / duration);
      [bits, seconds] = [bits + size, seconds + duration];
    }
    if (!seconds) continue;
    const average = Math.round(bits / seconds);
    peak = Math.max(peak, average);
    lines[at] = line
      .replace(/,AVERAGE-BANDWIDTH=\d+/, '')
      .replace(/BANDWIDTH=\d+/, `BANDWIDTH=${Math.round(peak)},AVERAGE-BANDWIDTH=${average}`);
  }
  await writeFile(master, lines.join('\n'));
}

/**
 * Data saver's master playlist beside `master`: its header, the lowest picture rendition and the
 * sound alone. A browser playing HLS itself offers no cap and no caution of its own: given 144p
 * and 240p on a 400 kbit/s link it climbed to 240p and waited twice in a minute (the bench);
 * hls.js, capped at 240p, stays at 144p there. 240p stays in the player's menu, by choice.
 */
export async function writeSaverMaster(master: string): Promise<void> {
  const lines = (await readFile(master, 'utf8')).split('\n');
  const heightOf = (line: string) => Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? 0);
  const pictures = lines.filter((line) => line.startsWith('#EXT-X-STREAM-INF:') && heightOf(line) > 0);
  const lowest = Math.min(...pictures.map(heightOf), DATA_SAVER_MAX_HEIGHT);
  const kept: string[] = [];
  for (const [at, line] of lines.entries()) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      if (heightOf(line) <= lowest) kept.push(line, lines[at + 1] ?? '', '');
    } else if (line.startsWith('#') && !lines[at - 1]?.startsWith('#EXT-X-STREAM-INF:')) kept.push(line);
  }
  await writeFile(path.join(path.dirname(master), STREAM_SAVER_MASTER), `${kept.join('\n').trimEnd()}\n`);
}
