/**
 * A returning member's dashboard in Chromium, with the app's service worker in control, as the
 * server sends it two ways (decision 050), side by side in the same browser:
 *
 * - worker: the navigation names this build's worker (navigation preload), and the server (told to
 *   act as when busy) sends app.html with the page's data, and the browser draws the page;
 * - rendered: the same navigation naming another build, so the server renders the page (what
 *   every signed-in visit got before decision 050).
 *
 * Both take their scripts and stylesheet from the worker's cache. The page runs with the CPU slowed
 * 4× (a mid-range phone, as Lighthouse's mobile preset) and, with `--network`, Lighthouse's slow
 * 4G (150 ms round trip, 1.6 Mbit/s down) on the page's requests. Figures per visit, from the
 * page's own clock: the navigation's answer complete, first contentful paint, the first feed card
 * in the document, largest contentful paint, and the app ready (html[data-app-ready]). Kinds
 * interleaved, `--rounds` rounds; medians.
 *
 *   npx tsx bench/web/returning-visit.ts [--rounds 7] [--network]
 * Needs `npm run build` first (apps/web/dist with dist/ssr).
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium-flags.mjs';
import { flag, log, machineLine, option, runBench } from '../lib/harness.ts';
import { BENCH_DIR, startRealServer } from '../lib/servers.ts';
import { fmt, median, table } from '../lib/stats.ts';
import { signInFromTab } from './browser-session.ts';

const rounds = option('rounds', 7);
const network = flag('network');
const PAGE = '/dashboard/Hustler';
const HUSTLER = { email: 'hustler@demo.ideaignite.in', password: 'Ignite@2025' };

interface Visit {
  responseEnd: number;
  fcp: number;
  firstCard: number;
  lcp: number;
  ready: number;
  /** Whether the answer carried server markup in #root. */
  rendered: boolean;
}

/**
 * Installed before any page script: records when the first feed card is in the document and when
 * the app says it is ready, and the largest contentful paint so far.
 */
const RECORDER = `(() => {
  const seen = (window.__visit = { firstCard: NaN, ready: NaN, lcp: NaN });
  const check = () => {
    if (Number.isNaN(seen.firstCard) && document.querySelector('#root article')) seen.firstCard = performance.now();
    if (Number.isNaN(seen.ready) && document.documentElement.hasAttribute('data-app-ready')) seen.ready = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

async function visit(tab: Page, headerValue: string): Promise<Visit> {
  await tab.evaluate(async (value) => {
    const worker = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
      .navigator.serviceWorker;
    const registration = (await worker.ready) as {
      navigationPreload: { setHeaderValue(value: string): Promise<void> };
    };
    await registration.navigationPreload.setHeaderValue(value);
  }, headerValue);
  const response = await tab.goto(`${new URL(tab.url()).origin}${PAGE}`, { waitUntil: 'load' });
  const html = (await response?.text()) ?? '';
  await tab.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
  await tab.waitForSelector('#root article', { timeout: 30_000 });
  // LCP settles once the page stops drawing; a moment after the app is ready.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const figures = await tab.evaluate(() => {
    const page = globalThis as unknown as {
      __visit: { firstCard: number; ready: number; lcp: number };
      performance: {
        getEntriesByType(type: string): { responseEnd: number }[];
        getEntriesByName(name: string): { startTime: number }[];
      };
    };
    const responseEnd = page.performance.getEntriesByType('navigation')[0]?.responseEnd ?? Number.NaN;
    const fcp = page.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return { ...page.__visit, responseEnd, fcp };
  });
  return { ...figures, rendered: /<div id="root"><[a-z]/.test(html) };
}

runBench('bench/web/returning-visit', 20 * 60_000, async () => {
  log('starting the real server (PGlite) with the demo data and the built web app');
  // The worker's kind at any load (decision 050: the server does it so when busy).
  const server = await startRealServer({
    demo: true,
    webDist: path.join(BENCH_DIR, '../apps/web/dist'),
    pageRenderBusyAbove: 0,
  });
  const base = `http://127.0.0.1:${server.port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.goto(`${base}/healthz`);
    await signInFromTab(tab, HUSTLER);
    log('first visit: the service worker registers and takes control');
    await tab.goto(`${base}${PAGE}`, { waitUntil: 'load' });
    await tab.waitForFunction(
      () =>
        Boolean(
          (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator
            .serviceWorker.controller,
        ),
      { timeout: 60_000 },
    );
    const version = await tab.evaluate(async () => {
      const worker = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
        .navigator.serviceWorker;
      const registration = (await worker.ready) as {
        navigationPreload: { getState(): Promise<{ enabled: boolean; headerValue: string }> };
      };
      return registration.navigationPreload.getState();
    });
    if (!version.enabled) throw new Error('the worker did not turn navigation preload on');
    await tab.evaluateOnNewDocument(RECORDER);
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (network) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    const kinds = [
      { name: "sent to this build's worker (app.html with the data)", header: version.headerValue },
      { name: 'rendered on the server', header: 'another-build' },
    ];
    // Warm-up: the JIT, the worker and the server see each kind first.
    for (const kind of kinds) await visit(tab, kind.header);
    const visits = new Map<string, Visit[]>(kinds.map((kind) => [kind.name, []]));
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? kinds : [...kinds].reverse();
      for (const kind of order) {
        const figures = await visit(tab, kind.header);
        visits.get(kind.name)!.push(figures);
      }
      log(
        `round ${round + 1}: ${kinds
          .map((kind) => {
            const last = visits.get(kind.name)!.at(-1)!;
            return `${kind.name}: card ${fmt(last.firstCard, 0)} ms, LCP ${fmt(last.lcp, 0)} ms, ready ${fmt(last.ready, 0)} ms`;
          })
          .join('; ')}`,
      );
    }
    const [worker, rendered] = kinds.map((kind) => visits.get(kind.name)!);
    if (worker!.some((one) => one.rendered) || rendered!.some((one) => !one.rendered))
      throw new Error('a visit was not answered the way its kind asks');
    const med = (list: Visit[], pick: (one: Visit) => number) => median(list.map(pick));
    const columns: [string, (one: Visit) => number][] = [
      ['answer complete', (one) => one.responseEnd],
      ['first contentful paint', (one) => one.fcp],
      ['first feed card', (one) => one.firstCard],
      ['largest contentful paint', (one) => one.lcp],
      ['app ready', (one) => one.ready],
    ];
    await browser.disconnect();
    return [
      `## A returning member's dashboard, with the service worker in control (bench/web/returning-visit.ts)`,
      '',
      `${machineLine()}. Chromium (Debian), the demo Hustler, CPU slowed 4×, ${network ? "Lighthouse's slow 4G on the page's requests (150 ms, 1.6 Mbit/s)" : 'no network throttling (loopback)'}; ${rounds} rounds, kinds alternating; medians, ms from the navigation's start.`,
      '',
      table(
        ['visit', ...columns.map(([name]) => name)],
        kinds.map((kind) => [
          kind.name,
          ...columns.map(([, pick]) => fmt(med(visits.get(kind.name)!, pick), 0)),
        ]),
      ),
    ].join('\n');
  } finally {
    chrome.kill();
    await server.stop();
  }
});
