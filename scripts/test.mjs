#!/usr/bin/env node
// The whole test suite, as CI runs it: the type check of every workspace and the lint, unit and
// API tests on the embedded database, the API tests again on a throwaway PostgreSQL 15, then the
// browser journeys against the built app.
// Flags: --no-pg skips the PostgreSQL run, --no-e2e skips the browser journeys.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './lib/free-port.mjs';
import { createPgCluster } from './lib/pg-cluster.mjs';
import { run, stopChildren } from './lib/processes.mjs';
import { playwrightCounts, vitestCounts } from './lib/reports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules/.bin');
const FLAGS = new Set(['--no-pg', '--no-e2e']);

const args = process.argv.slice(2);
const unknown = args.filter((arg) => !FLAGS.has(arg));
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm test [-- --no-pg] [--no-e2e]`);
  process.exit(2);
}
const withPg = !args.includes('--no-pg');
const withE2e = !args.includes('--no-e2e');

const tmp = mkdtempSync(path.join(os.tmpdir(), 'ideaignite-run-'));
const pg = createPgCluster(tmp);
/** One entry per suite: counts, or `skippedBecause` when the suite did not run. */
const results = [];

// Tests choose their database from the environment; start every suite from a clean slate.
const baseEnv = { ...process.env };
delete baseEnv.TEST_DATABASE_URL;
delete baseEnv.DATABASE_URL;

let cleanupPromise;
function cleanup() {
  cleanupPromise ??= (async () => {
    await stopChildren();
    pg.stop();
    rmSync(tmp, { recursive: true, force: true });
  })();
  return cleanupPromise;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, async () => {
    console.error(`\n${signal}: stopping the test run and cleaning up...`);
    await cleanup();
    process.exit(code);
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  failedToRun('test runner', error.message.split('\n')[0]);
} finally {
  await cleanup();
}
const totals = printSummary();
process.exit(totals.failed > 0 ? 1 : 0);

async function main() {
  await ensureSystemDeps();
  await checksSuite();
  // The web app and the compiled server: the server-process tests and the browser journeys run
  // what `npm start` runs (apps/server/dist/main.js), never the TypeScript sources.
  heading('build');
  const buildCode = await run('npm', ['run', 'build'], { cwd: ROOT, env: baseEnv });
  if (buildCode !== 0) failedToRun('build', `npm run build exited ${buildCode}`);
  const pgStartError = withPg ? await startPg() : undefined;

  await vitestSuite('unit+api (PGlite)', [], baseEnv);
  const pgSuite = 'api (PostgreSQL)';
  if (!withPg) skipped(pgSuite, '--no-pg');
  else if (pgStartError) failedToRun(pgSuite, pgStartError);
  else await vitestSuite(pgSuite, ['--project', 'server'], { ...baseEnv, TEST_DATABASE_URL: pg.adminUrl });
  pg.stop(); // the browser journeys use the server's embedded database

  if (!withE2e) return skipped('e2e (Playwright)', '--no-e2e');
  if (buildCode !== 0) return skipped('e2e (Playwright)', 'the build failed');
  await e2eSuite();
}

/**
 * The type check and the lint, the package scripts `npm run typecheck` (tsc on every workspace)
 * and `npm run lint` (Biome: lint rules and formatting), one count each: a type error or a lint
 * failure fails the run the way a failing test does.
 */
async function checksSuite() {
  const name = 'typecheck + lint';
  heading(name);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  for (const script of ['typecheck', 'lint']) {
    const code = await run('npm', ['run', '--silent', script], { cwd: ROOT, env: baseEnv });
    console.log(`npm run ${script}: ${code === 0 ? 'ok' : `failed (exit ${code})`}`);
    if (code === 0) counts.passed += 1;
    else {
      counts.failed += 1;
      failures.push(`npm run ${script}`);
    }
  }
  results.push({ name, ...counts, note: failures.length > 0 ? `failed: ${failures.join(', ')}` : undefined });
}

/** Starts the throwaway cluster; answers the reason when it cannot. */
async function startPg() {
  try {
    await pg.start();
    console.log(`PostgreSQL 15 is up on 127.0.0.1:${pg.port}`);
  } catch (error) {
    console.error(error.message);
    return `PostgreSQL did not start: ${error.message.split('\n')[0]}`;
  }
}

async function ensureSystemDeps() {
  const script = path.join(ROOT, 'scripts/ensure-system-deps.sh');
  if (spawnSync('bash', [script, '--check']).status === 0) return;
  heading('system dependencies');
  const code = await run('bash', [script], { cwd: ROOT });
  if (code !== 0) throw new Error(`scripts/ensure-system-deps.sh exited ${code}`);
}

async function vitestSuite(name, extraArgs, env) {
  heading(name);
  const report = path.join(tmp, `${slug(name)}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const code = await run(path.join(BIN, 'vitest'), ['run', '--passWithNoTests', ...reporters, ...extraArgs], {
    cwd: ROOT,
    env,
  });
  results.push({ name, ...vitestCounts(report, code) });
}

async function e2eSuite() {
  const name = 'e2e (Playwright)';
  heading(name);
  const report = path.join(tmp, 'e2e.json');
  const env = {
    ...baseEnv,
    E2E_PORT: String(await findFreePort(3917)),
    E2E_DATA_DIR: path.join(tmp, 'e2e-data'),
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
  };
  const argv = ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'];
  const code = await run(path.join(BIN, 'playwright'), argv, { cwd: ROOT, env });
  results.push({ name, ...playwrightCounts(report, code) });
}

function printSummary() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  heading('Summary');
  const width = Math.max(...results.map((r) => r.name.length)) + 2;
  for (const result of results) {
    if (result.skippedBecause) {
      console.log(`${result.name.padEnd(width)}skipped (${result.skippedBecause})`);
      continue;
    }
    for (const key of Object.keys(totals)) totals[key] += result[key];
    const note = result.note ? `  <- ${result.note}` : '';
    console.log(`${result.name.padEnd(width)}${formatCounts(result)}${note}`);
  }
  console.log(formatCounts(totals));
  return totals;
}

function skipped(name, reason) {
  results.push({ name, skippedBecause: reason });
}

function failedToRun(name, note) {
  results.push({ name, passed: 0, failed: 1, skipped: 0, note });
}

function heading(title) {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(3, 60 - title.length))}`);
}

function formatCounts(c) {
  return `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
}

function slug(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
