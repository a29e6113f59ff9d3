import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, REQUEST_MESSAGE_LIMIT, SOCKET_EVENTS } from '@ideaignite/contract';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseAdminUrl } from '../config.ts';
import { formData, mp4Video } from '../test/fixtures.ts';
import { collect, connectSocket, waitFor, watch } from '../test/listen.ts';
import { pinsFor, SOCKET_HANDSHAKE, startNginx, UPSTREAM_HEADER } from '../test/nginx.ts';
import { startRedis } from '../test/redis-server.ts';
import { runMigrations, type ServerProcess, startServerProcess } from '../test/server-process.ts';

const adminUrl = testDatabaseAdminUrl();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

// Two server processes share one PostgreSQL, so this runs in the suite's PostgreSQL pass only.
describe.skipIf(!adminUrl)('two app processes behind nginx (PostgreSQL, Redis, sticky cookie)', () => {
  const dbName = `ideaignite_nodes_${randomBytes(6).toString('hex')}`;
  const dataDirs: string[] = [];
  const sockets: Socket[] = [];
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  let nodes: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
  /** An `ii_node` cookie value per node, found by asking the proxy; sockets send it to pin themselves. */
  let pins: string[] = [];
  const users = {} as Record<'alice' | 'bob' | 'carol', { token: string; id: string }>;

  /**
   * An API request to one node. Through the proxy an API request goes to whichever node has the
   * fewest in flight (decision 054), so a test that needs "made on node 0" asks node 0 itself.
   */
  const onNode = (node: number, route: string, init: RequestInit = {}, token?: string) =>
    fetch(`http://${nodes[node]!.address}${route}`, {
      ...init,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const socketViaProxy = (node: number, token: string, transport: 'websocket' | 'polling') =>
    connectSocket(proxy!.url, token, {
      transports: [transport],
      extraHeaders: { cookie: `ii_node=${pins[node]}` },
    });

  beforeAll(async () => {
    const url = new URL(adminUrl!);
    await admin(`create database ${dbName}`);
    url.pathname = `/${dbName}`;
    redis = await startRedis();
    const shared = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redis.url,
      JWT_SECRET: 'multi-node-test-secret-shared-by-every-node',
      TRUST_PROXY: '1',
      // Every client of this test comes from 127.0.0.1 (through nginx too): no per-IP limits.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      DEMO_DATA: '0',
      WEB_DIST: path.join(tmpdir(), 'ideaignite-no-web'),
    };
    const migrated = await runMigrations({ ...shared, DATA_DIR: tmpdir() });
    expect(migrated.code, migrated.output).toBe(0);
    // Each node has its own disk, as separate machines would.
    for (let i = 0; i < 2; i += 1) dataDirs.push(mkdtempSync(path.join(tmpdir(), `ideaignite-node${i}-`)));
    nodes = await Promise.all(dataDirs.map((DATA_DIR) => startServerProcess({ ...shared, DATA_DIR })));
    proxy = await startNginx(nodes.map((node) => node.address));

    // A cookie value that the proxy's consistent hash sends to each node.
    pins = await pinsFor(
      proxy.url,
      nodes.map((node) => node.address),
    );

    for (const [name, role] of [
      ['alice', 'Hustler'],
      ['bob', 'Investor'],
      ['carol', 'Cofounder'],
    ] as const) {
      const response = await fetch(`${proxy.url}${API.signup}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${name}-${dbName}@example.in`, password: 'Ignite#2025', role }),
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { accessToken: string; id: string };
      users[name] = { token: body.accessToken, id: body.id };
    }
  }, 200_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await proxy?.stop();
    await Promise.all(nodes.map((node) => node.stop()));
    await redis?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await admin(`drop database if exists ${dbName} with (force)`);
  }, 60_000);

  it('serves health and readiness through the proxy, spreads requests and sets the sticky cookie', async () => {
    for (const route of [API.health, API.ready])
      expect((await fetch(`${proxy!.url}${route}`)).status).toBe(200);
    const seen = new Set<string | null>();
    for (let i = 0; i < 20; i += 1) {
      const response = await fetch(`${proxy!.url}${API.health}`);
      expect(response.headers.get('set-cookie')).toMatch(/^ii_node=\w+; Path=\/; HttpOnly; SameSite=Lax$/);
      seen.add(response.headers.get(UPSTREAM_HEADER));
    }
    expect([...seen].sort()).toEqual(nodes.map((node) => node.address).sort());
    // A Socket.IO request with the cookie stays on its node and is not given another.
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${proxy!.url}${SOCKET_HANDSHAKE}`, {
        headers: { cookie: `ii_node=${pins[i % 2]}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get(UPSTREAM_HEADER)).toBe(nodes[i % 2]!.address);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    // An API request holds no session: with the cookie too it goes to the node with the fewest in
    // flight, so one client's requests spread over both nodes (decision 054).
    const spread = new Set<string | null>();
    for (let i = 0; i < 10; i += 1) {
      const response = await fetch(`${proxy!.url}${API.health}`, {
        headers: { cookie: `ii_node=${pins[0]}` },
      });
      spread.add(response.headers.get(UPSTREAM_HEADER));
    }
    expect([...spread].sort()).toEqual(nodes.map((node) => node.address).sort());
  });

  it('a chat message and its notification cross nodes both ways, over websocket and long-polling', async () => {
    const aliceWs = await socketViaProxy(0, users.alice.token, 'websocket');
    const bobPolling = await socketViaProxy(1, users.bob.token, 'polling');
    sockets.push(aliceWs, bobPolling);
    expect(bobPolling.io.engine.transport.name).toBe('polling');
    const bobMessages = collect<[{ text: string; senderId: string }]>(
      bobPolling,
      SOCKET_EVENTS.receiveMessage,
    );
    const bobNotifications = collect<[{ type: string }]>(bobPolling, SOCKET_EVENTS.notification);
    const aliceMessages = collect<[{ text: string }]>(aliceWs, SOCKET_EVENTS.receiveMessage);

    const ack = await aliceWs.emitWithAck(SOCKET_EVENTS.sendMessage, {
      receiverId: users.bob.id,
      text: 'from node one',
    });
    expect(ack).toMatchObject({ ok: true });
    await waitFor(() => bobMessages.length === 1 && bobNotifications.length === 1);
    expect(bobMessages[0]![0]).toMatchObject({ text: 'from node one', senderId: users.alice.id });

    // Bob's emit travels as a long-polling POST, which must reach the node holding his session.
    const reply = await bobPolling.emitWithAck(SOCKET_EVENTS.sendMessage, {
      receiverId: users.alice.id,
      text: 'from node two',
    });
    expect(reply).toMatchObject({ ok: true });
    await waitFor(() => aliceMessages.length === 1);
    expect(aliceMessages[0]![0].text).toBe('from node two');
  });

  it('a client without a cookie long-polls through the proxy: the first answer pins it', async () => {
    const carol = await connectSocket(proxy!.url, users.carol.token, {
      transports: ['polling'],
      withCredentials: true, // socket.io-client's cookie jar in Node, as a browser keeps cookies
    });
    sockets.push(carol);
    const heard = collect<[{ text: string }]>(carol, SOCKET_EVENTS.receiveMessage);
    // Several round trips (emits, acks, pings) on one polling session, wherever it landed; Carol
    // is a stranger to Alice, so her messages are a request that takes REQUEST_MESSAGE_LIMIT.
    for (let i = 0; i < REQUEST_MESSAGE_LIMIT; i += 1) {
      const ack = await carol.emitWithAck(SOCKET_EVENTS.sendMessage, {
        receiverId: users.alice.id,
        text: `hi ${i}`,
      });
      expect(ack).toMatchObject({ ok: true });
    }
    const aliceOnNode1 = await socketViaProxy(1, users.alice.token, 'websocket');
    sockets.push(aliceOnNode1);
    await aliceOnNode1.emitWithAck(SOCKET_EVENTS.sendMessage, {
      receiverId: users.carol.id,
      text: 'welcome',
    });
    await waitFor(() => heard.length === 1);
    expect(heard[0]![0].text).toBe('welcome');
    expect(carol.connected).toBe(true);
  });

  it('a live comment made on one node reaches a long-polling client on the other', async () => {
    const upload = await onNode(
      0,
      API.addVideo,
      {
        method: 'POST',
        body: formData(
          { title: 'Two nodes', description: 'behind one proxy' },
          { video: { data: await mp4Video(), name: 'pitch.mp4', type: 'video/mp4' } },
        ),
      },
      users.alice.token,
    );
    expect(upload.status).toBe(201);
    const videoId = ((await upload.json()) as { video: { _id: string } }).video._id;

    const bob = await socketViaProxy(1, users.bob.token, 'polling');
    sockets.push(bob);
    // Bob has the video on screen (issue 32); Carol, on the commenting node, does not.
    expect(await watch(bob, { kind: 'video', id: videoId })).toMatchObject({ watching: [videoId] });
    const comments = collect<[string, { text: string }]>(bob, SOCKET_EVENTS.newComment);
    const carol = await socketViaProxy(0, users.carol.token, 'websocket');
    sockets.push(carol);
    const notWatching = collect(carol, SOCKET_EVENTS.newComment);
    const response = await onNode(
      0,
      API.commentVideo,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ videoId, text: 'Crossed the proxy' }),
      },
      users.carol.token,
    );
    expect(response.status).toBe(201);
    await waitFor(() => comments.length === 1);
    expect(comments[0]).toEqual([videoId, expect.objectContaining({ text: 'Crossed the proxy' })]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notWatching).toHaveLength(0);
  });

  it('an Ignite on one node notifies the investor on the other', async () => {
    // Only an investor taking pitches can be ignited.
    const opened = await onNode(
      1,
      API.profileInvestor,
      { method: 'POST', body: formData({ openToPitches: 'true' }) },
      users.bob.token,
    );
    expect(opened.status).toBe(200);
    const bob = await socketViaProxy(1, users.bob.token, 'polling');
    sockets.push(bob);
    const notifications = collect<[{ type: string }]>(bob, SOCKET_EVENTS.notification);
    const ignite = await onNode(
      0,
      API.igniteInvestor,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ investorId: users.bob.id, pitch: 'Cold chain for Pune dairies' }),
      },
      users.alice.token,
    );
    expect(ignite.status).toBe(201);
    await waitFor(() => notifications.length === 1);
    expect(notifications[0]![0]).toMatchObject({ type: 'ignite' });
  });

  it('a node stopped with SIGTERM exits cleanly; its clients reconnect through the proxy to the other', async () => {
    const bob = await connectSocket(proxy!.url, users.bob.token, {
      transports: ['polling'],
      extraHeaders: { cookie: `ii_node=${pins[1]}` },
      reconnection: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    sockets.push(bob);
    const messages = collect<[{ text: string }]>(bob, SOCKET_EVENTS.receiveMessage);
    let reconnected = false;
    bob.io.on('reconnect', () => (reconnected = true));

    expect(await nodes[1]!.stop()).toBe(0);
    await waitFor(() => reconnected && bob.connected, 15_000);
    const alice = await socketViaProxy(0, users.alice.token, 'websocket');
    sockets.push(alice);
    await alice.emitWithAck(SOCKET_EVENTS.sendMessage, { receiverId: users.bob.id, text: 'still here' });
    await waitFor(() => messages.some(([message]) => message.text === 'still here'));
  }, 30_000);
});
