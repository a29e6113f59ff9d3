import { describe, expect, it } from 'vitest';
import { formatLimit } from './validation.ts';

describe('formatLimit', () => {
  it.each([0, 7, 999, 1000, 4000, 50000, 99999, 100000, 1500000, 12345678, 987654321, -50000])(
    'writes %d as en-IN does',
    (count) => {
      expect(formatLimit(count)).toBe(count.toLocaleString('en-IN'));
    },
  );
});
