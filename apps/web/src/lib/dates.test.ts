import { describe, expect, it } from 'vitest';
import { exactTime, monthAndYear, relativeTime } from './dates.ts';

describe('dates (en-IN)', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago, in the words of en-IN', () => {
    expect(relativeTime(ago(20), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('formats the exact moment and the month of joining', () => {
    const date = new Date(2026, 10, 24, 16, 5);
    expect(exactTime(date)).toBe(exactTime(date.toISOString()));
    expect(exactTime(date)).toMatch(/^24 Nov 2026, 4:05\s?pm$/i);
    expect(monthAndYear(new Date(2025, 3, 9))).toBe('April 2025');
  });
});
