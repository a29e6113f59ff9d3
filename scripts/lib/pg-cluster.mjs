import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findFreePort } from './free-port.mjs';

const PGBIN = '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/**
 * A throwaway PostgreSQL 15 cluster in `baseDir`, on loopback only (127.0.0.1, a port chosen free).
 * As root the server runs as the `postgres` user, which must own its dirs. Create it first and
 * start it after, so that `stop()` (safe at any time, and more than once) can always be reached.
 */
export function createPgCluster(baseDir) {
  const pgDir = path.join(baseDir, 'pg');
  const dataDir = path.join(pgDir, 'data');
  const sockDir = path.join(pgDir, 'sock');
  const logFile = path.join(pgDir, 'pg.log');
  const pgRun = (args) => runAsPostgres([path.join(PGBIN, args[0]), ...args.slice(1)], pgDir);

  return {
    port: 0,
    adminUrl: '',

    async start() {
      mkdirSync(sockDir, { recursive: true });
      if (isRoot) {
        chmodSync(baseDir, 0o711); // mktemp dirs are 0700; postgres must be able to reach pg/ inside
        must(spawnSync('chown', ['-R', 'postgres:postgres', pgDir], { encoding: 'utf8' }), 'chown');
      }
      const initArgs = [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--no-locale',
        '--no-sync',
      ];
      must(pgRun(['initdb', ...initArgs]), 'initdb');
      let port = 54329;
      for (let attempt = 1; ; attempt++) {
        port = await findFreePort(port);
        // Durability is pointless for a throwaway cluster; turning it off makes the suites faster.
        const opts = `-p ${port} -k ${sockDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
        const started = pgRun([
          'pg_ctl',
          '-D',
          dataDir,
          '-l',
          logFile,
          '-w',
          '-t',
          '60',
          '-o',
          opts,
          'start',
        ]);
        if (started.status === 0) break;
        if (attempt === 5) must(started, `pg_ctl start (log: ${tail(logFile)})`);
        port++; // someone took the port between the check and the start: try the next one
      }
      this.port = port;
      this.adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    },

    stop() {
      if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
      const result = pgRun(['pg_ctl', '-D', dataDir, '-m', 'fast', '-w', 'stop']);
      if (result.status !== 0) console.error(`pg_ctl stop failed: ${result.stderr || result.stdout}`);
    },
  };
}

/** Runs a PostgreSQL binary, through `su postgres` when we are root. */
function runAsPostgres(argv, cwd) {
  const options = { cwd, encoding: 'utf8', env: cleanPgEnv() };
  if (!isRoot) return spawnSync(argv[0], argv.slice(1), options);
  return spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', argv.map(shellQuote).join(' ')], options);
}

function cleanPgEnv() {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('PG')) delete env[key];
  return env;
}

function must(result, what) {
  if (result.status === 0) return;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() || result.error?.message;
  throw new Error(`${what} failed: ${output}`);
}

function tail(file) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-5).join(' | ');
  } catch {
    return 'none';
  }
}

const shellQuote = (arg) => `'${String(arg).replaceAll("'", `'\\''`)}'`;
