import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './storage.ts';
import { makeVideoPoster } from './video-poster.ts';

const work = mkdtempSync(path.join(tmpdir(), 'ideaignite-poster-'));
const temp = path.join(work, 'tmp');
mkdirSync(temp);
const storage = createDiskStorage(path.join(work, 'media'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A one-second test-pattern clip of the given size (H.264, as phones record). */
function clip(name: string, width: number, height: number): string {
  const file = path.join(work, name);
  execFileSync('ffmpeg', [
    ...['-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=25`],
    ...['-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-y', file],
  ]);
  return file;
}

async function posterOf(video: string) {
  const key = await makeVideoPoster(storage, video, temp);
  return { key, left: readdirSync(temp) };
}

describe('a video poster is one ffmpeg run: the frame at 0.5 s, fitted into 960×540, as WebP', () => {
  it('a 1080p video gets a 960×540 WebP poster in storage, and nothing is left in the temp folder', async () => {
    const { key, left } = await posterOf(clip('wide.mp4', 1920, 1080));
    expect(key).toMatch(/^posters\/[\w-]+\.webp$/);
    const meta = await sharp(path.join(storage.localRoot!, key!)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 960,
      height: 540,
    });
    expect(left).toEqual([]);
  });

  it('a portrait phone video keeps its shape inside the box', async () => {
    const { key } = await posterOf(clip('tall.mp4', 720, 1280));
    const meta = await sharp(path.join(storage.localRoot!, key!)).metadata();
    expect(meta.height).toBe(540);
    expect(Math.abs((meta.width ?? 0) - 304)).toBeLessThanOrEqual(1);
  });

  it('a file ffmpeg cannot read gets no poster, and leaves nothing behind', async () => {
    const junk = path.join(work, 'junk.mp4');
    writeFileSync(junk, 'not a video '.repeat(100));
    const posters = () => readdirSync(storage.localRoot!, { recursive: true });
    const before = posters();
    const { key, left } = await posterOf(junk);
    expect(key).toBeNull();
    expect(left).toEqual([]);
    expect(posters()).toEqual(before);
  });
});
