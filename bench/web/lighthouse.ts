/**
 * Lighthouse (mobile preset, Debian Chromium) on IdeaIgnite's landing page and signed-in Hustler
 * dashboard, beside a React 19 + Vite hello world built and served in the same run. Runs are
 * interleaved (hello, landing, dashboard, hello, ...) so a change in machine load lands on all
 * three; each figure is the median of the runs. Prints scores, LCP, TBT and the JS/CSS bytes on
 * the wire per page, the ratios the issue's acceptance names, and the scripts the landing fetched.
 *
 *   npx tsx bench/web/lighthouse.ts [--runs 3] [--url http://127.0.0.1:4170]
 *   (BENCH_LIGHTHOUSE_SAVE=<dir> also keeps every Lighthouse report there as JSON)
 *
 * Without --url the real server (apps/server buildApp, demo data seeded, PGlite on a temp dir)
 * serves apps/web/dist, built first when stale (scripts/ensure-build.mjs).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, STORAGE_KEYS } from '@ideaignite/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startChild } from '../lib/child.ts';
import { flag, log, machineLine, option, runBench } from '../lib/harness.ts';
import { BENCH_DIR, REPO_DIR, startRealServer } from '../lib/servers.ts';
import { fmt, median, ratio, table } from '../lib/stats.ts';
import { buildHelloWorld } from './hello-world.ts';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEMO_HUSTLER = { email: 'hustler@demo.ideaignite.in', password: 'Ignite@2025' };

interface Page {
  name: string;
  url: string;
  /**
   * Signed in before the audit, from the page as the app signs in: the API's answer leaves the
   * session in localStorage and its cookie in the browser (which the server renders signed-in
   * pages for, decision 012).
   */
  signInAs?: { email: string; password: string };
}
interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  jsBytes: number;
  cssBytes: number;
  requests: number;
  scripts: string[];
  lcpElement: string;
  consoleErrors: string[];
}

async function audit(page: Page): Promise<RunFigures> {
  // A fresh browser and profile per run: an empty HTTP cache every time.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (page.signInAs) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      // Any same-origin URL that loads none of the app's assets, so the cache stays empty.
      await tab.goto(new URL('/healthz', page.url).href);
      // Runs in the page (bench code has no DOM types): the app's own sign-in call and storage.
      const status = await tab.evaluate(
        async (signinPath, credentials, keys) => {
          const response = await fetch(signinPath, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(credentials),
          });
          if (!response.ok) return response.status;
          const session = (await response.json()) as { accessToken: string; id: string; role: string };
          const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
            .localStorage;
          storage.setItem(keys.token, session.accessToken);
          storage.setItem(keys.userId, session.id);
          storage.setItem(keys.role, session.role);
          return response.status;
        },
        API.signin,
        page.signInAs,
        STORAGE_KEYS,
      );
      if (status !== 200) throw new Error(`sign-in as ${page.signInAs.email} failed: ${status}`);
      await tab.close();
      await browser.disconnect();
    }
    const result = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Keeps the session set above; the new profile already has an empty cache.
      disableStorageReset: Boolean(page.signInAs),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
    const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE;
    if (saveDir) {
      writeFileSync(
        path.join(saveDir, `${page.name.replace(/\W+/g, '-')}-${Date.now()}.json`),
        JSON.stringify(lhr),
      );
    }
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? [];
    const bytes = (type: string) =>
      requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + item.transferSize, 0);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: LcpTable[] })
      ?.items?.[0]?.items;
    const consoleItems =
      (lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] })?.items ?? [];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      jsBytes: bytes('Script'),
      cssBytes: bytes('Stylesheet'),
      requests: requests.length,
      scripts: requests
        .filter((item) => item.resourceType === 'Script')
        .map((item) => `${new URL(item.url).pathname} (${fmt(item.transferSize / 1024)} KB)`),
      lcpElement: lcpItems?.[0]?.node?.snippet ?? 'n/a',
      consoleErrors: consoleItems.map((item) => item.description ?? '').filter(Boolean),
    };
  } finally {
    chrome.kill();
  }
}
/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on this machine; such a run
 * measured nothing, so it is run again (twice at most) rather than ending the bench.
 */
async function auditWithRetry(page: Page): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(page);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt > 2 || !/NO_NAVSTART|NO_FCP|trace/i.test(message)) throw error;
      log(`  ${message.split('\n')[0]}: running it again`);
    }
  }
}
interface NetworkItem {
  url: string;
  transferSize: number;
  resourceType?: string;
}
interface LcpTable {
  items?: { node?: { snippet?: string } }[];
}

