import type { Redis } from 'ioredis';

/**
 * Counts events per key in fixed windows (messages per minute, new conversations per day,
 * decision 023). One process keeps them in memory; with Redis (REDIS_URL) every process shares
 * one count, the same choice as the sign-in throttle (modules/auth/signin-throttle.ts).
 */
export interface RateCounter {
  /** Counts one event for `key`; answers how many there were in its window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
}

/** One process's memory; bounded, dropping the oldest key first. */
export class MemoryRateCounter implements RateCounter {
  private readonly windows = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    const current = this.windows.get(key);
    const entry = current && current.until > now ? current : { count: 0, until: now + windowMs };
    entry.count += 1;
    this.windows.delete(key);
    this.windows.set(key, entry);
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    return entry.count;
  }
}

// KEYS: the counter. ARGV: window ms. The first event of a window starts its expiry.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** Shared by every server process through Redis, so a limit is per person, not per process. */
export class RedisRateCounter implements RateCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ideaignite-rate-',
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(HIT, 1, `${this.prefix}${key}`, String(windowMs)));
  }
}
