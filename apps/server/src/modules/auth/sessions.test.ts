import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, API_ERRORS, MAX_SESSIONS_PER_USER, WORDS } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { SESSION_CACHE_MS } from './session-service.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe(`sessions (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signin = async (
    user: { email: string; password: string },
    userAgent = CHROME_WINDOWS,
    remoteAddress = '10.9.0.1',
  ) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.signin,
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    return response.json().accessToken as string;
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const getUser = (token: string) => call('GET', API.getUser, token);
  const listOf = async (token: string) => {
    const response = await call('GET', API.sessions, token);
    expect(response.statusCode).toBe(200);
    return response.json().sessions as Array<{
      id: string;
      browser: string | null;
      system: string | null;
      ip: string;
      current: boolean;
    }>;
  };
  const secret = () => readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim();
  const forge = (claims: Record<string, unknown>, sub: string, exp?: number) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt();
    if (exp !== undefined) jwt.setExpirationTime(exp);
    return jwt.sign(new TextEncoder().encode(secret()));
  };

  it('finding 1: logout ends the session, so the same token is refused at once', async () => {
    const user = await signUpUser(t.app, 'Jobseeker');
    expect((await getUser(user.token)).statusCode).toBe(200);
    expect((await call('POST', API.logout, user.token)).statusCode).toBe(204);
    const after = await getUser(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: API_ERRORS.invalidToken });
    expect((await call('POST', API.logout)).statusCode).toBe(401);
  });

  it('lists each sign-in with its device, IP and "this device"; a session ended from another device stops at once', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const laptop = await signin(user, CHROME_WINDOWS, '10.9.1.1');
    const phone = await signin(user, SAFARI_IPHONE, '10.9.1.2');
    expect((await getUser(phone)).statusCode).toBe(200); // cached as live on this process
    const list = await listOf(laptop);
    expect(list).toHaveLength(3); // signup, laptop, phone
    const mine = list.find((s) => s.current);
    const theirs = list.find((s) => s.browser === 'Safari' && s.system === 'iOS');
    expect(mine).toMatchObject({ browser: 'Chrome', system: 'Windows', ip: '10.9.1.1' });
    expect(theirs).toMatchObject({ ip: '10.9.1.2', current: false });
    expect(list.filter((s) => s.current)).toHaveLength(1);

    expect((await call('DELETE', API.session(theirs!.id), laptop)).statusCode).toBe(204);
    expect((await getUser(phone)).statusCode).toBe(401);
    expect((await getUser(laptop)).statusCode).toBe(200);
    expect((await listOf(laptop)).map((s) => s.id)).not.toContain(theirs!.id);
    const again = await call('DELETE', API.session(theirs!.id), laptop);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: API_ERRORS.sessionNotFound });
  });

  it("one user cannot see or end another user's sessions", async () => {
    const alice = await signUpUser(t.app, 'Hustler');
    const mallory = await signUpUser(t.app, 'Investor');
    const [aliceSession] = await listOf(alice.token);
    const attempt = await call('DELETE', API.session(aliceSession!.id), mallory.token);
    expect(attempt.statusCode).toBe(404);
    expect((await getUser(alice.token)).statusCode).toBe(200);
    expect((await listOf(mallory.token)).map((s) => s.id)).not.toContain(aliceSession!.id);
    const bad = await call('DELETE', API.session('not-a-uuid'), mallory.token);
    expect(bad.statusCode).toBe(400);
  });

  it('"Sign out everywhere" ends every session, this one too', async () => {
    const user = await signUpUser(t.app, 'Cofounder');
    const other = await signin(user);
    expect((await getUser(other)).statusCode).toBe(200);
    expect((await call('DELETE', API.sessions, user.token)).statusCode).toBe(204);
    expect((await getUser(user.token)).statusCode).toBe(401);
    expect((await getUser(other)).statusCode).toBe(401);
  });

  it('GET /api/auth/session names the live session', async () => {
    const user = await signUpUser(t.app, 'Investor');
    const response = await call('GET', API.currentSession, user.token);
    expect(response.statusCode).toBe(200);
    const [only] = await listOf(user.token);
    expect(response.json()).toMatchObject({ sessionId: only!.id, userId: user.id, role: 'Investor' });
    expect(Date.parse(response.json().expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('every authenticated answer, a 401 too, is Cache-Control: no-store', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    for (const url of [API.getUser, API.sessions, API.notifications, API.messages]) {
      expect((await call('GET', url, user.token)).headers['cache-control']).toBe('no-store');
    }
    expect((await call('GET', API.getUser)).headers['cache-control']).toBe('no-store');
    expect((await call('GET', API.getUser, 'not-a-jwt')).headers['cache-control']).toBe('no-store');
  });

  it('finding 7: a token without exp, or without a session, is refused even with the real key', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const [session] = await listOf(user.token);
    const noExp = await forge({ role: 'Hustler', sid: session!.id }, user.id);
    const noSid = await forge({ role: 'Hustler' }, user.id, Math.floor(Date.now() / 1000) + 3600);
    const control = await forge(
      { role: 'Hustler', sid: session!.id },
      user.id,
      Math.floor(Date.now() / 1000) + 3600,
    );
    for (const token of [noExp, noSid]) {
      const response = await getUser(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: API_ERRORS.invalidToken });
    }
    expect((await getUser(control)).statusCode).toBe(200);
  });

  it('finding 4: a valid token whose user was deleted gets 401 on addTalks, hustlertoinvestor and messages', async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    const investor = await signUpUser(t.app, 'Investor');
    expect((await getUser(hustler.token)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, hustler.id));
    // The process may trust its last look at the session for up to a second.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    const answers = [
      await call('POST', API.addTalks, hustler.token, { title: 'Still here?' }),
      await call('POST', API.igniteInvestor, hustler.token, {
        investorId: investor.id,
        pitch: 'Cold chain for Pune dairies',
      }),
      await call('POST', API.conversation(investor.id), hustler.token, { text: 'Hello' }),
      await call('GET', API.messages, hustler.token),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: API_ERRORS.invalidToken });
    }
  });

  it('finding 4, cold: a token of a deleted user that was never used is refused at once', async () => {
    const hustler = await signUpUser(t.app, 'Hustler');
    const investor = await signUpUser(t.app, 'Investor');
    await t.database.db.delete(users).where(eq(users.id, hustler.id));
    expect((await call('POST', API.addTalks, hustler.token, { title: 'Ghost talk' })).statusCode).toBe(401);
    expect(
      (
        await call('POST', API.igniteInvestor, hustler.token, {
          investorId: investor.id,
          pitch: 'Cold chain for Pune dairies',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', API.conversation(investor.id), hustler.token, { text: 'Hi' })).statusCode,
    ).toBe(401);
  });

  it("a page rendered on the server looks its session up once: the page's own reads share the lookup, within that request only, and an end announced meanwhile wins", async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const claims = await t.app.sessions.authenticate(user.token, '10.9.0.7');
    expect(claims?.userId).toBe(user.id);
    // The session's row goes while the page renders: its reads are answered from the page's lookup.
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    const during = await t.app.sessions.holding(claims!, async () => [
      (await getUser(user.token)).statusCode,
      (await t.app.sessions.authenticate(user.token, '10.9.0.7'))?.userId,
    ]);
    expect(during).toEqual([200, user.id]);
    // Once the page's request is over, the session is looked up again: gone.
    expect((await getUser(user.token)).statusCode).toBe(401);

    const other = await signUpUser(t.app, 'Investor');
    const otherClaims = await t.app.sessions.authenticate(other.token, '10.9.0.8');
    const ended = await t.app.sessions.holding(otherClaims!, async () => {
      t.app.sessions.forget([otherClaims!.sessionId]);
      return (await getUser(other.token)).statusCode;
    });
    expect(ended).toBe(401);
  });

  it('last seen is written at most once a minute per session', async () => {
    const user = await signUpUser(t.app, 'Jobseeker');
    const [session] = await listOf(user.token);
    const lastSeen = async () => {
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, session!.id));
      return row!.lastSeenAt.getTime();
    };
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: twoMinutesAgo })
      .where(eq(sessions.id, session!.id));
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    await t.app.inject({
      method: 'GET',
      url: API.getUser,
      headers: bearer(user.token),
      remoteAddress: '10.9.9.9',
    });
    const touched = await lastSeen();
    expect(touched).toBeGreaterThan(Date.now() - 10_000);
    expect((await listOf(user.token))[0]).toMatchObject({ ip: '10.9.9.9' });
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    await getUser(user.token);
    expect(await lastSeen()).toBe(touched);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per account, ending the least recently used`, async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const [first] = await listOf(user.token);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.id, first!.id));
    const rows = Array.from({ length: MAX_SESSIONS_PER_USER - 1 }, () => ({
      userId: user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    }));
    await t.database.db.insert(sessions).values(rows);
    await signin(user);
    const ids = (await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).map(
      (r) => r.id,
    );
    expect(ids).toHaveLength(MAX_SESSIONS_PER_USER);
    expect(ids).not.toContain(first!.id);
    expect((await getUser(user.token)).statusCode).toBe(401);
  });

  it(`answers 401 '${WORDS.auth.noToken}' without a token on every session call`, async () => {
    for (const [method, url] of [
      ['GET', API.sessions],
      ['DELETE', API.sessions],
      ['GET', API.currentSession],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: WORDS.auth.noToken });
    }
  });
});
