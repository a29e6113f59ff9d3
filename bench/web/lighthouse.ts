/**
 * Lighthouse (mobile preset, Debian Chromium) on IdeaIgnite's landing page, each role's dashboard
 * as a returning user (signed in, so the server renders it), the Hustler's dashboard drawn by the
 * browser alone (signed in without the session cookie, as after a deploy that changed the cookie's
 * name), the Hustler's /messages, the jobs board as the Job seeker, and a shared video's and
 * blog's public pages as a signed-out visitor (or a link preview) opens them (issue 26), beside a
 * React 19 + Vite hello world built and served in the same run. Runs are interleaved (hello,
 * landing, dashboards, hello, ...) so a change in machine load lands on all of them; each figure
 * is the median of the runs. Prints scores, LCP, TBT, CLS, long tasks, script requests and the JS
 * bytes on the wire and raw per page, the ratios the acceptance names, the scripts the landing
 * fetched, and whether Chromium would install the landing, the Hustler's and Job seeker's
 * dashboards and /jobs as an app (issue 29).
 *
 *   npx tsx bench/web/lighthouse.ts [--runs 3] [--url http://127.0.0.1:4170] [--pages landing,Hustler]
 *   (--pages keeps the pages whose names contain one of the words, and always the hello world;
 *   BENCH_LIGHTHOUSE_SAVE=<dir> also keeps every Lighthouse report there as JSON)
 *
 * Without --url the real server (apps/server buildApp, demo data seeded, PGlite on a temp dir)
 * serves apps/web/dist, built first when stale (scripts/ensure-build.mjs).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, sharedPath } from '@ideaignite/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium-flags.mjs';
import { startChild } from '../lib/child.ts';
import { flag, log, machineLine, option, runBench } from '../lib/harness.ts';
import { BENCH_DIR, REPO_DIR, startRealServer } from '../lib/servers.ts';
import { fmt, median, ratio, table } from '../lib/stats.ts';
import { signInFromTab } from './browser-session.ts';
import { buildHelloWorld } from './hello-world.ts';

const DEMO_PASSWORD = 'Ignite@2025';
const ROLES = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] as const;
const demoAccount = (role: (typeof ROLES)[number]) => ({
  email: `${role.toLowerCase()}@demo.ideaignite.in`,
  password: DEMO_PASSWORD,
});

interface Page {
  name: string;
  url: string;
  /**
   * Signed in before the audit, from the page as the app signs in: the API's answer leaves the
   * session in localStorage and its cookie in the browser (which the server renders signed-in
   * pages for, decision 012).
   */
  signInAs?: { email: string; password: string };
  /** Signed in without the session cookie: the server sends the app shell and the browser draws the page. */
  withoutCookie?: boolean;
}
interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread tasks over 50 ms (Lighthouse's long-tasks audit, simulated 4× CPU). */
  longTasks: number;
  jsBytes: number;
  /** The scripts' size once decompressed: what the browser parses and compiles. */
  jsRawBytes: number;
  scriptRequests: number;
  cssBytes: number;
  requests: number;
  scripts: string[];
  lcpElement: string;
  consoleErrors: string[];
}

/**
 * Signs in `page.signInAs` in the browser at `port`, as the app does: the API's answer leaves the
 * session in localStorage and its cookie in the browser (dropped for `withoutCookie`).
 */
async function signIn(port: number, page: Page): Promise<void> {
  if (!page.signInAs) return;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  // Any same-origin URL that loads none of the app's assets, so the cache stays empty.
  await tab.goto(new URL('/healthz', page.url).href);
  await signInFromTab(tab, page.signInAs);
  if (page.withoutCookie) {
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    await cdp.detach();
  }
  await tab.close();
  await browser.disconnect();
}

/**
 * Runs `work` in a fresh Chromium (a new profile: an empty HTTP cache every time) with the page's
 * person signed in (signIn), on the DevTools port it gets, and closes it whatever happens.
 */
