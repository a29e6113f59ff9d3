import { createHash } from 'node:crypto';
import { SIGNIN_ACCOUNT_FAILURE_LIMIT } from '@ideaignite/contract';
import type { Redis } from 'ioredis';

/**
 * Failed sign-ins per account, whatever the address. After `max` failures within `windowMs` the
 * account is locked for `windowMs`: every address then gets the same answer for right and wrong
 * passwords, until the lock ends or the owner follows an emailed unlock or reset link (`clear`).
 * Keys are the lower-cased email, so unknown emails lock exactly like real ones.
 */
export interface SigninThrottle {
  /** Milliseconds left on the account's lock; 0 when it is not locked. */
  lockedFor(email: string): Promise<number>;
  /** Counts a failure; true when this one locked the account. */
  recordFailure(email: string): Promise<boolean>;
  /** Forgets failures and any lock: a successful sign-in, an unlock or a password reset. */
  clear(email: string): Promise<void>;
}

type Limit = { max: number; windowMs: number };

const keyOf = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url');

/** One process's memory: fine for a single server; bounded under a spray of random emails. */
export class MemorySigninThrottle implements SigninThrottle {
  private readonly failures = new Map<string, { count: number; until: number }>();
  private readonly locks = new Map<string, number>();

  constructor(
    private readonly limit: Limit = SIGNIN_ACCOUNT_FAILURE_LIMIT,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  async lockedFor(email: string): Promise<number> {
    const key = keyOf(email);
    const until = this.locks.get(key) ?? 0;
    if (until <= this.now()) this.locks.delete(key);
    return Math.max(0, until - this.now());
  }

  async recordFailure(email: string): Promise<boolean> {
    const key = keyOf(email);
    const now = this.now();
    const current = this.failures.get(key);
    const entry = current && current.until > now ? current : { count: 0, until: now + this.limit.windowMs };
    entry.count += 1;
    this.failures.delete(key);
    this.failures.set(key, entry);
    this.bound(this.failures);
    if (entry.count < this.limit.max || (await this.lockedFor(email)) > 0) return false;
    this.failures.delete(key);
    this.locks.set(key, now + this.limit.windowMs);
    this.bound(this.locks);
    return true;
  }

  async clear(email: string): Promise<void> {
    const key = keyOf(email);
    this.failures.delete(key);
    this.locks.delete(key);
  }

  private bound(map: Map<string, unknown>): void {
    if (map.size <= this.maxKeys) return;
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

// KEYS: failures, lock. ARGV: window ms, max. Returns 1 when this failure locked the account.
const RECORD_FAILURE = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n >= tonumber(ARGV[2]) and redis.call('EXISTS', KEYS[2]) == 0 then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[1])
  redis.call('DEL', KEYS[1])
  return 1
end
return 0`;

/** Shared by every server process through Redis (REDIS_URL), so the budget is per account, not per process. */
export class RedisSigninThrottle implements SigninThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly limit: Limit = SIGNIN_ACCOUNT_FAILURE_LIMIT,
    private readonly prefix = 'ideaignite-signin-',
  ) {}

  async lockedFor(email: string): Promise<number> {
    const ttl = await this.redis.pttl(`${this.prefix}lock:${keyOf(email)}`);
    return Math.max(0, ttl);
  }

  async recordFailure(email: string): Promise<boolean> {
    const key = keyOf(email);
    const locked = await this.redis.eval(
      RECORD_FAILURE,
      2,
      `${this.prefix}fail:${key}`,
      `${this.prefix}lock:${key}`,
      String(this.limit.windowMs),
      String(this.limit.max),
    );
    return locked === 1;
  }

  async clear(email: string): Promise<void> {
    const key = keyOf(email);
    await this.redis.del(`${this.prefix}fail:${key}`, `${this.prefix}lock:${key}`);
  }
}
