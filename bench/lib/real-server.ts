/**
 * Child entry: the real IdeaIgnite server (buildApp) on a throwaway data dir and database, listening on
 * 127.0.0.1 with a free port. Bench users are inserted straight into the database and their
 * tokens from app.sessions.start (a real session each), so no rate-limited auth call is involved.
 *
 * Env: BENCH_DATA_DIR (removed on exit), BENCH_WEB_DIST (a built web app to serve), BENCH_DATABASE_URL (PostgreSQL instead of PGlite), BENCH_DEMO=1 seeds the demo platform; BENCH_USERS=<n> bench users of BENCH_USER_ROLE
 * (default Hustler); BENCH_CONNECT_RING=1 connects bench user i with user i+1 (an Ignite at
 * 'connected', as two people who may message each other freely are: decision 023); BENCH_MEM_INTERVAL=<ms> reports memory over IPC (0 = off);
 * BENCH_VIEWER_EMAIL=<email> also signs in that existing user (a seeded database's viewer);
 * BENCH_CAPTURE_SQL=1 records the SQL sent to PostgreSQL between `capture-start` and
 * `capture-stop` messages (lib/sql-capture.ts), answered with a `captured` message;
 * BENCH_SCHEDULER=1 starts the job scheduler as main.ts does (queued mail, video transcoding);
 * BENCH_LIFT_LIMITS=search lifts the per-person rate limits keyed `<name>:<user id>` (search's
 * 120 a minute) for the bench users and the viewer, so a load generator is not refused as a script;
 * BENCH_QUERY_TIMEOUT_MS=<ms> replaces the pool's query timeout (DEFAULT_QUERY_TIMEOUT_MS, 4 s);
 * BENCH_POOL_SIZE=<n> the pool's size (0: the server's default, defaultPoolSize).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRole, type Role } from '@ideaignite/contract';
import { type App, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig, REPO_ROOT } from '../../apps/server/src/config.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { connections } from '../../apps/server/src/db/schema.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo.ts';
import { keepRequestGarbageYoung } from '../../apps/server/src/lib/garbage-collector.ts';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { startProgramRunner } from '../../apps/server/src/media/run-program.ts';
import { findUserByEmail, insertUser } from '../../apps/server/src/modules/auth/users-repository.ts';
import { onShutdown, reportError, reportReady, startMemoryReporting } from './child-runtime.ts';
import { installSqlCapture, startSqlCapture, stopSqlCapture } from './sql-capture.ts';

export interface BenchUser {
  id: string;
  token: string;
}
export interface RealServerPayload {
  users: BenchUser[];
  /** The user named by BENCH_VIEWER_EMAIL, signed in. */
  viewer?: BenchUser;
  dataDir: string;
}

// The parent creates the dir (and removes it whatever happens); standalone runs get their own.
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ideaignite-bench-'));
let cleanup = async () => rmSync(dataDir, { recursive: true, force: true });

