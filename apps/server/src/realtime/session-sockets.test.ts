import { API, API_ERRORS } from '@ideaignite/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { connectSocket, listen, waitFor } from '../test/listen.ts';
import { startRedis } from '../test/redis-server.ts';
import { databaseLabel } from '../test/test-database.ts';

// A fresh PGlite database can take a minute to open on a busy machine.
const SLOW_START_MS = 180_000;

const disconnection = (socket: Socket) => {
  const seen: { reason?: string; at?: number } = {};
  socket.on('disconnect', (reason) => {
    seen.reason = reason;
    seen.at = Date.now();
  });
  return seen;
};

async function signinAgain(app: TestContext['app'], user: { email: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: API.signin,
    payload: { email: user.email, password: user.password },
    remoteAddress: '10.30.0.1',
  });
  return response.json().accessToken as string;
}

async function sessionIdOf(app: TestContext['app'], token: string) {
  const response = await app.inject({ method: 'GET', url: API.currentSession, headers: bearer(token) });
  return response.json().sessionId as string;
}

describe(`sockets follow their session (${databaseLabel()})`, () => {
  let t: TestContext;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t.app);
  }, SLOW_START_MS);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('ending a session from another device disconnects its open socket at once, and only its own', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const phone = await signinAgain(t.app, user);
    const phoneSocket = await connectSocket(url, phone);
    const laptopSocket = await connectSocket(url, user.token);
    sockets.push(phoneSocket, laptopSocket);
    const phoneGone = disconnection(phoneSocket);
    const laptopGone = disconnection(laptopSocket);

    const started = Date.now();
    const end = await t.app.inject({
      method: 'DELETE',
      url: API.session(await sessionIdOf(t.app, phone)),
      headers: bearer(user.token),
    });
    expect(end.statusCode).toBe(204);
    await waitFor(() => phoneGone.reason !== undefined, 1000);
    expect(phoneGone.reason).toBe('io server disconnect');
    expect(phoneGone.at! - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(laptopGone.reason).toBeUndefined();
    expect(laptopSocket.connected).toBe(true);

    await expect(connectSocket(url, phone)).rejects.toThrow(API_ERRORS.invalidToken);
  });

  it('logout and "Sign out everywhere" close the sockets of the sessions they end', async () => {
    const user = await signUpUser(t.app, 'Investor');
    const second = await signinAgain(t.app, user);
    const first = await connectSocket(url, user.token);
    const other = await connectSocket(url, second);
    sockets.push(first, other);
    const [firstGone, otherGone] = [disconnection(first), disconnection(other)];
    await t.app.inject({ method: 'POST', url: API.logout, headers: bearer(second) });
    await waitFor(() => otherGone.reason !== undefined, 1000);
    expect(firstGone.reason).toBeUndefined();
    await t.app.inject({ method: 'DELETE', url: API.sessions, headers: bearer(user.token) });
    await waitFor(() => firstGone.reason !== undefined, 1000);
  });

  it(
    'a socket is closed when its token expires',
    async () => {
      const short = await buildTestApp({ JWT_TTL: '2s' });
      try {
        const shortUrl = await listen(short.app);
        const user = await signUpUser(short.app, 'Jobseeker');
        const socket = await connectSocket(shortUrl, user.token);
        sockets.push(socket);
        const gone = disconnection(socket);
        await waitFor(() => gone.reason !== undefined, 4000);
        expect(gone.reason).toBe('io server disconnect');
      } finally {
        await short.close();
      }
    },
    SLOW_START_MS,
  );
});

describe(`ending a session reaches every server process through Redis (${databaseLabel()})`, () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let first: TestContext;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    redis = await startRedis();
    first = await buildTestApp({ REDIS_URL: redis.url, JWT_SECRET: 'r'.repeat(40) });
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: first.dataDir,
        REDIS_URL: redis.url,
        JWT_SECRET: 'r'.repeat(40),
        WEB_DIST: '/nonexistent',
      },
      [],
    );
    second = await buildApp({ config, database: first.database, mailer: { send: async () => {} } });
  }, SLOW_START_MS);
  afterAll(async () => {
    await second.close();
    await first.close();
    await redis.stop();
  });

  it('a session ended on one server is refused by the other at once, and its socket there is closed', async () => {
    await listen(first.app);
    const urlB = await listen(second);
    const user = await signUpUser(first.app, 'Hustler');
    const phone = await signinAgain(first.app, user);
    // The second server has just looked at the phone's session, so it holds it in its cache.
    const before = await second.inject({ method: 'GET', url: API.getUser, headers: bearer(phone) });
    expect(before.statusCode).toBe(200);
    const socketOnB = await connectSocket(urlB, phone);
    const gone = disconnection(socketOnB);
    try {
      const end = await first.app.inject({
        method: 'DELETE',
        url: API.session(await sessionIdOf(first.app, phone)),
        headers: bearer(user.token),
      });
      expect(end.statusCode).toBe(204);
      await waitFor(() => gone.reason !== undefined, 1000);
      expect(gone.reason).toBe('io server disconnect');
      // Well inside the one-second cache: the other server was told, not left to time out.
      await waitFor(() => true);
      const after = await second.inject({ method: 'GET', url: API.getUser, headers: bearer(phone) });
      expect(after.statusCode).toBe(401);
      expect(
        (await second.inject({ method: 'GET', url: API.getUser, headers: bearer(user.token) })).statusCode,
      ).toBe(200);
    } finally {
      socketOnB.close();
    }
  });
});
