// Per-node figures for docs/capacity.md: one real server process (the deploy's way: `node
// apps/server/dist/main.js`, the compiled server) on PostgreSQL with Redis, demo data seeded.
//   1. feed load (autocannon, one node): req/s, and the CPU the node and PostgreSQL spent per
//      request (from /proc), statements and execution time per request (pg_stat_statements);
//   2. N idle websockets on the node: RSS and heap per socket (after a forced GC);
//   3. chat messages with acknowledgement, in a ring of connected demo people (below).
// Usage: CAPACITY_PG_URL=postgres://postgres@127.0.0.1:5444/postgres npx tsx bench/scale/capacity.ts
//        [--duration 15] [--connections 20] [--sockets 5000] [--messages 1000] [--window 1] [--comments 20]
// The PostgreSQL server should preload pg_stat_statements (`-c shared_preload_libraries=pg_stat_statements`);
// without it the execution-time column says n/a. Reading PostgreSQL's CPU needs read access to its
// data dir's postmaster.pid (run as root or as the cluster's owner).
// BENCH_CHILD_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles the node.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES_PER_MINUTE } from '@ideaignite/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { startRedis } from '../../apps/server/src/test/redis-server.ts';
import { type ServerProcess, startServerProcess } from '../../apps/server/src/test/server-process.ts';
import { benchChildArgs } from '../lib/child.ts';
import { log, machineLine, option, runBench } from '../lib/harness.ts';
import { cpuSeconds, statFields } from '../lib/proc.ts';

const DEMO_PASSWORD = 'Ignite@2025';
const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'memory-probe.mjs');

function parentOf(pid: number): number {
  return Number(statFields(pid)[1]);
}
/** CPU seconds of the postmaster and its children (backends, walwriter, ...). Backends that exit
 * between two readings lose their share, so the bench keeps its connections open throughout. */
function clusterCpu(postmaster: number): number {
  let total = cpuSeconds(postmaster);
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!pid) continue;
    try {
      if (parentOf(pid) === postmaster) total += cpuSeconds(pid);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
const rssBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

async function heap(node: ServerProcess, file: string) {
  process.kill(node.pid, 'SIGUSR2');
  for (let i = 0; i < 50; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const value = JSON.parse(readFileSync(file, 'utf8')) as {
        at: number;
        heapUsed: number;
        external: number;
        rss: number;
      };
      rmSync(file);
      return value;
    } catch {
      // not written yet
    }
  }
  throw new Error('the memory probe did not answer');
}

/** Execution time and statements per request since the last pg_stat_statements_reset(). */
async function statementStats(db: pg.Client, requests: number) {
  const stats = await db.query<{ calls: string; ms: string }>(
    `select sum(calls) as calls, sum(total_exec_time) as ms from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database())
       and query not like '%pg_stat_statements%'`,
  );
  return {
    exec: (Number(stats.rows[0]!.ms) / requests).toFixed(3),
    perRequest: (Number(stats.rows[0]!.calls) / requests).toFixed(2),
  };
}

/**
 * The chat phase's people: `count` demo people (the demo Hustler and Investor first) whom nothing
 * keeps from messaging each other (no block, no request or declined conversation, not suspended),
 * never `exceptEmail` (the idle sockets' owner, which would get copies), each connected with the
 * next in a ring and the last with the first (an Ignite at 'connected'), as people who chat are.
 *
 * The compiled server takes the product's limits (MESSAGES_PER_MINUTE per sender, decision 023)
 * and has no setting to raise them, unlike the benches' buildApp (lib/real-server.ts); so instead
 * the load is spread: no sender sends more than the limit in the run, and every message is a
 * connected pair's, on the one-statement send.
 */
