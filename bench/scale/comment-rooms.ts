// Issue 32 (decision 040): node CPU per comment when live events go to the commented video's room.
// One real server process (the compiled server, as capacity.ts starts it) on PostgreSQL with
// Redis, demo data seeded. Each round, interleaved:
//   - "alone": no socket connected, N comments on one video;
//   - "rooms": S websockets connected, W of them watching the video, the same N comments.
// Node CPU per comment is read from /proc (user + system). With sockets connected the node also
// answers their heartbeats (Socket.IO pings each every 25 s), so the idle CPU of the connected
// sockets is measured over a window of its own, just before, and given as well: the "net" figure is
// the comment's CPU without the heartbeats. The watchers must each hear every comment and the
// other sockets none. Acceptance (issue 32): median rooms ÷ alone ≤ 2×.
// Usage: CAPACITY_PG_URL=postgres://postgres@127.0.0.1:5444/postgres npx tsx bench/scale/comment-rooms.ts
//        [--sockets 5000] [--watchers 50] [--comments 50] [--rounds 3]
// Needs `npm run build -w @ideaignite/server` first (apps/server/dist).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { startRedis } from '../../apps/server/src/test/redis-server.ts';
import { type ServerProcess, startServerProcess } from '../../apps/server/src/test/server-process.ts';
import { log, machineLine, option, runBench } from '../lib/harness.ts';
import { cpuSeconds } from '../lib/proc.ts';
import { median, sleep } from '../lib/stats.ts';

const DEMO_PASSWORD = 'Ignite@2025';

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

