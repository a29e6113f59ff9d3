import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toCleanWebVtt } from '../apps/server/src/media/captions.ts';
import { parseMasterPlaylist, parseMediaPlaylist } from '../apps/server/src/media/hls/playlist.ts';
import { GUIDE_VIDEO_NAMES } from '../apps/web/src/features/landing/content/guide-videos.ts';
import { STREAM_STRIP } from '../packages/contract/src/videos/streams.ts';

// What scripts/generate-guides.sh and scripts/guide-streams.mjs leave in apps/web/public/guides,
// checked as the server checks an upload's captions and ladder (issue 27).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const guidesDir = path.join(root, 'apps/web/public/guides');

/** The words each clip draws: make_clip's title (one or two lines) and its three lines of guidance. */
function drawnWords() {
  const script = readFileSync(path.join(root, 'scripts/generate-guides.sh'), 'utf8');
  const words = new Map();
  for (const call of script.matchAll(/^make_clip ([\w-]+) ((?:"[^"]*"[\s\\]*)+)/gm)) {
    const [title1, title2, ...lines] = [...(call[2] ?? '').matchAll(/"([^"]*)"/g)].map((match) => match[1]);
    words.set(call[1], [[title1, title2].filter(Boolean).join(' '), ...lines]);
  }
  return words;
}

/** The cues of a clean WebVTT file: start and end in seconds, and the text. */
const cuesOf = (vtt) =>
  [...vtt.matchAll(/^00:00:(\d\d\.\d{3}) --> 00:00:(\d\d\.\d{3})\n(.+)$/gm)].map(([, start, end, text]) => ({
    start: Number(start),
    end: Number(end),
    text,
  }));

/** The title until 1.2 s, then each line of guidance as it is drawn (1.2 + i × 1.5 s), the last until 8 s. */
const DRAWN_AT = [0, 1.2, 2.7, 4.2, 8];

describe.each(GUIDE_VIDEO_NAMES)('the guide %s', (slug) => {
  const dir = path.join(guidesDir, slug);

  it.each(['en', 'hi'])(
    'has %s captions the server would take as they are, timed as the words are drawn',
    (language) => {
      const file = readFileSync(path.join(dir, `captions-${language}.vtt`));
      const clean = toCleanWebVtt(file);
      expect(clean).toBe(file.toString('utf8'));
      const cues = cuesOf(clean);
      expect(cues.map((cue) => [cue.start, cue.end])).toEqual(
        DRAWN_AT.slice(0, -1).map((at, i) => [at, DRAWN_AT[i + 1]]),
      );
      if (language === 'en') expect(cues.map((cue) => cue.text)).toEqual(drawnWords().get(slug));
      else for (const cue of cues) expect(cue.text).toMatch(/^[\u0900-\u097F\s\p{P}A-Za-z-]+$/u);
    },
  );

  it('has a ladder every rung of which plays to its end from segments that exist', () => {
    const variants = parseMasterPlaylist(readFileSync(path.join(dir, 'master.m3u8'), 'utf8'));
    expect(variants.map((variant) => variant.resolution?.height)).toEqual([144, 240, 360]);
    for (const variant of variants) {
      const playlist = path.join(dir, variant.uri);
      const media = parseMediaPlaylist(readFileSync(playlist, 'utf8'));
      expect(media.ended).toBe(true);
      expect(media.segments.reduce((sum, segment) => sum + segment.durationS, 0)).toBeCloseTo(8, 0);
      for (const segment of media.segments)
        expect(existsSync(path.join(path.dirname(playlist), segment.uri))).toBe(true);
    }
  });

  it('has the Scenes strip the player offers beside its master playlist', async () => {
    const { frames, width, height } = STREAM_STRIP;
    const strip = await sharp(path.join(guidesDir, slug, STREAM_STRIP.file)).metadata();
    expect([strip.width, strip.height]).toEqual([frames * width, height]);
  });

  it('has a small poster for data saver, 320 × 180', async () => {
    const { width, height, format } = await sharp(path.join(guidesDir, `${slug}-small.jpg`)).metadata();
    expect({ width, height, format }).toEqual({ width: 320, height: 180, format: 'jpeg' });
  });
});
