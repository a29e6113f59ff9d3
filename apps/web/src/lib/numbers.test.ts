import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers.ts';

describe('formatCount', () => {
  it('groups in lakhs and crores, in English and Hindi alike', () => {
    expect(formatCount(999, 'en-IN')).toBe('999');
    expect(formatCount(123456, 'en-IN')).toBe('1,23,456');
    expect(formatCount(12345678, 'en-IN')).toBe('1,23,45,678');
    expect(formatCount(123456, 'hi-IN')).toBe('1,23,456');
  });
});