async function inFreshBrowser<T>(page: Page, work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    await signIn(chrome.port, page);
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

async function audit(page: Page): Promise<RunFigures> {
  return inFreshBrowser(page, async (port) => {
    const result = await lighthouse(page.url, {
      port: port,
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
    const bytes = (type: string, size: (item: NetworkItem) => number = (item) => item.transferSize) =>
      requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + size(item), 0);
    const longTasks = (
      (lhr.audits['long-tasks']?.details as { items?: { duration: number }[] })?.items ?? []
    ).filter((task) => task.duration > 50);
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
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      longTasks: longTasks.length,
      jsBytes: bytes('Script'),
      jsRawBytes: bytes('Script', (item) => item.resourceSize ?? 0),
      scriptRequests: requests.filter((item) => item.resourceType === 'Script').length,
      cssBytes: bytes('Stylesheet'),
      requests: requests.length,
      scripts: requests
        .filter((item) => item.resourceType === 'Script')
        .map((item) => `${new URL(item.url).pathname} (${fmt(item.transferSize / 1024)} KB)`),
      lcpElement: lcpItems?.[0]?.node?.snippet ?? 'n/a',
      consoleErrors: consoleItems.map((item) => item.description ?? '').filter(Boolean),
    };
  });
}
/** What Chromium says of installing the page as an app, once its service worker had time to start. */
interface Installability {
  errors: string[];
  manifest: string;
  manifestErrors: string[];
  serviceWorker: boolean;
}

/**
 * Lighthouse 12 dropped its PWA category and installability audit; what it asked is Chromium's own
 * answer, which this reads the same way (the DevTools protocol's Page.getInstallabilityErrors and
 * Page.getAppManifest), after the page loaded and its service worker (registered some seconds
 * after load on signed-in pages) took control or 15 s passed.
 */
async function installability(page: Page): Promise<Installability> {
  return inFreshBrowser(page, async (port) => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    const tab = await browser.newPage();
    await tab.goto(page.url, { waitUntil: 'load' });
    const serviceWorker = await tab
      .waitForFunction(
        () =>
          Boolean(
            (globalThis as unknown as { navigator: { serviceWorker?: { controller: unknown } } }).navigator
              .serviceWorker?.controller,
          ),
        { timeout: 15_000 },
      )
      .then(() => true)
      .catch(() => false);
    const cdp = await tab.createCDPSession();
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
    };
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    await browser.disconnect();
    return {
      errors: installabilityErrors.map(
        (error) =>
          `${error.errorId}${error.errorArguments.map((arg) => ` ${arg.name}=${arg.value}`).join('')}`,
      ),
      manifest: manifest.url ? new URL(manifest.url).pathname : 'none',
      manifestErrors: manifest.errors.map((error) => error.message),
      serviceWorker,
    };
  });
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
  resourceSize?: number;
  resourceType?: string;
}
interface LcpTable {
  items?: { node?: { snippet?: string } }[];
}

