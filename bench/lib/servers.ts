import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type BenchChild, startChild } from './child.ts';
import { atExit, log } from './harness.ts';
import type { RealServerPayload } from './real-server.ts';
import type { CapturedStatement } from './sql-capture.ts';
import { fmt } from './stats.ts';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.resolve(BENCH_DIR, '..');

export interface RealServerOptions {
  demo?: boolean;
  users?: number;
  role?: string;
  /** Connect bench user i with user i+1 and the last with the first (an Ignite at 'connected'). */
  connectRing?: boolean;
  /** Memory report interval in ms; 0 (default) = none. */
  memIntervalMs?: number;
  /** A throwaway PostgreSQL 15 cluster (the test suite's) instead of PGlite. */
  postgres?: boolean;
  /** An existing PostgreSQL database instead (e.g. one bench/seed filled). */
  databaseUrl?: string;
  /** Sign in this existing user too (payload.viewer). */
  viewerEmail?: string;
  /** Record the SQL sent between capture-start and capture-stop messages. */
  captureSql?: boolean;
  /** A built web app to serve (apps/web/dist); none by default. */
  webDist?: string;
  /** Start the job scheduler as main.ts does: the upload's transcode job runs (issue 27). */
  scheduler?: boolean;
  /** The pool's query timeout instead of the product's (4 s), to time slow statements. */
  queryTimeoutMs?: number;
  /** The database pool's size (the server's default for its database otherwise). */
  poolSize?: number;
  /** Per-person rate limits lifted for the bench users and viewer, by key name (e.g. 'search'). */
  liftLimits?: string[];
  /**
   * The event-loop load above which a current service worker's page is sent with its data instead
   * of rendered (decision 050; the server's default otherwise): 0 sends it so at any load.
   */
  pageRenderBusyAbove?: number;
  /** How long seeding and start may take; the demo seed is slow on a busy machine. */
  readyTimeoutMs?: number;
}

interface PgCluster {
  adminUrl: string;
  start(): Promise<void>;
  stop(): void;
}

/**
 * Starts the test suite's throwaway PostgreSQL 15 cluster (scripts/lib/pg-cluster.mjs: loopback,
 * a free port, fsync off) and returns its admin URL; it is stopped and removed on every way out.
 */
export async function startPostgres(): Promise<string> {
  const modulePath = path.join(REPO_DIR, 'scripts/lib/pg-cluster.mjs');
  const { createPgCluster } = (await import(modulePath)) as { createPgCluster: (dir: string) => PgCluster };
  const baseDir = mkdtempSync(path.join(tmpdir(), 'ideaignite-bench-pg-'));
  const cluster = createPgCluster(baseDir);
  atExit(() => {
    cluster.stop();
    rmSync(baseDir, { recursive: true, force: true });
  });
  await cluster.start();
  return cluster.adminUrl;
}

/**
 * A new, empty database for one server: on the PostgreSQL at BENCH_PG_URL when set (run-all.sh
 * starts one for every bench), otherwise on a throwaway cluster of its own. Dropped at the end.
 */
async function freshPostgresDatabase(): Promise<string> {
  const shared = process.env.BENCH_PG_URL;
  if (!shared) return startPostgres();
  const name = `bench_run_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  atExit(() => {
    spawnSync('psql', [shared, '-qc', `drop database if exists ${name} with (force)`], { stdio: 'ignore' });
  });
  return databaseUrl(shared, name);
}

/** The URL of database `name` on the PostgreSQL server at `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Database `name` on the server at `adminUrl`, kept from run to run (a large seed takes minutes):
 * created when missing, and seeded unless `holdsSeed` finds the seed already there (a failing
 * check, as on a database not migrated yet, means no) or `reseed`. `what` names the seed in the
 * log. Answers its URL and how long seeding took (undefined when reused).
 */
export async function seededDatabase(
  adminUrl: string,
  name: string,
  options: {
    what: string;
    reseed: boolean;
    holdsSeed: (client: pg.Client) => Promise<boolean>;
    seed: (url: string) => Promise<{ seconds: number; counts: unknown }>;
  },
): Promise<{ url: string; seedSeconds: number | undefined }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  if (!options.reseed) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const held = await options.holdsSeed(client).catch(() => false);
    await client.end();
    if (held) {
      log(`${name}: already seeded with ${options.what}, reused`);
      return { url, seedSeconds: undefined };
    }
  }
  log(`${name}: seeding ${options.what}`);
  const seeded = await options.seed(url);
  log(`${name}: seeded in ${fmt(seeded.seconds)} s (${JSON.stringify(seeded.counts)})`);
  return { url, seedSeconds: seeded.seconds };
}

/**
 * Starts the real server in a child process on a fresh data dir (and PGlite in it, unless
 * `postgres`); everything it created is removed on every way out.
 */
export async function startRealServer(
  options: RealServerOptions = {},
): Promise<BenchChild<RealServerPayload>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideaignite-bench-'));
  atExit(() => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = options.databaseUrl ?? (options.postgres ? await freshPostgresDatabase() : '');
  return startChild<RealServerPayload>(
    path.join(BENCH_DIR, 'lib/real-server.ts'),
    {
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_DATA_DIR: dataDir,
      BENCH_DEMO: options.demo ? '1' : '0',
      BENCH_USERS: String(options.users ?? 0),
      BENCH_USER_ROLE: options.role ?? 'Hustler',
      BENCH_CONNECT_RING: options.connectRing ? '1' : '0',
      BENCH_MEM_INTERVAL: String(options.memIntervalMs ?? 0),
      BENCH_VIEWER_EMAIL: options.viewerEmail ?? '',
      BENCH_CAPTURE_SQL: options.captureSql ? '1' : '0',
      BENCH_WEB_DIST: options.webDist ?? '',
      BENCH_SCHEDULER: options.scheduler ? '1' : '0',
      BENCH_LIFT_LIMITS: (options.liftLimits ?? []).join(','),
      BENCH_QUERY_TIMEOUT_MS: String(options.queryTimeoutMs ?? 0),
      BENCH_POOL_SIZE: String(options.poolSize ?? 0),
      BENCH_PAGE_RENDER_BUSY_ABOVE:
        options.pageRenderBusyAbove === undefined ? '' : String(options.pageRenderBusyAbove),
    },
    // Migrations, the demo seed and buildApp take seconds on a quiet machine, minutes on a busy one.
    options.readyTimeoutMs ?? 300_000,
  );
}

/** GETs `url` and answers the body; anything but a 200 throws, with the start of the body. */
export async function fetchOk(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}

/** Runs `requests` against a real server started with `captureSql`, and the SQL it sent meanwhile. */
export async function captureSql<T>(
  real: BenchChild<RealServerPayload>,
  requests: () => Promise<T>,
): Promise<{ result: T; statements: CapturedStatement[] }> {
  await real.request({ type: 'capture-start' }, 'capture-started');
  const result = await requests();
  const { statements } = await real.request<{ statements: CapturedStatement[] }>(
    { type: 'capture-stop' },
    'captured',
  );
  return { result, statements };
}
