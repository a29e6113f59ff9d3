import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createClock, systemClock } from './clock.ts';

describe('createClock', () => {
  it('runs ahead by the milliseconds in the offset file, and on time without it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clock-'));
    try {
      const file = path.join(dir, 'offset');
      const clock = createClock(file);
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
      const week = 8 * 24 * 60 * 60 * 1000;
      writeFileSync(file, String(week));
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(clock.now().getTime() - Date.now()).toBeGreaterThan(week - 1000);
      rmSync(file);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stays on time when the offset file holds no number, and is the system clock without a file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clock-'));
    try {
      const file = path.join(dir, 'offset');
      writeFileSync(file, 'a week\n');
      expect(Math.abs(createClock(file).now().getTime() - Date.now())).toBeLessThan(1000);
      expect(createClock(undefined)).toBe(systemClock);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