runBench('bench/web/lighthouse', 25 * 60_000, async () => {
  const runs = option('runs', 3);
  const external = process.argv.find((arg) => arg.startsWith('--url='))?.slice(6) ?? process.env.BENCH_URL;

  log('building the hello world');
  const helloDist = await buildHelloWorld();
  const hello = await startChild(path.join(BENCH_DIR, 'web/static-server.ts'), {
    BENCH_WEB_DIST: helloDist,
    // Lives as long as the whole bench (its deadline), not the API benches' 15 minutes.
    BENCH_CHILD_MAX_MS: String(25 * 60_000),
  });

  let base = external;
  if (!base) {
    if (!flag('no-build'))
      execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: REPO_DIR, stdio: 'inherit' });
    log('starting IdeaIgnite with the demo data (seeding takes a while)');
    const ours = await startRealServer({
      demo: true,
      webDist: path.join(REPO_DIR, 'apps/web/dist'),
      readyTimeoutMs: 600_000,
    });
    base = `http://127.0.0.1:${ours.port}`;
  }
  const pages: Page[] = [
    { name: 'hello world', url: `http://127.0.0.1:${hello.port}/` },
    { name: 'landing', url: `${base}/` },
    { name: 'dashboard (Hustler)', url: `${base}/dashboard/Hustler`, signInAs: DEMO_HUSTLER },
  ];

  const figures = new Map<string, RunFigures[]>(pages.map((page) => [page.name, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      log(`run ${run}/${runs}: ${page.name}`);
      const result = await auditWithRetry(page);
      log(
        `  performance ${result.performance}, LCP ${fmt(result.lcpMs, 0)} ms, TBT ${fmt(result.tbtMs, 0)} ms, JS ${fmt(result.jsBytes / 1024)} KB`,
      );
      figures.get(page.name)!.push(result);
    }
  }

  const med = (name: string, pick: (figures: RunFigures) => number) => median(figures.get(name)!.map(pick));
  const rows = pages.map(({ name }) => [
    name,
    med(name, (f) => f.performance),
    med(name, (f) => f.accessibility),
    med(name, (f) => f.bestPractices),
    fmt(
      med(name, (f) => f.lcpMs),
      0,
    ),
    fmt(
      med(name, (f) => f.tbtMs),
      0,
    ),
    fmt(med(name, (f) => f.jsBytes) / 1024),
    fmt(med(name, (f) => f.cssBytes) / 1024),
    med(name, (f) => f.requests),
  ]);
  const helloLcp = med('hello world', (f) => f.lcpMs);
  const helloJs = med('hello world', (f) => f.jsBytes);
  const first = (name: string) => figures.get(name)![0]!;
  const errors = pages.flatMap(({ name }) => first(name).consoleErrors.map((error) => `- ${name}: ${error}`));

  return [
    `## bench/web/lighthouse.ts: Lighthouse ${lighthouseVersion()} mobile preset, median of ${runs}`,
    '',
    `Machine: ${machineLine()}. Chromium: ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, simulated throttling (Lighthouse's default mobile: slow 4G, 4× CPU).`,
    '',
    table(
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'LCP ms',
        'TBT ms',
        'JS KB (wire)',
        'CSS KB (wire)',
        'requests',
      ],
      rows,
    ),
    '',
    `- LCP landing / hello world: **${ratio(
      med('landing', (f) => f.lcpMs),
      helloLcp,
    )}**; dashboard / hello world: **${ratio(
      med('dashboard (Hustler)', (f) => f.lcpMs),
      helloLcp,
    )}** (target ≤ 1.3×)`,
    `- landing JS on the wire / hello world: **${ratio(
      med('landing', (f) => f.jsBytes),
      helloJs,
    )}** (target ≤ 1.5×)`,
    `- LCP element: landing \`${first('landing').lcpElement}\`; dashboard \`${first('dashboard (Hustler)').lcpElement}\``,
    `- scripts the landing fetched (first run): ${first('landing').scripts.join(', ')}`,
    `- console errors (first run; CSP violations would show here): ${errors.length ? `\n${errors.join('\n')}` : 'none'}`,
  ].join('\n');
});

function lighthouseVersion(): string {
  const file = path.join(REPO_DIR, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
