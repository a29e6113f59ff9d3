import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FTYP_THEN_HTML, mp4Video } from '../test/fixtures.ts';
import { mp4LooksPlayable } from './mp4-structure.ts';
import { isPlayableVideo } from './video-probe.ts';

const work = mkdtempSync(path.join(tmpdir(), 'ideaignite-mp4-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ffmpeg = (...args: string[]) =>
  execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', ...args]);
const at = (name: string) => path.join(work, name);
const write = (name: string, data: Buffer) => {
  writeFileSync(at(name), data);
  return at(name);
};

/** A two-second clip with sound (H.264 + AAC unless `codec` says otherwise), moov at the end. */
function clip(name: string, codec = 'libx264'): string {
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '2', '-c:v', codec, '-pix_fmt', 'yuv420p', '-c:a', 'aac', at(name)],
  );
  return at(name);
}
const remux = (from: string, name: string, ...flags: string[]) => {
  ffmpeg('-i', from, '-c', 'copy', ...flags, at(name));
  return at(name);
};

/** The byte offset of the first `type` box's content in `data` (a plain search: enough for test files). */
const contentOf = (data: Buffer, type: string, after = 0) =>
  data.indexOf(Buffer.from(type, 'latin1'), after) + 4;
/** Where the video sample entry's format (`avc1`) is: inside stsd, not in ftyp's brands. */
const sampleEntry = (data: Buffer) => contentOf(data, 'avc1', contentOf(data, 'stsd')) - 4;

describe('an MP4 or QuickTime upload is checked by its structure, without ffprobe (decision 048)', () => {
  const source = clip('source.mp4');

  it('says playable for what phones and editors write: H.264, HEVC, MPEG-4 part 2; moov first or last; .mov; the padded guide clip', async () => {
    const files = [
      source,
      remux(source, 'faststart.mp4', '-movflags', '+faststart'),
      remux(source, 'quicktime.mov'),
      clip('hevc.mp4', 'libx265'),
      clip('mpeg4.mp4', 'mpeg4'),
      write('guide.mp4', await mp4Video()),
      write('padded.mp4', await mp4Video(3 * 1024 * 1024)),
    ];
    for (const file of files) expect(await mp4LooksPlayable(file), path.basename(file)).toBe(true);
  });

  it('every file it calls playable, ffprobe reading every packet accepts too', async () => {
    for (const name of [
      'source.mp4',
      'faststart.mp4',
      'quicktime.mov',
      'hevc.mp4',
      'mpeg4.mp4',
      'padded.mp4',
    ])
      expect(await isPlayableVideo(at(name)), name).toBe(true);
  });

  it('is not sure, and leaves the file to ffprobe, when it is not a plain playable MP4', async () => {
    const faststart = readFileSync(at('faststart.mp4'));
    const notSure = {
      // The ftyp-then-HTML file, a bare ftyp box, text: no moov at all.
      ftypThenHtml: write('fake.mp4', FTYP_THEN_HTML),
      bareFtyp: write('box.mp4', FTYP_THEN_HTML.subarray(0, 24)),
      text: write('text.mp4', Buffer.from('hello '.repeat(500))),
      // Sound only.
      audio: remux(source, 'audio.m4a', '-vn'),
      // Fragmented: its samples are in moof boxes.
      fragmented: remux(source, 'fragmented.mp4', '-movflags', 'frag_keyframe+empty_moov'),
      // Cut short: the last box (mdat) no longer fits; or the moov at the end is missing.
      cutAfterMoov: write('cut-faststart.mp4', faststart.subarray(0, 20_000)),
      cutBeforeMoov: write('cut.mp4', readFileSync(source).subarray(0, 20_000)),
      // A moov whose video samples are said to lie past the end of the file.
      samplesOutside: (() => {
        const data = Buffer.from(faststart);
        const stco = contentOf(data, 'stco');
        data.writeUInt32BE(data.length + 1000, stco + 8);
        return write('outside.mp4', data);
      })(),
      // A frame size of zero.
      noFrameSize: (() => {
        const data = Buffer.from(faststart);
        data.writeUInt16BE(0, sampleEntry(data) + 28);
        return write('no-size.mp4', data);
      })(),
      // A codec this check does not know.
      unknownCodec: (() => {
        const data = Buffer.from(faststart);
        data.write('zzzz', sampleEntry(data), 'latin1');
        return write('unknown.mp4', data);
      })(),
      // Two moov boxes.
      twoMoovs: write(
        'two-moovs.mp4',
        Buffer.concat([faststart, faststart.subarray(contentOf(faststart, 'moov') - 8)]),
      ),
      // A box claiming more than the file holds.
      oversized: (() => {
        const data = Buffer.from(faststart);
        data.writeUInt32BE(0x7fff_ffff, 0);
        return write('oversized.mp4', data);
      })(),
    };
    for (const [name, file] of Object.entries(notSure))
      expect(await mp4LooksPlayable(file), name).toBe(false);
    // ffprobe then refuses those that are no video, as before.
    for (const name of ['ftypThenHtml', 'bareFtyp', 'text', 'audio', 'cutBeforeMoov'] as const)
      expect(await isPlayableVideo(notSure[name]), name).toBe(false);
    // ...and still accepts a fragmented file.
    expect(await isPlayableVideo(notSure.fragmented)).toBe(true);
  });

  it('never throws on a damaged file, and whatever it calls playable ffprobe accepts too', async () => {
    const original = readFileSync(at('faststart.mp4'));
    // A fixed seed: the same 300 damaged files every run.
    let seed = 27;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const moov = contentOf(original, 'moov') - 8;
    const playable: string[] = [];
    for (let round = 0; round < 300; round += 1) {
      const data = Buffer.from(
        original.subarray(0, round % 3 === 0 ? random(original.length) : original.length),
      );
      // Flip bytes, mostly inside the moov box, where the check reads.
      for (let flips = 1 + random(8); flips > 0; flips -= 1) {
        const index = round % 2 === 0 ? moov + random(Math.max(1, data.length - moov)) : random(data.length);
        if (index < data.length) data[index] = random(256);
      }
      const file = write(`damaged-${round}.mp4`, data);
      if (await mp4LooksPlayable(file)) playable.push(file);
    }
    // Damage outside the boxes it reads leaves many files playable: a spread of 25 goes to ffprobe.
    expect(playable.length).toBeGreaterThan(25);
    const every = Math.ceil(playable.length / 25);
    for (const file of playable.filter((_, index) => index % every === 0))
      expect(await isPlayableVideo(file), path.basename(file)).toBe(true);
  }, 120_000);
});
