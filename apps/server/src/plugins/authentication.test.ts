import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, API_ERRORS, WORDS } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, users, videoComments, videos } from '../db/schema.ts';
import { isMissingUser } from '../lib/db-errors.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { postVideo } from '../test/content.ts';
import { formData, mp4Video } from '../test/fixtures.ts';
import { connectSocket, listen } from '../test/listen.ts';
import { databaseLabel } from '../test/test-database.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  security?: Array<Record<string, string[]>>;
}

/** Every /api route with whether the OpenAPI document says it needs a token (from its scope). */
function routeTable(doc: { paths: Record<string, Record<string, Operation>> }) {
  const routes: Array<{ method: Method; path: string; needsToken: boolean | undefined }> = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith(API.docs)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const security = operation.security;
      routes.push({
        method: method.toUpperCase() as Method,
        path,
        needsToken: security === undefined ? undefined : security.length > 0,
      });
    }
  }
  return routes;
}

describe(`identity before input: every authenticated route answers 401 first (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  const callers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
    const secret = readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim();
    const live = await signUpUser(t.app, 'Hustler');
    const session = await t.app.inject({ url: API.currentSession, headers: bearer(live.token) });
    const expired = await new SignJWT({ role: 'Hustler', sid: session.json().sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(live.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    const removed = await signUpUser(t.app, 'Hustler');
    expect((await t.app.inject({ url: API.getUser, headers: bearer(removed.token) })).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, removed.id));
    callers['no token'] = {};
    callers['a garbage token'] = { authorization: 'Bearer not.a.token' };
    callers['an expired token'] = bearer(expired);
    callers["a removed user's token"] = bearer(removed.token);
  });
  afterAll(() => t.close());

  it('the OpenAPI document says of every route whether it needs a token', () => {
    const routes = routeTable(t.app.swagger() as never);
    expect(routes.filter((route) => route.needsToken === undefined)).toEqual([]);
    const authenticated = routes.filter((route) => route.needsToken).map((r) => `${r.method} ${r.path}`);
    expect(authenticated).toEqual(
      expect.arrayContaining([
        `POST ${API.emailConfirm}`,
        `PUT ${API.preferences}`,
        `POST ${API.changePassword}`,
        `POST ${API.email}`,
        `POST ${API.igniteInvestor}`,
        `POST ${API.addVideo}`,
        `GET ${API.getUser}`,
      ]),
    );
    expect(routes.find((route) => route.path === API.signin)?.needsToken).toBe(false);
  });

  it("no token, a garbage, expired or removed user's token with an invalid body: 401 on every route, nothing parsed", async () => {
    const routes = routeTable(t.app.swagger() as never).filter((route) => route.needsToken);
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes) {
      // Path parameters and query that fail validation, and a body that is not what any route takes.
      const target = `${route.path.replace(/\{[^}]+\}/g, 'not-an-id')}?limit=-1&cursor=%%`;
      for (const [who, headers] of Object.entries(callers)) {
        const response = await t.app.inject({
          method: route.method,
          url: target,
          headers: { ...headers, 'content-type': 'application/json' },
          ...(route.method === 'GET' ? {} : { payload: '{"not json' }),
        });
        calls += 1;
        const expected = who === 'no token' ? WORDS.auth.noToken : API_ERRORS.invalidToken;
        if (
          response.statusCode !== 401 ||
          response.json().message !== expected ||
          response.headers['cache-control'] !== 'no-store'
        ) {
          wrong.push(`${route.method} ${route.path} with ${who}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    console.log(
      `identity first: ${routes.length} authenticated routes × ${Object.keys(callers).length} callers = ${calls} calls`,
    );
    expect(routes.length).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });

  it('a multipart upload without a valid token is 401 before the file is read', async () => {
    const before = (await t.database.db.select().from(videos)).length;
    for (const headers of Object.values(callers)) {
      const response = await t.app.inject({
        method: 'POST',
        url: API.addVideo,
        headers,
        payload: formData(
          { title: 'x'.repeat(10_000) },
          { video: { data: await mp4Video(), name: 'a.mp4', type: 'video/mp4' } },
        ),
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await t.database.db.select().from(videos)).length).toBe(before);
    // The same upload with a live token is stored: the 401s were the token, not the form.
    const user = await signUpUser(t.app, 'Hustler');
    await postVideo(t.app, user.token, { title: 'Fine' });
    expect((await t.database.db.select().from(videos)).length).toBe(before + 1);
  });

  it('public routes still take a request without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: API.signin, payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect((await t.app.inject({ url: API.ready })).statusCode).toBe(200);
  });

  it('a socket with any of these tokens is refused', async () => {
    for (const [who, headers] of Object.entries(callers)) {
      const token = headers.authorization?.replace(/^Bearer /, '');
      await expect(connectSocket(url, token), who).rejects.toThrow();
    }
  });
});

