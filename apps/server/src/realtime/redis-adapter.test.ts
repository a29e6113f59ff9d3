import type { AddressInfo } from 'node:net';
import { API, SOCKET_EVENTS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { postVideo, postVideoComment } from '../test/content.ts';
import { openToPitches } from '../test/ignite.ts';
import { collect, connectSocket, listen, waitFor, watch } from '../test/listen.ts';
import { fileReport, moderate, signUpModerator } from '../test/moderators.ts';
import { startRedis } from '../test/redis-server.ts';
import { databaseLabel } from '../test/test-database.ts';

const MODERATOR = 'redis-adapter-moderator@example.in';

describe(`two server processes share events through Redis (${databaseLabel()})`, () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let first: TestContext;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    redis = await startRedis();
    first = await buildTestApp({ REDIS_URL: redis.url, JWT_SECRET: 's'.repeat(40), ADMIN_EMAILS: MODERATOR });
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: first.dataDir,
        REDIS_URL: redis.url,
        JWT_SECRET: 's'.repeat(40),
        WEB_DIST: '/nonexistent',
      },
      [],
    );
    second = await buildApp({ config, database: first.database, mailer: { send: async () => {} } });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await redis.stop();
  });

  it('a message sent through one server reaches a socket on the other, and so does a notification', async () => {
    const [urlA, urlB] = [await listen(first.app), await listen(second)];
    const alice = await signUpUser(first.app, 'Hustler');
    const bob = await signUpUser(first.app, 'Investor');
    await openToPitches(first.app, bob);
    const bobOnB = await connectSocket(urlB, bob.token);
    const aliceOnA = await connectSocket(urlA, alice.token);
    try {
      const messages = collect<[{ text: string }]>(bobOnB, SOCKET_EVENTS.receiveMessage);
      const notifications = collect(bobOnB, SOCKET_EVENTS.notification);
      const ack = await new Promise((resolve) =>
        aliceOnA.emit(SOCKET_EVENTS.sendMessage, { receiverId: bob.id, text: 'across processes' }, resolve),
      );
      expect(ack).toMatchObject({ ok: true });
      await waitFor(() => messages.length === 1 && notifications.length === 1);
      expect(messages[0]![0].text).toBe('across processes');

      const ignite = await first.app.inject({
        method: 'POST',
        url: API.igniteInvestor,
        headers: bearer(alice.token),
        payload: { investorId: bob.id, pitch: 'Cold chain for Pune dairies' },
      });
      expect(ignite.statusCode).toBe(201);
      await waitFor(() => notifications.length === 2);
    } finally {
      bobOnB.close();
      aliceOnA.close();
    }
  });

  it('an item’s live events cross servers to its watchers only; a block on one server takes the other’s sockets out of the room', async () => {
    // Both servers listen already (the first test).
    const [urlA = '', urlB = ''] = [first.app, second].map((app) => {
      const { port } = app.server.address() as AddressInfo;
      return `http://127.0.0.1:${port}`;
    });
    const owner = await signUpUser(first.app, 'Hustler');
    const [watcher, idle, commenter] = [
      await signUpUser(first.app, 'Investor'),
      await signUpUser(first.app, 'Investor'),
      await signUpUser(first.app, 'Cofounder'),
    ];
    const videoId = await postVideo(first.app, owner.token);
    const watcherOnB = await connectSocket(urlB, watcher.token);
    const idleOnB = await connectSocket(urlB, idle.token);
    const idleOnA = await connectSocket(urlA, idle.token);
    try {
      expect(await watch(watcherOnB, { kind: 'video', id: videoId })).toMatchObject({ watching: [videoId] });
      const heard = collect(watcherOnB, SOCKET_EVENTS.newComment);
      const idleHeard = [
        collect(idleOnB, SOCKET_EVENTS.newComment),
        collect(idleOnA, SOCKET_EVENTS.newComment),
      ];
      await postVideoComment(first.app, commenter.token, videoId, 'From server A');
      await waitFor(() => heard.length === 1);
      expect(heard[0]).toMatchObject([videoId, { text: 'From server A' }]);
      // The room is seen from either server.
      expect((await first.app.io.in(`video:${videoId}`).fetchSockets()).length).toBe(1);
      // The owner blocks the watcher through server A: the socket on B leaves the video's room.
      const blocked = await first.app.inject({
        method: 'PUT',
        url: API.block(watcher.id),
        headers: bearer(owner.token),
      });
      expect(blocked.statusCode).toBe(200);
      await postVideoComment(first.app, commenter.token, videoId, 'After the block');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toHaveLength(1);
      expect(idleHeard.map((seen) => seen.length)).toEqual([0, 0]);
      expect((await second.io.in(`video:${videoId}`).fetchSockets()).length).toBe(0);
    } finally {
      watcherOnB.close();
      idleOnB.close();
      idleOnA.close();
    }
  });

  it('a suspension on one server empties the rooms of the author’s posts on the other', async () => {
    const { port } = second.server.address() as AddressInfo;
    const moderator = await signUpModerator(first, 'Investor', MODERATOR);
    const [author, commenter, watcher] = [
      await signUpUser(first.app, 'Hustler'),
      await signUpUser(first.app, 'Cofounder'),
      await signUpUser(first.app, 'Investor'),
    ];
    const videoId = await postVideo(first.app, author.token);
    const commentId = await postVideoComment(first.app, commenter.token, videoId, 'Before');
    const watcherOnB = await connectSocket(`http://127.0.0.1:${port}`, watcher.token);
    try {
      expect(await watch(watcherOnB, { kind: 'video', id: videoId })).toMatchObject({ watching: [videoId] });
      const deleted = collect(watcherOnB, SOCKET_EVENTS.commentDeleted);
      await moderate(first, moderator, await fileReport(first, moderator, 'video', videoId), 'suspend');
      // The commenter may still delete their comment; it is told to the room, which B has emptied.
      const removed = await first.app.inject({
        method: 'DELETE',
        url: API.videoComment(commentId),
        headers: bearer(commenter.token),
      });
      expect(removed.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(deleted).toHaveLength(0);
      expect((await second.io.in(`video:${videoId}`).fetchSockets()).length).toBe(0);
    } finally {
      watcherOnB.close();
    }
  });

  it('rate limits are counted across both servers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      const response = await app.inject({
        method: 'POST',
        url: API.contact,
        payload: { name: 'Bot', email: 'bot@x.in', message: `try ${i}` },
        remoteAddress: '10.77.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
