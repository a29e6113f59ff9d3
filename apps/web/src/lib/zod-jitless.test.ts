import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';
import './zod-jitless.ts';

describe('zod without eval', () => {
  it('is configured jitless, as z.config({ jitless: true }) does', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