describe(`a removed user's token is 401 at once, on every kind of call (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it('delete the user row: addTalks, addVideo, a comment, preferences, own profile and a socket answer 401; nothing stored', async () => {
    const author = await signUpUser(t.app, 'Hustler');
    const videoId = await postVideo(t.app, author.token);
    const ghost = await signUpUser(t.app, 'Hustler');
    // Used a moment ago, so any per-process memory of the session is warm.
    expect((await t.app.inject({ url: API.getUser, headers: bearer(ghost.token) })).statusCode).toBe(200);
    const socket = await connectSocket(url, ghost.token);
    socket.close();
    await t.database.db.delete(users).where(eq(users.id, ghost.id));
    const counts = async () => ({
      blogs: (await t.database.db.select().from(blogs)).length,
      videos: (await t.database.db.select().from(videos)).length,
      comments: (await t.database.db.select().from(videoComments)).length,
    });
    const before = await counts();
    const auth = bearer(ghost.token);
    const answers = {
      addTalks: await t.app.inject({
        method: 'POST',
        url: API.addTalks,
        headers: auth,
        payload: { title: 'Hi' },
      }),
      addVideo: await t.app.inject({
        method: 'POST',
        url: API.addVideo,
        headers: auth,
        payload: formData(
          { title: 'Ghost', description: 'd' },
          { video: { data: await mp4Video(), name: 'a.mp4', type: 'video/mp4' } },
        ),
      }),
      comment: await t.app.inject({
        method: 'POST',
        url: API.commentVideo,
        headers: auth,
        payload: { videoId, text: 'Boo' },
      }),
      preferences: await t.app.inject({
        method: 'PUT',
        url: API.preferences,
        headers: auth,
        payload: { locale: 'hi-IN' },
      }),
      ownProfile: await t.app.inject({ url: API.getUser, headers: auth }),
      editOwnProfile: await t.app.inject({
        method: 'PUT',
        url: API.myProfile,
        headers: auth,
        payload: formData({ bio: 'Still here' }),
      }),
    };
    for (const [call, response] of Object.entries(answers)) {
      expect(`${call} ${response.statusCode}`).toBe(`${call} 401`);
      expect(response.json()).toEqual({ message: API_ERRORS.invalidToken });
    }
    await expect(connectSocket(url, ghost.token)).rejects.toThrow(API_ERRORS.invalidToken);
    expect(await counts()).toEqual(before);
  });

  it("a write that names a missing user is told from one that names a missing parent (the error handler's 401)", async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const missing = '00000000-0000-4000-8000-000000000001';
    const error = await t.database.db
      .insert(blogs)
      .values({ userId: missing, title: 'Nobody', kind: 'talk' })
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeDefined();
    expect(isMissingUser(error, missing)).toBe(true);
    expect(isMissingUser(error, user.id)).toBe(false);
    const orphan = await t.database.db
      .insert(videoComments)
      .values({ videoId: missing, userId: user.id, text: 'x' })
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(isMissingUser(orphan, user.id)).toBe(false);
    expect(isMissingUser(new Error('other'), user.id)).toBe(false);
  });
});
