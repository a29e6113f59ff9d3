import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/lib/chromium-flags.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// scripts/test.mjs passes a free port and a data dir inside its own temp dir. Standalone runs make
// a fresh data dir here; the env carries both to the workers, which load this file again.
const port = Number(process.env.E2E_PORT ?? 3917);
const dataDir = process.env.E2E_DATA_DIR ?? makeDataDir();
const baseURL = `http://127.0.0.1:${port}`;
// The suite's SMTP server (e2e/smtp-capture.mjs): the app sends all its mail there, e2e/mailbox.ts
// reads what arrived. Its port is chosen once and kept in the env for the workers.
process.env.E2E_SMTP_PORT ??= String(freePort());
const smtpPort = Number(process.env.E2E_SMTP_PORT);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results/e2e'),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Issue 29's service worker is the installed-app spec's to test (it allows it): elsewhere a
    // worker registered 8 s into a journey would answer requests page.route means to shape, and
    // that spec's "new build" (a rewritten sw.js) would reach the other worker's pages.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node e2e/smtp-capture.mjs',
      cwd: repoRoot,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { SMTP_CAPTURE_PORT: String(smtpPort), MAIL_DIR: path.join(dataDir, 'mail') },
    },
    {
      // What `npm start` runs: the compiled server (scripts/test.mjs builds it first).
      command: 'node --enable-source-maps apps/server/dist/main.js',
      cwd: repoRoot,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: '0',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        // Every browser in the suite signs up and in from this one address.
        RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1',
        // Journeys move the server's time forward by writing this file (apps/server/src/lib/clock.ts).
        CLOCK_OFFSET_FILE: path.join(dataDir, 'clock-offset'),
        // Scheduled work (exports, erasures, mail) runs every half second.
        JOBS_TICK_MS: '500',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // A page asked for by a current service worker is sent with its data at any load, as a busy
        // server sends it (decision 050); only the installed-app journey lets workers run.
        PAGE_RENDER_BUSY_ABOVE: '0',
        // The suite's one moderator (e2e/fixtures.ts MODERATOR_EMAIL): /admin/reports is theirs.
        ADMIN_EMAILS: 'moderator@e2e.ideaignite.in',
      },
    },
  ],
});

/** A port nothing listens on now (asked of a child process: the config is read synchronously). */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  const found = Number(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout.trim());
  if (!found) throw new Error('could not find a free port for the SMTP server');
  return found;
}

function makeDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ideaignite-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