async function chatRing(db: pg.Client, count: number, exceptEmail: string) {
  const people = await db.query<{ id: string; email: string }>(
    `select u.id, u.email from users u
     where u.email like '%@demo.ideaignite.in' and u.email <> $1
       and u.deleted_at is null and u.suspended_at is null
       and not exists (select 1 from blocks b where u.id in (b.blocker_id, b.blocked_id))
       and not exists (select 1 from conversations c
         where u.id in (c.user_id, c.partner_id) and c.state <> 'inbox')
     order by u.email not in ('hustler@demo.ideaignite.in', 'investor@demo.ideaignite.in'), u.email
     limit $2`,
    [exceptEmail, count],
  );
  if (people.rows.length < count)
    throw new Error(
      `--messages at most ${people.rows.length * MESSAGES_PER_MINUTE}: ${people.rows.length} demo people can message each other, ${MESSAGES_PER_MINUTE} each (MESSAGES_PER_MINUTE)`,
    );
  const ring = people.rows;
  const pairs = ring.length === 2 ? 1 : ring.length;
  for (let i = 0; i < pairs; i += 1) {
    await db.query(
      `insert into connections (hustler_id, investor_id, status, responded_at, connected_at)
       values ($1, $2, 'connected', now(), now())
       on conflict (hustler_id, investor_id)
       do update set status = 'connected', responded_at = now(), connected_at = now()`,
      [ring[i]!.id, ring[(i + 1) % ring.length]!.id],
    );
  }
  return ring;
}

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Idle time measured with the sockets connected: one Socket.IO ping interval (25 s) and a second. */
const IDLE_SECONDS = 26;

