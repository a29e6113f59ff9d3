import { describe, expect, it } from 'vitest';
import { formatCount, formatFileSize } from './numbers.ts';

describe('formatCount', () => {
  it('groups in lakhs and crores, in English and Hindi alike', () => {
    expect(formatCount(999, 'en-IN')).toBe('999');
    expect(formatCount(123456, 'en-IN')).toBe('1,23,456');
    expect(formatCount(12345678, 'en-IN')).toBe('1,23,45,678');
    expect(formatCount(123456, 'hi-IN')).toBe('1,23,456');
  });
});

describe('formatFileSize', () => {
  it('writes kilobytes below a megabyte, one decimal at most, never under 1 kB', () => {
    expect(formatFileSize(860_000, 'en-IN')).toBe('860 kB');
    expect(formatFileSize(12_400_000, 'en-IN')).toBe('12.4 MB');
    expect(formatFileSize(120, 'en-IN')).toBe('1 kB');
  });
});
