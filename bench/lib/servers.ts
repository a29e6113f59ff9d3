import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type BenchChild, startChild } from './child.ts';
import { atExit } from './harness.ts';
import type { RealServerPayload } from './real-server.ts';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.resolve(BENCH_DIR, '..');

export interface RealServerOptions {
  demo?: boolean;
  users?: number;
  role?: string;
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
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return url.toString();
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
      BENCH_MEM_INTERVAL: String(options.memIntervalMs ?? 0),
      BENCH_VIEWER_EMAIL: options.viewerEmail ?? '',
      BENCH_CAPTURE_SQL: options.captureSql ? '1' : '0',
      BENCH_WEB_DIST: options.webDist ?? '',
    },
    // Migrations, the demo seed and buildApp take seconds on a quiet machine, minutes on a busy one.
    options.readyTimeoutMs ?? 300_000,
  );
}
