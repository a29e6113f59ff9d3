import { appendFileSync } from 'node:fs';
import os from 'node:os';
import { killAllChildren, stopAllChildren } from './child.ts';

/** Reads `--name value` or `--name=value` from argv, then BENCH_<NAME> from the environment. */
export function stringOption(name: string): string | undefined {
  const args = process.argv.slice(2);
  const flag = `--${name}`;
  let raw: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === flag) raw = args[index + 1];
    else if (arg.startsWith(`${flag}=`)) raw = arg.slice(flag.length + 1);
  }
  return raw ?? process.env[`BENCH_${name.toUpperCase().replaceAll('-', '_')}`];
}

/** A number option (stringOption), at least 0; `fallback` when not given. */
export function option(name: string, fallback: number): number {
  const raw = stringOption(name);
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${name} must be a non-negative number, not ${raw}`);
  return value;
}

/** True when `--name` is given or BENCH_<NAME>=1. */
export function flag(name: string): boolean {
  return (
    process.argv.slice(2).includes(`--${name}`) ||
    process.env[`BENCH_${name.toUpperCase().replaceAll('-', '_')}`] === '1'
  );
}

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  return `${os.cpus().length} cores (${cpu.trim()}), ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}, load average at the end ${load}`;
}

const cleanups: (() => void)[] = [];
/** Registers a synchronous cleanup (removing temp files) that runs on every way out. */
export function atExit(cleanup: () => void) {
  cleanups.push(cleanup);
}
function runCleanups() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}

/**
 * Runs a benchmark under a hard deadline: whatever happens, child processes are killed and the
 * process exits. The markdown it returns is printed and, with BENCH_RESULTS_FILE, appended there.
 */
export function runBench(name: string, deadlineMs: number, body: () => Promise<string>) {
  setTimeout(() => {
    console.error(`${name}: hard deadline of ${Math.round(deadlineMs / 1000)} s reached, stopping`);
    killAllChildren();
    runCleanups();
    process.exit(2);
  }, deadlineMs);
  const abort = (signal: string) => {
    console.error(`${name}: ${signal}, stopping`);
    killAllChildren();
    runCleanups();
    process.exit(130);
  };
  process.once('SIGINT', () => abort('SIGINT'));
  process.once('SIGTERM', () => abort('SIGTERM'));

  body()
    .then(async (markdown) => {
      await stopAllChildren();
      runCleanups();
      console.log(`\n${markdown}\n`);
      const file = process.env.BENCH_RESULTS_FILE;
      if (file) appendFileSync(file, `${markdown}\n\n`);
      process.exit(0);
    })
    .catch(async (error: unknown) => {
      console.error(`${name} failed:`, error);
      await stopAllChildren(5_000);
      runCleanups();
      process.exit(1);
    });
}

export const log = (message: string) =>
  console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
