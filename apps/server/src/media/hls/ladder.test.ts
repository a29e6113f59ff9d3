import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { STREAM_SAVER_MASTER, STREAM_SMALL_POSTER, STREAM_STRIP } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLabel } from '../../test/test-database.ts';
import {
  KEYFRAME_SECONDS,
  LADDER,
  probeVideo,
  rungsFor,
  SEGMENT_SECONDS,
  transcodeLadder,
} from './ladder.ts';
import { PlaylistError, parseMasterPlaylist, parseMediaPlaylist } from './playlist.ts';

const execute = promisify(execFile);
/** Runs ffmpeg or ffprobe with `args` written as on a command line (no argument holds a space). */
const run = async (tool: 'ffmpeg' | 'ffprobe', args: string, ...last: string[]) =>
  (await execute(tool, [...args.split(/\s+/).filter(Boolean), ...last])).stdout;

/** The keyframes' times in a rendition (its playlist read by ffprobe), in milliseconds. */
async function keyframeTimes(playlist: string): Promise<number[]> {
  const times = await run(
    'ffprobe',
    '-v error -select_streams v:0 -skip_frame nokey -show_entries frame=pts_time -of csv=p=0',
    playlist,
  );
  return times
    .split('\n')
    .filter(Boolean)
    .map((time) => Math.round(Number.parseFloat(time) * 1000));
}

/** The bytes of a rendition's video packets: the picture's own bitrate, without the container's. */
async function videoBytes(playlist: string): Promise<number> {
  const sizes = await run(
    'ffprobe',
    '-v error -select_streams v:0 -show_entries packet=size -of csv=p=0',
    playlist,
  );
  return sizes
    .split('\n')
    .filter(Boolean)
    .reduce((sum, size) => sum + Number.parseInt(size, 10), 0);
}

/** A rendition's first video stream: its codec and height. */
async function videoStream(playlist: string) {
  const json = await run(
    'ffprobe',
    '-v error -select_streams v:0 -show_entries stream=codec_name,height -of json',
    playlist,
  );
  return (JSON.parse(json) as { streams: { codec_name: string; height: number }[] }).streams[0];
}

