import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../config.ts';
import { freePort } from './redis-server.ts';

/** What `npm start` runs: the compiled server (test/build-server.ts builds it before the tests). */
const MAIN = 'apps/server/dist/main.js';

/** Resolves once `url` answers 200; rejects when `child` exits first or time runs out. */
export async function waitUntil(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Sends `signal` and resolves with the exit code; SIGKILL after `graceMs`. */
export function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals,
  graceMs = 15_000,
): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', (code) => {
      clearTimeout(kill);
      resolve(code);
    });
    child.kill(signal);
  });
}

/**
 * The environment of a child server: the caller's (PATH, HOME, ...), minus anything that would
 * pick its database or its Redis; the child's own config.ts parses the rest.
 */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const key of [
    'TEST_DATABASE_URL',
    'DATABASE_URL',
    'REDIS_URL',
    'S3_BUCKET',
    'VITEST',
    'VITEST_POOL_ID',
  ])
    delete base[key];
  return { ...base, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env };
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** host:port, as a proxy's upstream line names it. */
  address: string;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** SIGTERM, the way an orchestrator stops a node; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * One real server process (`node apps/server/dist/main.js`, the compiled server) on a free port of
 * 127.0.0.1, started the way a deploy starts a node; resolves once /readyz answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', MAIN], {
    cwd: REPO_ROOT,
    env: childEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    // Generous: cold starts on a busy 2-core machine have taken 30-60 s; on a quiet one about 2 s.
    await waitUntil(child, `${url}/readyz`, 120_000);
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    throw new Error(`server process did not start: ${(error as Error).message}\n${output}`);
  }
  return {
    url,
    pid: child.pid ?? 0,
    address: `127.0.0.1:${port}`,
    output: () => output,
    stop: () => stopChild(child, 'SIGTERM'),
  };
}

/** Runs the deploy's migration step (`apps/server/dist/migrate.js`) to completion. */
export function runMigrations(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['apps/server/dist/migrate.js'], {
    cwd: REPO_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