runBench('comment-rooms', 40 * 60_000, async () => {
  const adminUrl = process.env.CAPACITY_PG_URL;
  if (!adminUrl)
    throw new Error(
      'set CAPACITY_PG_URL to a PostgreSQL admin URL (postgres://postgres@127.0.0.1:PORT/postgres)',
    );
  const socketCount = option('sockets', 5000);
  const watcherCount = option('watchers', 50);
  const commentCount = option('comments', 50);
  const rounds = option('rounds', 3);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dbName = `ideaignite_rooms_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${dbName}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideaignite-rooms-'));
  const redis = await startRedis();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  let node: ServerProcess | undefined;
  const sockets: Socket[] = [];
  try {
    log('starting one node with demo data (this seeds PostgreSQL)');
    node = await startServerProcess({
      DATABASE_URL: url.toString(),
      REDIS_URL: redis.url,
      JWT_SECRET: 'comment-rooms-bench-secret-comment-rooms-bench',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    const base = node.url;
    const signIn = async (email: string) => {
      const response = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`signin failed: ${response.status}`);
      return (await response.json()) as { accessToken: string; id: string };
    };
    const commenter = await signIn('hustler@demo.ideaignite.in');
    const viewer = await signIn('cofounder@demo.ideaignite.in');
    const videoList = await fetch(`${base}/api/userprofile/getvideos?limit=1`, {
      headers: { authorization: `Bearer ${commenter.accessToken}` },
    });
    const videoId = ((await videoList.json()) as { data: { _id: string }[] }).data[0]?._id;
    if (!videoId) throw new Error('no demo video to comment on');

    let posted = 0;
    /** Node CPU ms per comment over `count` comments, a short drain included. */
    const commentCpu = async (count: number) => {
      const before = cpuSeconds(node!.pid);
      const started = Date.now();
      for (let i = 0; i < count; i += 1) {
        posted += 1;
        const response = await fetch(`${base}/api/videos/comments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${commenter.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ videoId, text: `rooms comment ${posted}` }),
        });
        if (response.status !== 201) throw new Error(`comment failed: ${response.status}`);
      }
      await sleep(300); // let the writes drain
      return {
        ms: ((cpuSeconds(node!.pid) - before) * 1000) / count,
        seconds: (Date.now() - started) / 1000,
      };
    };
    // Warm the node (JIT, prepared statements) before anything is measured.
    await commentCpu(commentCount);

    const results: Array<{ alone: number; rooms: number; idlePerComment: number; net: number }> = [];
    for (let round = 1; round <= rounds; round += 1) {
      log(`round ${round}: ${commentCount} comments with no socket connected`);
      await sleep(1000);
      const alone = await commentCpu(commentCount);

      log(`round ${round}: connecting ${socketCount} websockets, ${watcherCount} watching the video`);
      for (let i = 0; i < socketCount; i += 200) {
        const batch = Array.from({ length: Math.min(200, socketCount - i) }, () =>
          connect(base, viewer.accessToken).then((socket) => void sockets.push(socket)),
        );
        await Promise.all(batch);
      }
      const heard = sockets.map(() => 0);
      sockets.forEach((socket, index) => {
        socket.on('newComment', () => {
          heard[index] = (heard[index] ?? 0) + 1;
        });
      });
      const watchers = sockets.slice(0, watcherCount);
      for (const socket of watchers) {
        const answer = (await socket.timeout(10_000).emitWithAck('watch', {
          items: [{ kind: 'video', id: videoId }],
        })) as { ok: boolean; watching?: string[] };
        if (!answer.ok || answer.watching?.[0] !== videoId)
          throw new Error(`watch refused: ${JSON.stringify(answer)}`);
      }
      await sleep(3000);
      // The connected sockets' own idle CPU (heartbeats) over a window like the comments'.
      const idleStart = cpuSeconds(node.pid);
      const idleWindow = Math.max(2, alone.seconds);
      await sleep(idleWindow * 1000);
      const idlePerSecond = ((cpuSeconds(node.pid) - idleStart) * 1000) / idleWindow;

      log(`round ${round}: ${commentCount} comments with ${socketCount} sockets, ${watcherCount} watching`);
      const rooms = await commentCpu(commentCount);
      await sleep(500);
      const wrong = heard.filter((count, index) =>
        index < watcherCount ? count !== commentCount : count !== 0,
      ).length;
      if (wrong) throw new Error(`${wrong} sockets heard the wrong number of comments`);
      const idlePerComment = (idlePerSecond * rooms.seconds) / commentCount;
      results.push({ alone: alone.ms, rooms: rooms.ms, idlePerComment, net: rooms.ms - idlePerComment });
      log(
        `round ${round}: alone ${alone.ms.toFixed(2)} ms, rooms ${rooms.ms.toFixed(2)} ms ` +
          `(idle share ${idlePerComment.toFixed(2)} ms), ratio ${(rooms.ms / alone.ms).toFixed(2)}×`,
      );
      for (const socket of sockets.splice(0)) socket.close();
      await sleep(2000);
    }

    const med = (pick: (r: (typeof results)[number]) => number) => median(results.map(pick));
    const ratio = med((r) => r.rooms / r.alone);
    const netRatio = med((r) => r.net / r.alone);
    const lines = [
      `## Live events by room (issue 32): node CPU per comment`,
      '',
      machineLine(),
      `${socketCount} websockets connected, ${watcherCount} of them watching the commented video; ` +
        `${commentCount} comments per measurement, ${rounds} interleaved rounds (medians below).`,
      '',
      '| round | no socket ms | 5,000 sockets, 50 watching ms | of which heartbeats ms | net ms | ratio | net ratio |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...results.map(
        (r, i) =>
          `| ${i + 1} | ${r.alone.toFixed(2)} | ${r.rooms.toFixed(2)} | ${r.idlePerComment.toFixed(2)} | ${r.net.toFixed(2)} | ${(r.rooms / r.alone).toFixed(2)}× | ${(r.net / r.alone).toFixed(2)}× |`,
      ),
      `| median | ${med((r) => r.alone).toFixed(2)} | ${med((r) => r.rooms).toFixed(2)} | ${med((r) => r.idlePerComment).toFixed(2)} | ${med((r) => r.net).toFixed(2)} | ${ratio.toFixed(2)}× | ${netRatio.toFixed(2)}× |`,
      '',
      `Acceptance (≤ 2×, heartbeats included): ${ratio <= 2 ? 'PASS' : 'FAIL'}. Every watcher heard every comment; no other socket heard any.`,
    ];
    return lines.join('\n');
  } finally {
    for (const socket of sockets) socket.close();
    await node?.stop();
    await redis.stop();
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
