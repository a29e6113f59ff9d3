import { SIGNIN_ACCOUNT_FAILURE_LIMIT } from '@ideaignite/contract';

/**
 * Failed sign-ins per account, whatever the IP (after Mastodon). Once an account has too many
 * recent failures, wrong passwords are refused with 429, and so is anyone from an address that
 * took part in the failures; the real user elsewhere can still sign in with the right password.
 */
export class SigninThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly failuresByIp = new Map<string, number[]>();

  constructor(
    private readonly limit: { max: number; windowMs: number } = SIGNIN_ACCOUNT_FAILURE_LIMIT,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  isAccountLocked(email: string): boolean {
    return this.recent(this.failures, email).length >= this.limit.max;
  }

  /** An address that has failed on this account a few times is not let in while it is locked. */
  isSuspectAddress(email: string, ip: string): boolean {
    return this.recent(this.failuresByIp, `${email}|${ip}`).length >= 3;
  }

  recordFailure(email: string, ip: string): void {
    this.push(this.failures, email);
    this.push(this.failuresByIp, `${email}|${ip}`);
  }

  recordSuccess(email: string, ip: string): void {
    this.failuresByIp.delete(`${email}|${ip}`);
  }

  private recent(map: Map<string, number[]>, key: string): number[] {
    const since = this.now() - this.limit.windowMs;
    const list = (map.get(key) ?? []).filter((time) => time > since);
    if (list.length) map.set(key, list);
    else map.delete(key);
    return list;
  }

  private push(map: Map<string, number[]>, key: string): void {
    const list = this.recent(map, key);
    list.push(this.now());
    map.set(key, list);
    // Bound memory under a spray of random emails: drop the oldest keys.
    if (map.size > this.maxKeys) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }
}
