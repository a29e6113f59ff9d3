import { describe, expect, it } from 'vitest';
import { mergeFeed, newestFirst } from './feed-order.ts';

describe('newestFirst', () => {
  it('puts the later time first, and of one time the greater id', () => {
    const keys = [
      { at: '2025-01-01T10:00:00.000001Z', id: 'b' },
      { at: '2025-01-01T10:00:00.000002Z', id: 'a' },
      { at: '2025-01-01T10:00:00.000001Z', id: 'c' },
    ];
    expect(keys.sort(newestFirst)).toEqual([
      { at: '2025-01-01T10:00:00.000002Z', id: 'a' },
      { at: '2025-01-01T10:00:00.000001Z', id: 'c' },
      { at: '2025-01-01T10:00:00.000001Z', id: 'b' },
    ]);
  });

  it('orders the wire’s millisecond text as Date.parse would', () => {
    const a = { at: new Date(Date.UTC(2025, 0, 1, 9, 59, 59, 999)).toISOString(), id: 'x' };
    const b = { at: new Date(Date.UTC(2025, 0, 1, 10, 0, 0, 0)).toISOString(), id: 'x' };
    expect(newestFirst(a, b)).toBeGreaterThan(0);
    expect(newestFirst(b, a)).toBeLessThan(0);
    expect(newestFirst(a, a)).toBe(0);
  });
});

describe('mergeFeed', () => {
  it('interleaves videos and blogs newest first, whichever list they came in', () => {
    const videos = [
      { _id: 'v2', createdAt: '2025-01-03T00:00:00.000Z' },
      { _id: 'v1', createdAt: '2025-01-01T00:00:00.000Z' },
    ];
    const blogs = [
      { _id: 'b1', createdAt: '2025-01-02T00:00:00.000Z' },
      { _id: 'b0', createdAt: '2025-01-01T00:00:00.000Z' },
    ];
    const merged = mergeFeed(videos, blogs, {
      video: (video) => ({ at: video.createdAt, id: video._id }),
      blog: (blog) => ({ at: blog.createdAt, id: blog._id }),
    });
    expect(merged.map((entry) => (entry.kind === 'video' ? entry.video._id : entry.blog._id))).toEqual([
      'v2',
      'b1',
      'v1',
      'b0',
    ]);
    expect(merged[1]).toEqual({ kind: 'blog', blog: blogs[0] });
  });
});
