import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEOS } from './content/demo-content.ts';
import {
  lowestTextLine,
  POSTER_HEIGHT,
  POSTER_TEXT_LIMIT,
  POSTER_WIDTH,
  videoPosterSvg,
  wrapTitle,
} from './video-title-card.ts';

async function pixels(svg: string) {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

describe('demo video posters', () => {
  it('draw each video its own title, wrapped to at most three lines', () => {
    for (const [index, video] of DEMO_VIDEOS.entries()) {
      const lines = wrapTitle(video.title);
      expect(lines.length).toBeLessThanOrEqual(3);
      expect(lines.join(' ')).toBe(video.title);
      const svg = videoPosterSvg({ title: video.title, author: 'Ishita Rathore', seed: index });
      for (const line of lines) expect(svg).toContain(line.replaceAll('&', '&amp;'));
    }
  });

  it('keep every line of text in the top two thirds, clear of the native controls', () => {
    for (const video of DEMO_VIDEOS) expect(lowestTextLine(video.title) + 6).toBeLessThan(POSTER_TEXT_LIMIT);
    expect(POSTER_TEXT_LIMIT).toBeLessThanOrEqual(POSTER_HEIGHT * 0.7);
  });

  it('differ only above the controls when only the words differ', async () => {
    const one = await pixels(
      videoPosterSvg({ title: 'Meet the hosts of Dhani Trails', author: 'A', seed: 3 }),
    );
    const two = await pixels(
      videoPosterSvg({
        title: 'What happens when every flat gets a water meter and more',
        author: 'B',
        seed: 3,
      }),
    );
    const row = POSTER_WIDTH * 3;
    expect(one.length).toBe(row * POSTER_HEIGHT);
    const split = POSTER_TEXT_LIMIT * row;
    expect(one.subarray(split).equals(two.subarray(split))).toBe(true);
    expect(one.subarray(0, split).equals(two.subarray(0, split))).toBe(false);
  });

  it('escape titles for the SVG', () => {
    expect(videoPosterSvg({ title: 'Chai & <code>', author: "D'Souza", seed: 0 })).toContain(
      'Chai &amp; &lt;code&gt;',
    );
  });

  it('end a title too long for three lines in an ellipsis', () => {
    const lines = wrapTitle('word '.repeat(40));
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
  });
});
