import { describe, expect, it } from 'vitest';
import { createHiddenMedia } from './hidden-media.ts';

describe('the hidden media keys in memory', () => {
  it('loads once per interval, shares one load between requests and keeps the last set when a load fails', async () => {
    let time = 0;
    let loads = 0;
    let answer: () => Promise<string[]> = async () => ['videos/a.mp4'];
    const errors: unknown[] = [];
    const hidden = createHiddenMedia(
      () => {
        loads += 1;
        return answer();
      },
      (error) => errors.push(error),
      { ttlMs: 1000, now: () => time },
    );
    const first = await Promise.all([hidden.isHidden('videos/a.mp4'), hidden.isHidden('posters/b.webp')]);
    expect(first).toEqual([true, false]);
    expect(loads).toBe(1);
    time = 999;
    expect(await hidden.isHidden('videos/a.mp4')).toBe(true);
    expect(loads).toBe(1);

    // The database is away: the last keys stay in force and the next load waits for the interval.
    answer = () => Promise.reject(new Error('database away'));
    time = 1000;
    expect(await hidden.isHidden('videos/a.mp4')).toBe(true);
    expect(errors).toHaveLength(1);
    time = 1500;
    expect(await hidden.isHidden('videos/a.mp4')).toBe(true);
    expect(loads).toBe(2);

    answer = async () => ['posters/b.webp'];
    time = 2000;
    expect(await hidden.isHidden('videos/a.mp4')).toBe(false);
    expect(await hidden.isHidden('posters/b.webp')).toBe(true);
    expect(loads).toBe(3);
  });
});