runBench('capacity', 15 * 60_000, async () => {
  const adminUrl = process.env.CAPACITY_PG_URL;
  if (!adminUrl)
    throw new Error(
      'set CAPACITY_PG_URL to a PostgreSQL admin URL (postgres://postgres@127.0.0.1:PORT/postgres)',
    );
  const duration = option('duration', 15);
  const connections = option('connections', 20);
  const socketCount = option('sockets', 5000);
  const messageCount = option('messages', 1000);
  const commentCount = option('comments', 20);
  // More than one in flight from one sender to one receiver raced on the receiver's grouped
  // notification (seen: "Something went wrong" acks), so the default sends one at a time.
  const window = option('window', 1);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dbName = `ideaignite_capacity_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${dbName}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideaignite-capacity-'));
  const redis = await startRedis();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: url.toString() });
  let node: ServerProcess | undefined;
  const sockets: Socket[] = [];
  try {
    await db.connect();
    // The extension can be created without the library preloaded, but then answers nothing.
    const statements = await db
      .query('create extension if not exists pg_stat_statements')
      .then(() => db.query('select pg_stat_statements_reset()'))
      .then(() => true)
      .catch(() => false);
    const dataDirectory = (await admin.query<{ data_directory: string }>('show data_directory')).rows[0]!
      .data_directory;
    const postmaster = Number(
      readFileSync(path.join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0],
    );

    log('starting one node with demo data (this seeds PostgreSQL)');
    const probeFile = path.join(dataDir, 'memory.json');
    node = await startServerProcess(
      {
        DATABASE_URL: url.toString(),
        REDIS_URL: redis.url,
        JWT_SECRET: 'capacity-bench-secret-capacity-bench-secret',
        DATA_DIR: dataDir,
        DEMO_DATA: '1',
        RATE_LIMIT_ALLOWLIST: '127.0.0.1',
        LOG_LEVEL: 'error',
        MEMORY_PROBE_FILE: probeFile,
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      ['--expose-gc', '--import', probe, ...benchChildArgs()],
    );
    const signIn = async (email: string) => {
      const response = await fetch(`${node!.url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`signin failed: ${response.status}`);
      return (await response.json()) as { accessToken: string; id: string };
    };
    const hustler = await signIn('hustler@demo.ideaignite.in');
    const token = hustler.accessToken;
    // The idle sockets belong to someone outside the chat ring, so chat messages are not copied
    // to them as "the sender's other tabs".
    const idleUser = await signIn('cofounder@demo.ideaignite.in');
    // A fresh deploy's one-time work first: the demo videos' ladders (the transcode job, decision
    // 034), so that no ffmpeg runs beside the loads measured below.
    const ladders = Date.now();
    for (;;) {
      const waiting = await db.query<{ count: string }>(
        "select count(*) from videos where stream_state in ('queued', 'processing')",
      );
      if (Number(waiting.rows[0]!.count) === 0) break;
      if (Date.now() - ladders > 5 * 60_000)
        throw new Error('the demo videos were still transcoding after 5 min');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    log(`the demo videos' ladders were made in ${Math.round((Date.now() - ladders) / 1000)} s`);
    const rows = await db.query<{ videos: string; users: string }>(
      'select (select count(*) from videos) as videos, (select count(*) from users) as users',
    );

    log(`connecting ${socketCount} idle websockets`);
    const idle = await heap(node, probeFile);
    const idleRss = rssBytes(node.pid);
    const started = Date.now();
    for (let i = 0; i < socketCount; i += 200) {
      const batch = Array.from({ length: Math.min(200, socketCount - i) }, () =>
        connect(node!.url, idleUser.accessToken).then((socket) => void sockets.push(socket)),
      );
      await Promise.all(batch);
    }
    const connectSeconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const loaded = await heap(node, probeFile);
    const loadedRss = rssBytes(node.pid);
    // Socket.IO pings every socket every 25 s: one full interval of idle CPU, per socket.
    log(`measuring ${IDLE_SECONDS} s of idle CPU with the sockets connected (one heartbeat each)`);
    const idleBefore = cpuSeconds(node.pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idleCpu = cpuSeconds(node.pid) - idleBefore;
    const heartbeatMs = (idleCpu * 1000) / socketCount;
    // What the node spends with nothing to do but the sockets (their heartbeats, its timers), a
    // second: the heartbeat row counts it, so the chat row counts what a message adds to it.
    const idleCpuPerSecond = idleCpu / IDLE_SECONDS;

    // newComment goes to every socket: the CPU of a comment with the sockets connected, minus
    // the same without them (measured at the end), is the broadcast's cost.
    const videoList = await fetch(`${node.url}/api/userprofile/getvideos?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const videoId = ((await videoList.json()) as { data: { _id: string }[] }).data[0]?._id;
    if (!videoId) throw new Error('no demo video to comment on');
    const commentCpu = async (count: number) => {
      const before = cpuSeconds(node!.pid);
      for (let i = 0; i < count; i += 1) {
        const response = await fetch(`${node!.url}/api/videos/comments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ videoId, text: `capacity comment ${i}` }),
        });
        if (response.status !== 201) throw new Error(`comment failed: ${response.status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000)); // let the writes drain
      return ((cpuSeconds(node!.pid) - before) * 1000) / count;
    };
    log(`posting ${commentCount} comments with ${socketCount} sockets listening`);
    const commentWithSockets = await commentCpu(commentCount);
    const endpoints = ['/api/userprofile/getvideos?limit=20', '/api/userprofile/Dashcontent?limit=12'];
    const lines: string[] = [];
    for (const endpoint of endpoints) {
      const target = {
        url: `${node.url}${endpoint}`,
        headers: { authorization: `Bearer ${token}` },
        connections,
      };
      log(`warming ${endpoint}`);
      await autocannon({ ...target, duration: 3 });
      if (statements) await db.query('select pg_stat_statements_reset()');
      const before = { node: cpuSeconds(node.pid), pg: clusterCpu(postmaster) };
      log(`loading ${endpoint} for ${duration} s with ${connections} connections`);
      const result = await autocannon({ ...target, duration });
      const after = { node: cpuSeconds(node.pid), pg: clusterCpu(postmaster) };
      const requests = result.requests.total;
      const nodeCpu = after.node - before.node;
      const pgCpu = after.pg - before.pg;
      const { exec, perRequest } = statements
        ? await statementStats(db, requests)
        : { exec: 'n/a', perRequest: 'n/a' };
      lines.push(
        `| \`${endpoint}\` | ${(requests / result.duration).toFixed(0)} | ${result.latency.p50} / ${result.latency.p99} | ${nodeCpu.toFixed(1)} | ${((nodeCpu * 1000) / requests).toFixed(3)} | ${(requests / nodeCpu).toFixed(0)} | ${((pgCpu * 1000) / requests).toFixed(3)} | ${exec} | ${perRequest} | ${result.non2xx + result.errors} |`,
      );
    }

    const kb = (bytes: number) => (bytes / 1024 / socketCount).toFixed(1);
    const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(0);

    // Message k goes from ring[k mod n] to the next; n keeps every sender within the limit.
    const ring = await chatRing(
      db,
      Math.max(2, Math.ceil(messageCount / MESSAGES_PER_MINUTE)),
      'cofounder@demo.ideaignite.in',
    );
    log(
      `sending ${messageCount} chat messages, ${window} in flight, in a ring of ${ring.length} connected demo people`,
    );
    const chatters: { id: string; socket: Socket }[] = [];
    for (const person of ring) {
      const session = await signIn(person.email);
      const socket = await connect(node.url, session.accessToken);
      sockets.push(socket);
      chatters.push({ id: session.id, socket });
    }
    let received = 0;
    for (const chatter of chatters)
      chatter.socket.on('receiveMessage', (message: { receiverId?: string }) => {
        if (message?.receiverId === chatter.id) received += 1;
      });
    if (statements) await db.query('select pg_stat_statements_reset()');
    const chatBefore = { node: cpuSeconds(node.pid), pg: clusterCpu(postmaster), at: Date.now() };
    let sent = 0;
    const worker = async () => {
      while (sent < messageCount) {
        const seq = sent;
        sent += 1;
        const sender = chatters[seq % chatters.length]!;
        const receiver = chatters[(seq + 1) % chatters.length]!;
        const ack = (await sender.socket.emitWithAck('sendMessage', {
          receiverId: receiver.id,
          text: `capacity ${seq + 1}`,
        })) as {
          ok: boolean;
        };
        if (!ack.ok) throw new Error(`a message was refused: ${JSON.stringify(ack)}`);
      }
    };
    await Promise.all(Array.from({ length: window }, worker));
    const deadline = Date.now() + 10_000;
    while (received < messageCount && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const chatAfter = { node: cpuSeconds(node.pid), pg: clusterCpu(postmaster), at: Date.now() };
    const chatStats = statements
      ? await statementStats(db, messageCount)
      : { exec: 'n/a', perRequest: 'n/a' };
    const chatIdle = (idleCpuPerSecond * (chatAfter.at - chatBefore.at)) / 1000;
    const chatLine = `| ${messageCount} | ${((messageCount * 1000) / (chatAfter.at - chatBefore.at)).toFixed(0)} | ${received} | ${(((chatAfter.node - chatBefore.node) * 1000) / messageCount).toFixed(3)} | ${(((chatAfter.node - chatBefore.node - chatIdle) * 1000) / messageCount).toFixed(3)} | ${(((chatAfter.pg - chatBefore.pg) * 1000) / messageCount).toFixed(3)} | ${chatStats.exec} | ${chatStats.perRequest} |`;

    log(`closing the idle sockets, then ${commentCount} comments again`);
    for (const socket of sockets.splice(0)) socket.close();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const commentAlone = await commentCpu(commentCount);
    const perSocketWriteUs = ((commentWithSockets - commentAlone) * 1000) / socketCount;

    return [
      `## capacity inputs (${new Date().toISOString().slice(0, 16)}Z)`,
      '',
      `${machineLine()}. One node, PostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, '//')}, Redis adapter on, demo data: ${rows.rows[0]!.videos} videos, ${rows.rows[0]!.users} users; autocannon ${connections} connections, ${duration} s after a 3 s warm-up.`,
      '',
      '| endpoint | req/s | p50 / p99 ms | node CPU s | node CPU ms/req | req per node-CPU-s | PostgreSQL CPU ms/req | PostgreSQL exec ms/req (pg_stat_statements) | statements/req | errors |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...lines,
      '',
      '| idle websockets | connect time s | RSS before → after MB | heap before → after MB | external before → after MB | heap per socket KB | heap + external per socket KB |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      `| ${socketCount} | ${connectSeconds.toFixed(1)} | ${mb(idleRss)} → ${mb(loadedRss)} | ${mb(idle.heapUsed)} → ${mb(loaded.heapUsed)} | ${mb(idle.external)} → ${mb(loaded.external)} | ${kb(loaded.heapUsed - idle.heapUsed)} | ${kb(loaded.heapUsed + loaded.external - idle.heapUsed - idle.external)} |`,
      '',
      `Chat: a ring of ${ring.length} connected demo people (an Ignite at 'connected' for each pair), message k from person k mod ${ring.length} to the next, so no sender passes MESSAGES_PER_MINUTE (${MESSAGES_PER_MINUTE}); the compiled server keeps the product's limits. The idle sockets stay connected: 'beyond idle' takes out what the node spent meanwhile at idle (${(idleCpuPerSecond * 1000).toFixed(1)} ms a second, counted in the heartbeat row).`,
      '',
      '| chat messages (websocket, sendMessage with ack) | msg/s | delivered | node CPU ms/msg | node CPU ms/msg beyond idle | PostgreSQL CPU ms/msg | PostgreSQL exec ms/msg | statements/msg |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      chatLine,
      '',
      '| heartbeat: node CPU per socket per 25 s | comment with sockets ms CPU | comment without ms CPU | broadcast: node CPU per socket write µs |',
      '| --- | --- | --- | --- |',
      `| ${heartbeatMs.toFixed(3)} ms | ${commentWithSockets.toFixed(1)} | ${commentAlone.toFixed(1)} | ${perSocketWriteUs.toFixed(2)} |`,
    ].join('\n');
  } finally {
    for (const socket of sockets) socket.close();
    await node?.stop();
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
