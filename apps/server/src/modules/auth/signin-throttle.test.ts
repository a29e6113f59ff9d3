import { API, API_ERRORS, SIGNIN_ACCOUNT_FAILURE_LIMIT, SIGNIN_IP_LIMIT } from '@ideaignite/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { waitFor } from '../../test/listen.ts';
import { startRedis } from '../../test/redis-server.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { MemorySigninThrottle, RedisSigninThrottle } from './signin-throttle.ts';

describe(`sign-in rate limits and the account lock (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signin = (email: string, password: string, remoteAddress: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: API.signin,
      payload: { email, password },
      remoteAddress,
      headers: token ? bearer(token) : {},
    });
  /** Fails the account's budget from a few addresses; the last failure locks it. */
  const lockOut = async (email: string) => {
    for (let i = 0; i < SIGNIN_ACCOUNT_FAILURE_LIMIT.max; i += 1) {
      const response = await signin(email, `guess-${i}-wrong`, `198.51.100.${i % 4}`);
      expect(response.statusCode).toBe(401);
    }
  };
  const mailedLink = async (email: string, path: string) => {
    await waitFor(() => t.mails.some((m) => m.to === email && m.text.includes(path)));
    const mail = t.mails.findLast((m) => m.to === email && m.text.includes(path));
    const token = new RegExp(`${path.replace('?', '\\?')}([\\w-]+)`).exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no ${path} link mailed to ${email}`);
    return token;
  };

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

  it('finding 3: a locked account gives every address the same answer for right and wrong passwords', async () => {
    const user = await signUpUser(t.app, 'Investor');
    await lockOut(user.email);
    const answers = await Promise.all([
      signin(user.email, 'another-guess', '198.51.100.99'),
      signin(user.email, user.password, '198.51.100.0'),
      // A fresh address that never failed: the right password does not get through either.
      signin(user.email, user.password, '203.0.113.7'),
      signin(user.email.toUpperCase(), user.password, '203.0.113.8'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({ message: API_ERRORS.signinLocked });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('an unknown email locks exactly like a real one, so the lock reveals no account', async () => {
    const ghost = `ghost-${Date.now()}@example.in`;
    await lockOut(ghost);
    const answer = await signin(ghost, 'anything-1', '203.0.113.9');
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({ message: API_ERRORS.signinLocked });
  });

  it('a device holding a live session of the account is never locked out of it', async () => {
    const user = await signUpUser(t.app, 'Cofounder');
    await lockOut(user.email);
    const owner = await signin(user.email, user.password, '203.0.113.20', user.token);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().id).toBe(user.id);
    // A token of another account does not help a stranger in.
    const stranger = await signUpUser(t.app, 'Hustler');
    const other = await signUpUser(t.app, 'Hustler');
    await lockOut(other.email);
    expect((await signin(other.email, other.password, '203.0.113.21', stranger.token)).statusCode).toBe(429);
  });

  it('the owner is mailed an unlock link once; it ends the lock and works only once', async () => {
    const user = await signUpUser(t.app, 'Jobseeker');
    await lockOut(user.email);
    const token = await mailedLink(user.email, '/signin?unlock=');
    expect((await signin(user.email, user.password, '203.0.113.30')).statusCode).toBe(429);
    const unlock = await t.app.inject({ method: 'POST', url: API.unlockSignin, payload: { token } });
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toEqual({ message: API_ERRORS.unlocked });
    expect((await signin(user.email, user.password, '203.0.113.30')).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: API.unlockSignin, payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: API_ERRORS.unlockLinkInvalid });
    // Locked again within the hour: no second unlock mail.
    await lockOut(user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mails.filter((m) => m.to === user.email && m.text.includes('/signin?unlock=')).length).toBe(1);
  });

  it('a password reset link also ends the lock', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    await lockOut(user.email);
    await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: user.email } });
    const token = await mailedLink(user.email, '/reset-password?token=');
    const reset = await t.app.inject({
      method: 'POST',
      url: API.resetPassword,
      payload: { token, password: 'Brand-new#2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signin(user.email, 'Brand-new#2026', '203.0.113.40')).statusCode).toBe(200);
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
    // 30 argon2id hashes and a fresh database: minutes on a machine shared by many test runs.
  }, 180_000);
});

describe('MemorySigninThrottle', () => {
  it('locks at the limit, whatever the case of the email, and the lock ends by itself', async () => {
    let now = 1_000_000;
    const throttle = new MemorySigninThrottle({ max: 2, windowMs: 1000 }, () => now);
    expect(await throttle.recordFailure('a@b.in')).toBe(false);
    expect(await throttle.recordFailure('A@B.in')).toBe(true);
    expect(await throttle.lockedFor('a@b.in')).toBe(1000);
    now += 1001;
    expect(await throttle.lockedFor('a@b.in')).toBe(0);
  });

  it('forgets failures once their window has passed', async () => {
    let now = 1_000_000;
    const throttle = new MemorySigninThrottle({ max: 2, windowMs: 1000 }, () => now);
    await throttle.recordFailure('a@b.in');
    now += 1001;
    expect(await throttle.recordFailure('a@b.in')).toBe(false);
    expect(await throttle.lockedFor('a@b.in')).toBe(0);
  });

  it('keeps memory bounded under a spray of random emails', async () => {
    const throttle = new MemorySigninThrottle({ max: 5, windowMs: 60_000 }, Date.now, 100);
    for (let i = 0; i < 1000; i += 1) await throttle.recordFailure(`spray-${i}@x.in`);
    expect(await throttle.lockedFor('spray-0@x.in')).toBe(0);
    const failures = (throttle as unknown as { failures: Map<string, unknown> }).failures;
    expect(failures.size).toBeLessThanOrEqual(100);
  });
});

describe('RedisSigninThrottle', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const clients: Redis[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    await redis.stop();
  });

  it('shares failures and the lock between server processes; clear ends it for all', async () => {
    const [a, b] = [new Redis(redis.url), new Redis(redis.url)];
    clients.push(a, b);
    const limit = { max: 4, windowMs: 60_000 };
    const first = new RedisSigninThrottle(a, limit);
    const second = new RedisSigninThrottle(b, limit);
    expect(await first.recordFailure('x@y.in')).toBe(false);
    expect(await second.recordFailure('x@y.in')).toBe(false);
    expect(await first.recordFailure('X@y.in')).toBe(false);
    expect(await second.recordFailure('x@y.in')).toBe(true);
    expect(await first.lockedFor('x@y.in')).toBeGreaterThan(59_000);
    expect(await second.recordFailure('x@y.in')).toBe(false);
    await second.clear('x@y.in');
    expect(await first.lockedFor('x@y.in')).toBe(0);
  });
});