/** The newest demo video's and blog's addresses, which a signed-out visitor opens as public pages. */
async function sharedDemoPaths(base: string) {
  const signin = await fetch(`${base}${API.signin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccount('Investor')),
  });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const first = async (url: string) => {
    const answer = (await (await fetch(`${base}${url}`, { headers })).json()) as {
      data: { _id: string; kind?: string }[];
    };
    const id = answer.data.find((item) => item.kind !== 'talk')?._id;
    if (!id) throw new Error(`the demo data has nothing at ${url}`);
    return id;
  };
  return {
    video: sharedPath('video', await first(API.getVideos)),
    blog: sharedPath('blog', await first(API.getBlogs)),
  };
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
  const wanted = (process.argv.find((arg) => arg.startsWith('--pages='))?.slice(8) ?? '')
    .split(',')
    .filter(Boolean);
  const shared = await sharedDemoPaths(base);
  const pages: Page[] = [
    { name: 'hello world', url: `http://127.0.0.1:${hello.port}/` },
    { name: 'landing', url: `${base}/` },
    ...ROLES.map((role) => ({
      name: `dashboard (${role})`,
      url: `${base}/dashboard/${role}`,
      signInAs: demoAccount(role),
    })),
    {
      name: 'dashboard (Hustler, client-rendered)',
      url: `${base}/dashboard/Hustler`,
      signInAs: demoAccount('Hustler'),
      withoutCookie: true,
    },
    { name: 'messages (Hustler)', url: `${base}/messages`, signInAs: demoAccount('Hustler') },
    { name: 'jobs board (Jobseeker)', url: `${base}/jobs`, signInAs: demoAccount('Jobseeker') },
    { name: 'shared video (public page)', url: `${base}${shared.video}` },
    { name: 'shared blog (public page)', url: `${base}${shared.blog}` },
  ].filter(
    (page) =>
      page.name === 'hello world' || !wanted.length || wanted.some((word) => page.name.includes(word)),
  );

  const figures = new Map<string, RunFigures[]>(pages.map((page) => [page.name, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      log(`run ${run}/${runs}: ${page.name}`);
      const result = await auditWithRetry(page);
      log(
        `  performance ${result.performance}, LCP ${fmt(result.lcpMs, 0)} ms, TBT ${fmt(result.tbtMs, 0)} ms, CLS ${fmt(result.cls, 3)}, long tasks ${result.longTasks}, ${result.scriptRequests} scripts, JS ${fmt(result.jsBytes / 1024)} KB`,
      );
      figures.get(page.name)!.push(result);
    }
  }

  const installable = new Map<string, Installability>();
  for (const page of pages.filter((candidate) =>
    /^(landing|dashboard \((Hustler|Jobseeker)\)|jobs board)/.test(candidate.name),
  )) {
    log(`installability: ${page.name}`);
    installable.set(page.name, await installability(page));
  }

  const med = (name: string, pick: (figures: RunFigures) => number) => median(figures.get(name)!.map(pick));
  const rows = pages.map(({ name }) => [
    name,
    med(name, (f) => f.performance),
    med(name, (f) => f.accessibility),
    fmt(
      med(name, (f) => f.lcpMs),
      0,
    ),
    fmt(
      med(name, (f) => f.tbtMs),
      0,
    ),
    fmt(
      med(name, (f) => f.cls),
      3,
    ),
    med(name, (f) => f.longTasks),
    med(name, (f) => f.scriptRequests),
    fmt(med(name, (f) => f.jsBytes) / 1024),
    fmt(med(name, (f) => f.jsRawBytes) / 1024),
    med(name, (f) => f.requests),
  ]);
  const helloLcp = med('hello world', (f) => f.lcpMs);
  const helloJs = med('hello world', (f) => f.jsBytes);
  const measured = (name: string) => figures.has(name);
  const first = (name: string) => figures.get(name)![0]!;
  const errors = pages.flatMap(({ name }) => first(name).consoleErrors.map((error) => `- ${name}: ${error}`));
  const lines = [
    `## bench/web/lighthouse.ts: Lighthouse ${lighthouseVersion()} mobile preset, median of ${runs}`,
    '',
    `Machine: ${machineLine()}. Chromium: ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, simulated throttling (Lighthouse's default mobile: slow 4G, 4× CPU).`,
    '',
    table(
      [
        'page',
        'performance',
        'accessibility',
        'LCP ms',
        'TBT ms',
        'CLS',
        'long tasks',
        'scripts',
        'JS KB (wire)',
        'JS KB (raw)',
        'requests',
      ],
      rows,
    ),
    '',
    `- per-run performance: ${pages
      .map(
        ({ name }) =>
          `${name} ${figures
            .get(name)!
            .map((f) => f.performance)
            .join('/')}`,
      )
      .join('; ')}`,
  ];
  if (measured('landing')) {
    lines.push(
      `- LCP landing / hello world: **${ratio(
        med('landing', (f) => f.lcpMs),
        helloLcp,
      )}** (target ≤ 1.3×)`,
      `- landing JS on the wire / hello world: **${ratio(
        med('landing', (f) => f.jsBytes),
        helloJs,
      )}** (target ≤ 1.5×)`,
      `- LCP element: landing \`${first('landing').lcpElement}\``,
      `- scripts the landing fetched (first run): ${first('landing').scripts.join(', ')}`,
    );
  }
  if (measured('dashboard (Hustler)')) {
    lines.push(
      `- LCP dashboard (Hustler) / hello world: **${ratio(
        med('dashboard (Hustler)', (f) => f.lcpMs),
        helloLcp,
      )}**; LCP element \`${first('dashboard (Hustler)').lcpElement}\``,
    );
  }
  if (installable.size) {
    lines.push(
      '',
      "Installable (Chromium's Page.getInstallabilityErrors: Lighthouse 12 no longer has a PWA category):",
      '',
      table(
        ['page', 'installable', 'errors', 'manifest', 'manifest errors', 'service worker controls the page'],
        [...installable].map(([name, found]) => [
          name,
          found.errors.length ? 'no' : 'yes',
          found.errors.join('; ') || 'none',
          found.manifest,
          found.manifestErrors.join('; ') || 'none',
          found.serviceWorker ? 'yes' : 'no',
        ]),
      ),
      '',
    );
  }
  lines.push(
    `- console errors (first run; CSP violations would show here): ${errors.length ? `\n${errors.join('\n')}` : 'none'}`,
  );
  return lines.join('\n');
});

function lighthouseVersion(): string {
  const file = path.join(REPO_DIR, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
