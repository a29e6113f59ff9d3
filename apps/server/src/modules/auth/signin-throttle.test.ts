import { API, API_ERRORS, SIGNIN_ACCOUNT_FAILURE_LIMIT, SIGNIN_IP_LIMIT } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { SigninThrottle } from './signin-throttle.ts';

describe(`sign-in rate limits (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signin = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: API.signin, payload: { email, password }, remoteAddress });

  it(`allows ${SIGNIN_IP_LIMIT.max} attempts per IP, then 429s that IP only`, async () => {
    const user = await signUpUser(t.app, 'Hustler');
    for (let i = 0; i < SIGNIN_IP_LIMIT.max; i += 1) {
      // Spread the tries over many accounts so only the per-IP limit is in play.
      const response = await signin(`nobody-${i}@example.in`, 'wrong-password', '192.0.2.10');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signin(user.email, user.password, '192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: API_ERRORS.tooManySignins });
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await signin(user.email, user.password, '192.0.2.11')).statusCode).toBe(200);
  });

  it('locks an account against wrong passwords from any IP, while the real user still signs in', async () => {
    const user = await signUpUser(t.app, 'Investor');
    for (let i = 0; i < SIGNIN_ACCOUNT_FAILURE_LIMIT.max; i += 1) {
      const response = await signin(user.email, `guess-${i}-wrong`, `198.51.100.${i % 4}`);
      expect(response.statusCode).toBe(401);
    }
    const guess = await signin(user.email, 'another-guess', '198.51.100.99');
    expect(guess.statusCode).toBe(429);
    expect(guess.json()).toEqual({ message: API_ERRORS.tooManySignins });
    // The attacker's own address is refused even with the right password...
    expect((await signin(user.email, user.password, '198.51.100.0')).statusCode).toBe(429);
    // ...but the owner, from their own address, gets in.
    const owner = await signin(user.email, user.password, '203.0.113.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().id).toBe(user.id);
  });
});

describe('RATE_LIMIT_ALLOWLIST', () => {
  it('lets an allow-listed address past the per-IP limits', async () => {
    const t = await buildTestApp({ RATE_LIMIT_ALLOWLIST: '127.0.0.9' });
    try {
      for (let i = 0; i < SIGNIN_IP_LIMIT.max + 5; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: API.signin,
          payload: { email: `nobody-${i}@example.in`, password: 'wrong-password' },
          remoteAddress: '127.0.0.9',
        });
        expect(response.statusCode).toBe(401);
      }
    } finally {
      await t.close();
    }
  });
});

describe('SigninThrottle', () => {
  it('forgets failures once the window has passed', () => {
    let now = 1_000_000;
    const throttle = new SigninThrottle({ max: 2, windowMs: 1000 }, () => now);
    throttle.recordFailure('a@b.in', '1.1.1.1');
    throttle.recordFailure('a@b.in', '1.1.1.1');
    expect(throttle.isAccountLocked('a@b.in')).toBe(true);
    now += 1001;
    expect(throttle.isAccountLocked('a@b.in')).toBe(false);
  });

  it('keeps memory bounded under a spray of random emails', () => {
    const throttle = new SigninThrottle({ max: 5, windowMs: 60_000 }, Date.now, 100);
    for (let i = 0; i < 1000; i += 1) throttle.recordFailure(`spray-${i}@x.in`, '1.1.1.1');
    expect(throttle.isAccountLocked('spray-0@x.in')).toBe(false);
    expect((throttle as unknown as { failures: Map<string, number[]> }).failures.size).toBeLessThanOrEqual(
      100,
    );
  });
});