// The transcoder needs no database: it runs once, in the embedded database's pass.
describe.skipIf(databaseLabel() === 'PostgreSQL')(
  'the HLS ladder (issue 27), from a real 720p clip with sound',
  () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ladder-test-'));
    const clip = path.join(dir, 'pitch.mp4');
    const out = path.join(dir, 'hls');
    let ladder: Awaited<ReturnType<typeof transcodeLadder>>;

    beforeAll(async () => {
      // 10 s of a busy test picture and a tone: hard to compress, so the bitrate caps are tested.
      await run(
        'ffmpeg',
        '-nostdin -loglevel error -y -f lavfi -i testsrc2=size=1280x720:rate=30 -f lavfi -i sine=frequency=440:sample_rate=48000 -t 10 -c:v libx264 -preset ultrafast -b:v 6M -c:a aac',
        clip,
      );
      ladder = await transcodeLadder(clip, out);
    }, 120_000);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('writes every rung up to the source and an audio-only rendition, listed with bandwidths', async () => {
      expect(ladder.rungs.map((rung) => rung.name)).toEqual(['144p', '240p', '360p', '480p', '720p']);
      const variants = parseMasterPlaylist(await readFile(ladder.master, 'utf8'));
      expect(variants.map((variant) => variant.uri)).toEqual([
        ...ladder.rungs.map((rung) => `${rung.name}/index.m3u8`),
        'audio/index.m3u8',
      ]);
      expect(variants.slice(0, 5).map((variant) => variant.resolution?.height)).toEqual([
        144, 240, 360, 480, 720,
      ]);
      const bandwidths = variants.slice(0, 5).map((variant) => variant.bandwidth);
      expect(bandwidths).toEqual([...bandwidths].sort((a, b) => a - b));
      expect(variants[5]?.resolution).toBeNull();
      expect(variants[5]?.codecs.every((codec) => codec.startsWith('mp4a'))).toBe(true);
    });

    it('encodes each rung in H.264 at its height, under its bitrate target, in two 2 s segments then ~4 s ones', async () => {
      for (const rung of ladder.rungs) {
        const playlist = path.join(out, rung.name, 'index.m3u8');
        expect(await videoStream(playlist)).toEqual({ codec_name: 'h264', height: rung.height });
        const media = parseMediaPlaylist(await readFile(playlist, 'utf8'));
        expect(media.ended).toBe(true);
        expect(media.targetDuration).toBeLessThanOrEqual(SEGMENT_SECONDS + 1);
        const seconds = media.segments.reduce((sum, segment) => sum + segment.durationS, 0);
        expect(seconds).toBeCloseTo(10, 0);
        // Two short segments first (the first picture on a slow link, and no wait after it), then ~4 s ones.
        expect(media.segments.map((segment) => Math.round(segment.durationS))).toEqual([2, 2, 4, 2]);
        for (const segment of media.segments)
          expect((await stat(path.join(out, rung.name, segment.uri))).size).toBeGreaterThan(0);
        // The picture's bitrate over the whole clip: under its target (a busy picture meets the cap).
        const kbps = ((await videoBytes(playlist)) * 8) / seconds / 1000;
        expect(kbps, rung.name).toBeLessThan(rung.videoKbps);
      }
    });

    it('writes data saver’s master playlist beside it: the lowest picture and the sound alone', async () => {
      const saver = parseMasterPlaylist(await readFile(path.join(out, STREAM_SAVER_MASTER), 'utf8'));
      expect(saver.map((variant) => variant.uri)).toEqual(['144p/index.m3u8', 'audio/index.m3u8']);
    });

    it('lists each rendition at its measured peak and average bandwidth, container included', async () => {
      for (const variant of parseMasterPlaylist(await readFile(ladder.master, 'utf8'))) {
        const playlist = path.join(out, variant.uri);
        const media = parseMediaPlaylist(await readFile(playlist, 'utf8'));
        const rates = await Promise.all(
          media.segments.map(async (segment) => ({
            seconds: segment.durationS,
            bits: (await stat(path.join(path.dirname(playlist), segment.uri))).size * 8,
          })),
        );
        const total = rates.reduce((sum, rate) => sum + rate.bits, 0);
        const seconds = rates.reduce((sum, rate) => sum + rate.seconds, 0);
        expect(variant.averageBandwidth, variant.uri).toBe(Math.round(total / seconds));
        for (const rate of rates.filter((candidate) => candidate.seconds >= 1))
          expect(variant.bandwidth, variant.uri).toBeGreaterThanOrEqual(Math.floor(rate.bits / rate.seconds));
      }
    });

    it('puts keyframes at the same instants in every rung, so a player can switch at any segment', async () => {
      const times = await Promise.all(
        ladder.rungs.map((rung) => keyframeTimes(path.join(out, rung.name, 'index.m3u8'))),
      );
      for (const rungTimes of times) expect(rungTimes).toEqual(times[0]);
      expect(times[0]?.length).toBeGreaterThanOrEqual(10 / KEYFRAME_SECONDS);
    });

    it('makes, in the same pass, a strip of ten moments for seeking and a small poster', async () => {
      const picture = async (file: string) =>
        JSON.parse(
          await run('ffprobe', '-v error -show_entries stream=codec_name,width,height -of json', file),
        ).streams[0];
      const { frames, width, height } = STREAM_STRIP;
      expect(await picture(path.join(out, STREAM_STRIP.file))).toEqual({
        codec_name: 'mjpeg',
        width: frames * width,
        height,
      });
      expect(await picture(path.join(out, STREAM_SMALL_POSTER))).toEqual({
        codec_name: 'mjpeg',
        width: 480,
        height: 270,
      });
    });

    it('never scales up: a 360p source gets 144p, 240p and 360p; a tiny one its own height', () => {
      expect(rungsFor(360).map((rung) => rung.name)).toEqual(['144p', '240p', '360p']);
      expect(rungsFor(1080).map((rung) => rung.height)).toEqual(LADDER.map((rung) => rung.height));
      expect(rungsFor(121)).toEqual([expect.objectContaining({ name: '120p', height: 120 })]);
    });

    it('reads a portrait phone clip as taller than wide', async () => {
      const landscape = path.join(dir, 'landscape.mp4');
      const portrait = path.join(dir, 'portrait.mp4');
      await run(
        'ffmpeg',
        '-nostdin -loglevel error -y -f lavfi -i testsrc2=size=640x360:rate=25 -t 1 -c:v libx264 -preset ultrafast',
        landscape,
      );
      // As a phone stores it: the frames landscape, and a rotation to show them upright.
      await run(
        'ffmpeg',
        '-nostdin -loglevel error -y -i',
        landscape,
        '-c',
        'copy',
        '-metadata:s:v:0',
        'rotate=90',
        portrait,
      );
      expect(await probeVideo(portrait)).toMatchObject({ width: 360, height: 640, hasAudio: false });
    });

    it('fails cleanly on a file that is not a video', async () => {
      const corrupt = path.join(dir, 'corrupt.mp4');
      writeFileSync(corrupt, Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(4096, 7)]));
      await expect(transcodeLadder(corrupt, path.join(dir, 'corrupt'))).rejects.toThrow();
    });
  },
);

describe('reading HLS playlists', () => {
  const media = (lines: string[]) =>
    ['#EXTM3U', '#EXT-X-TARGETDURATION:4', ...lines, '#EXT-X-ENDLIST'].join('\n');

  it('refuses a playlist that is not one, a variant without a bandwidth and a segment over the target', () => {
    expect(() => parseMasterPlaylist('hello')).toThrow(PlaylistError);
    expect(() =>
      parseMasterPlaylist('#EXTM3U\n#EXT-X-STREAM-INF:RESOLUTION=256x144\n144p/index.m3u8'),
    ).toThrow(PlaylistError);
    expect(() => parseMediaPlaylist(media(['#EXTINF:6.0,', 'segment-000.ts']))).toThrow(
      /longer than the target/,
    );
  });

  it('reads the segments of a valid one', () => {
    expect(
      parseMediaPlaylist(media(['#EXTINF:4.0,', 'segment-000.ts', '#EXTINF:2.5,', 'segment-001.ts'])),
    ).toEqual({
      targetDuration: 4,
      ended: true,
      segments: [
        { uri: 'segment-000.ts', durationS: 4 },
        { uri: 'segment-001.ts', durationS: 2.5 },
      ],
    });
  });
});
