import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { Scheduler } from './scheduler.ts';

const silent = pino({ level: 'silent' });

describe('Scheduler', () => {
  it('runs a job at start and then every interval, never two runs of it at once', async () => {
    const scheduler = new Scheduler(silent);
    let running = 0;
    let most = 0;
    let runs = 0;
    scheduler.every('job', 20, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 15));
      runs += 1;
      running -= 1;
    });
    scheduler.start();
    for (let i = 0; i < 5; i += 1) scheduler.kick('job');
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 2000 });
    await scheduler.stop();
    expect(most).toBe(1);
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(after); // stopped: no more runs
  });

  it('logs a failing run and keeps the job scheduled', async () => {
    const errors: string[] = [];
    const log = { ...silent, error: (_: unknown, message: string) => errors.push(message) } as never;
    const scheduler = new Scheduler(log);
    let calls = 0;
    scheduler.every('flaky', 10, async () => {
      calls += 1;
      if (calls === 1) throw new Error('SMTP down');
    });
    scheduler.start();
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 2000 });
    await scheduler.stop();
    expect(errors).toEqual(['job flaky failed']);
  });

  it('runNow waits for the run; a kick before start does nothing', async () => {
    const scheduler = new Scheduler(silent);
    let runs = 0;
    scheduler.every('job', 60_000, async () => {
      runs += 1;
    });
    scheduler.kick('job');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toBe(0);
    await scheduler.runNow('job');
    expect(runs).toBe(1);
    expect(() => scheduler.every('job', 1, async () => {})).toThrow(/already scheduled/);
  });
});