async function main() {
  // As main.ts: young garbage kept young (decision 053), ffmpeg's runner forked while the process is small.
  keepRequestGarbageYoung();
  startProgramRunner();
  onShutdown(() => cleanup());

  const config = loadConfig(
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // BENCH_WEB_DIST serves a built web app (bench/web); the API benches serve none.
      WEB_DIST: process.env.BENCH_WEB_DIST || path.join(dataDir, 'no-web'),
      PORT: '0',
      ...(process.env.BENCH_PAGE_RENDER_BUSY_ABOVE
        ? { PAGE_RENDER_BUSY_ABOVE: process.env.BENCH_PAGE_RENDER_BUSY_ABOVE }
        : {}),
    },
    [],
  );
  const url = process.env.BENCH_DATABASE_URL;
  if (process.env.BENCH_CAPTURE_SQL === '1') {
    installSqlCapture();
    process.on('message', (message: { type?: string }) => {
      if (message?.type === 'capture-start') {
        startSqlCapture();
        process.send?.({ type: 'capture-started' });
      }
      if (message?.type === 'capture-stop')
        process.send?.({ type: 'captured', statements: stopSqlCapture() });
    });
  }
  // BENCH_QUERY_TIMEOUT_MS: a longer statement timeout than the product's, to time slow statements.
  const queryTimeoutMs = Number(process.env.BENCH_QUERY_TIMEOUT_MS ?? 0);
  const poolSize = Number(process.env.BENCH_POOL_SIZE ?? 0);
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pglite') }, {
    ...(queryTimeoutMs > 0 ? { queryTimeoutMs } : {}),
    ...(poolSize > 0 ? { size: poolSize } : {}),
  });
  // Logging off: the bench measures the request path, not pino writing to a pipe.
  const app = await buildApp({
    config,
    database,
    mailer: { async send() {} },
    // Per-sender limits raised for load generation: each bench client sends far more messages a
    // minute than a person could (MESSAGES_PER_MINUTE is 30). The counter still counts every
    // message, so its cost stays in the figures; only its refusals are out of the way.
    messageLimits: BENCH_MESSAGE_LIMITS,
  });
  cleanup = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (process.env.BENCH_DEMO === '1') {
    await seedDemoData(database.db, {
      storage: app.storage,
      assetsDir: path.join(REPO_ROOT, 'apps/web/public'),
    });
  }

  const count = Number(process.env.BENCH_USERS ?? 0);
  const role = process.env.BENCH_USER_ROLE ?? 'Hustler';
  if (!isRole(role)) throw new Error(`BENCH_USER_ROLE ${role} is not a role`);
  const passwordHash = await hashPassword('Bench#Ignite2025');
  const users: BenchUser[] = [];
  const stamp = Date.now().toString(36);
  for (let index = 0; index < count; index += 1) {
    const user = await insertUser(database.db, {
      email: `bench-${stamp}-${index}@example.in`,
      passwordHash,
      role,
      verified: true,
    });
    users.push({ id: user.id, token: await benchToken(app, { id: user.id, role }) });
  }
  if (process.env.BENCH_CONNECT_RING === '1') await connectRing(database.db, users);

  let viewer: BenchUser | undefined;
  const viewerEmail = process.env.BENCH_VIEWER_EMAIL;
  if (viewerEmail) {
    const user = await findUserByEmail(database.db, viewerEmail);
    if (!user) throw new Error(`no user ${viewerEmail} in the database`);
    viewer = { id: user.id, token: await benchToken(app, user) };
  }

  // Load generation, not a person: the rate-limit plugin holds this very array (its per-route
  // settings are shallow copies of the global ones), so keys added before listen are allowed.
  for (const name of (process.env.BENCH_LIFT_LIMITS ?? '').split(',').filter(Boolean)) {
    for (const user of [...users, ...(viewer ? [viewer] : [])])
      config.rateLimitAllowList.push(`${name}:${user.id}`);
  }

  await app.listen({ port: 0, host: '127.0.0.1' });
  if (process.env.BENCH_SCHEDULER === '1') app.container.scheduler.start();
  startMemoryReporting(Number(process.env.BENCH_MEM_INTERVAL ?? 0));
  const payload: RealServerPayload = { users, dataDir, ...(viewer ? { viewer } : {}) };
  reportReady((app.server.address() as AddressInfo).port, payload);
}

main().catch(async (error: unknown) => {
  reportError(error);
  await cleanup().catch(() => rmSync(dataDir, { recursive: true, force: true }));
  process.exit(1);
});

/** Far above what one person sends; see the buildApp call. */
const BENCH_MESSAGE_LIMITS = { perMinute: 1_000_000_000, conversationsPerDay: 1_000_000_000 };

/**
 * Connects user i with user i+1 (and the last with the first), as an accepted Ignite does: a
 * connected pair's messages take the one-statement send from the first on (decision 023), where
 * strangers' would be requests, two messages each until answered. Messaging does not look at
 * the roles of an Ignite's two sides, so bench users of one role do.
 */
async function connectRing(db: Database, users: BenchUser[]): Promise<void> {
  if (users.length < 2) return;
  const now = new Date();
  // Two users make one pair: the ring's way back is the same connection.
  const pairs = users.length === 2 ? 1 : users.length;
  const rows = Array.from({ length: pairs }, (_, index) => ({
    hustlerId: users[index]!.id,
    investorId: users[(index + 1) % users.length]!.id,
    status: 'connected' as const,
    respondedAt: now,
    connectedAt: now,
  }));
  for (let from = 0; from < rows.length; from += 1000)
    await db.insert(connections).values(rows.slice(from, from + 1000));
}

/** A signed-in session for a bench user, as a sign-in would open it. */
async function benchToken(app: App, user: { id: string; role: Role }): Promise<string> {
  const { accessToken } = await app.sessions.start(user, { ip: '127.0.0.1', userAgent: 'bench' });
  return accessToken;
}
