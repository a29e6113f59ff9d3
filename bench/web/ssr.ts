/**
 * What a dashboard rendered on the server costs the server (decision 012), against the same
 * visit drawn by the browser: the real server (child process) with the demo data and a built web
 * app, one signed-in Hustler.
 *
 * - rendered: `GET /dashboard/Hustler` with the session cookie: the page with its data in it.
 * - browser-drawn: the same address without the cookie (app.html, precompressed), then the API
 *   reads the page makes once its scripts run, as the browser sends them (Authorization header).
 *   They are the reads the rendered page carries in its #ssr-state: the bench checks that first.
 *
 * Each visit is sent one at a time (`--visits` a round); the server's CPU (from /proc) is divided
 * by the visits. A third kind, the five reads alone, gives the render's own cost beyond the reads
 * the page needs either way. `--rounds` rounds, the kinds' order rotating; medians.
 *
 * A fourth kind is the visit a service worker holding this build sends (decision 050: its
 * navigation preload header names the build): app.html with the page's data, nothing rendered.
 *
 * `--baseline-dist <dir>` adds a fifth kind: the rendered visit on a second server serving another
 * build of apps/web (same server code), so a change to the web app is measured side by side.
 *
 *   npx tsx bench/web/ssr.ts [--visits 200] [--rounds 5] [--postgres] [--baseline-dist <dir>]
 * Needs `npm run build` first (apps/web/dist with dist/ssr).
 */
import path from 'node:path';
import { API } from '@ideaignite/contract';
import { flag, log, machineLine, option, runBench, stringOption } from '../lib/harness.ts';
import { cpuSeconds } from '../lib/proc.ts';
import { BENCH_DIR, startRealServer } from '../lib/servers.ts';
import { fmt, median, ratio, table } from '../lib/stats.ts';
import { currentWorkerVersion, WORKER_HEADER } from './current-worker.ts';

const visits = option('visits', 200);
const rounds = option('rounds', 5);
const postgres = flag('postgres');
/** Another build of apps/web (a dist folder): its rendered visit on a server of its own, side by side. */
const baselineDist = stringOption('baseline-dist');
const PAGE = '/dashboard/Hustler';
const workerVersion = currentWorkerVersion();
const ACCEPT = { 'accept-encoding': 'br, gzip' };

/** The reads the dashboard makes (its #ssr-state's query keys, and the API path each reads). */
const READS: { key: string; path: string }[] = [
  { key: '["current-user"]', path: API.getUser },
  { key: '["dash-content"]', path: `${API.feedPage}?limit=12` },
  { key: '["completeness"]', path: API.completeness },
  { key: '["unread-count","messages"]', path: API.messagesUnreadCount },
  { key: '["unread-count","notifications"]', path: API.notificationsUnreadCount },
];

interface Kind {
  name: string;
  /** The server process whose CPU the visit is charged to. */
  pid: number;
  /** One visit; answers the bytes it received. */
  visit(): Promise<number>;
}

/** The bytes on the wire (compressed, from Content-Length), else as decoded. */
async function bytesOf(response: Response, what: string): Promise<number> {
  if (!response.ok) throw new Error(`${what}: ${response.status}`);
  const decoded = (await response.arrayBuffer()).byteLength;
  return Number(response.headers.get('content-length')) || decoded;
}

/** The query keys a rendered page carries for the browser. */
function keysIn(html: string): string[] {
  const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (!state) throw new Error('the page was not rendered on the server (no #ssr-state): is apps/web built?');
  const parsed = JSON.parse(state) as { queries: { queries: { queryKey: unknown }[] } };
  return parsed.queries.queries.map((query) => JSON.stringify(query.queryKey)).sort();
}

runBench('bench/web/ssr', 20 * 60_000, async () => {
  log(
    `starting the real server (${postgres ? 'PostgreSQL' : 'PGlite'}) with the demo data and the built web app`,
  );
  const child = await startRealServer({
    postgres,
    demo: true,
    users: 1,
    role: 'Hustler',
    webDist: path.join(BENCH_DIR, '../apps/web/dist'),
    // The worker's kind at any load (decision 050: the server does it so when busy).
    pageRenderBusyAbove: 0,
  });
  const baseline = baselineDist
    ? await startRealServer({
        postgres,
        demo: true,
        users: 1,
        role: 'Hustler',
        webDist: path.resolve(baselineDist),
      })
    : undefined;
  try {
    const base = `http://127.0.0.1:${child.port}`;
    const token = child.payload.users[0]!.token;
    const pid = child.process.pid!;

    const plain = await fetch(`${base}${PAGE}`, { headers: { cookie: `ii_session=${token}` } });
    const keys = keysIn(await plain.text());
    const expected = READS.map((read) => read.key).sort();
    if (JSON.stringify(keys) !== JSON.stringify(expected))
      throw new Error(`the page's reads changed: ${keys.join(' ')} (the bench sends ${expected.join(' ')})`);
    const forTheWorker = await (
      await fetch(`${base}${PAGE}`, {
        headers: { cookie: `ii_session=${token}`, [WORKER_HEADER]: workerVersion },
      })
    ).text();
    if (
      !forTheWorker.includes('<div id="root"></div>') ||
      JSON.stringify(keysIn(forTheWorker)) !== JSON.stringify(expected)
    )
      throw new Error("the page sent to this build's service worker is not app.html with the page's reads");

    /** The reads the page makes once its scripts run, sent as the browser sends them. */
    const reads = async () => {
      const sizes = await Promise.all(
        READS.map(async (read) =>
          bytesOf(
            await fetch(`${base}${read.path}`, { headers: { ...ACCEPT, authorization: `Bearer ${token}` } }),
            read.path,
          ),
        ),
      );
      return sizes.reduce((sum, size) => sum + size, 0);
    };
    const kinds: Kind[] = [
      {
        name: 'rendered on the server',
        pid,
        visit: async () =>
          bytesOf(
            await fetch(`${base}${PAGE}`, { headers: { ...ACCEPT, cookie: `ii_session=${token}` } }),
            'page',
          ),
      },
      {
        name: 'drawn by the browser',
        pid,
        visit: async () =>
          (await bytesOf(await fetch(`${base}${PAGE}`, { headers: ACCEPT }), 'app.html')) + (await reads()),
      },
      {
        name: 'its five API reads alone',
        pid,
        visit: reads,
      },
      {
        name: "sent to this build's service worker",
        pid,
        visit: async () =>
          bytesOf(
            await fetch(`${base}${PAGE}`, {
              headers: { ...ACCEPT, cookie: `ii_session=${token}`, [WORKER_HEADER]: workerVersion },
            }),
            'page for the worker',
          ),
      },
      ...(baseline
        ? [
            {
              name: 'rendered by the baseline build',
              pid: baseline.process.pid!,
              visit: async () =>
                bytesOf(
                  await fetch(`http://127.0.0.1:${baseline.port}${PAGE}`, {
                    headers: { ...ACCEPT, cookie: `ii_session=${baseline.payload.users[0]!.token}` },
                  }),
                  'baseline page',
                ),
            },
          ]
        : []),
    ];

    // Warm-up: both kinds, so neither is measured while the JIT compiles it.
    for (const kind of kinds) for (let i = 0; i < 50; i += 1) await kind.visit();

    const cpuMs = new Map<string, number[]>(kinds.map((kind) => [kind.name, []]));
    const wallMs = new Map<string, number[]>(kinds.map((kind) => [kind.name, []]));
    const bytes = new Map<string, number>();
    const ratios: number[] = [];
    const workerRatios: number[] = [];
    const againstBaseline: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const order = [...kinds.slice(round % kinds.length), ...kinds.slice(0, round % kinds.length)];
      const perVisit = new Map<string, number>();
      for (const kind of order) {
        const cpuBefore = cpuSeconds(kind.pid);
        const start = performance.now();
        let received = 0;
        for (let i = 0; i < visits; i += 1) received += await kind.visit();
        const wall = (performance.now() - start) / visits;
        const cpu = ((cpuSeconds(kind.pid) - cpuBefore) * 1000) / visits;
        cpuMs.get(kind.name)!.push(cpu);
        wallMs.get(kind.name)!.push(wall);
        bytes.set(kind.name, received / visits);
        perVisit.set(kind.name, cpu);
      }
      ratios.push(perVisit.get(kinds[0]!.name)! / perVisit.get(kinds[1]!.name)!);
      workerRatios.push(perVisit.get(kinds[3]!.name)! / perVisit.get(kinds[0]!.name)!);
      if (baseline) againstBaseline.push(perVisit.get(kinds[0]!.name)! / perVisit.get(kinds[4]!.name)!);
      log(
        `round ${round + 1}: ${kinds.map((kind) => `${kind.name} ${fmt(perVisit.get(kind.name)!, 2)} ms`).join(', ')}`,
      );
    }

    const [rendered, drawn, readsAlone, forWorker, renderedBefore] = kinds.map((kind) =>
      median(cpuMs.get(kind.name)!),
    );
    return [
      `## Dashboard rendered on the server (bench/web/ssr.ts, ${postgres ? 'PostgreSQL' : 'PGlite'})`,
      '',
      `${machineLine()}. Demo data, one Hustler; ${visits} visits a round, one at a time, ${rounds} rounds, the order rotating; medians. Server CPU from /proc (the database's own process not included${postgres ? '' : '; PGlite runs inside the server, so its reads are'}).`,
      '',
      table(
        ['visit', 'server CPU ms per visit', 'wall ms per visit', 'KB on the wire'],
        kinds.map((kind) => [
          kind.name,
          fmt(median(cpuMs.get(kind.name)!), 2),
          fmt(median(wallMs.get(kind.name)!), 1),
          fmt(bytes.get(kind.name)! / 1024, 1),
        ]),
      ),
      '',
      `- Rendered ÷ drawn by the browser: **${ratio(rendered!, drawn!)}** (rounds: ${ratios.map((value) => `${fmt(value, 2)}×`).join(', ')}); the difference: **${fmt(rendered! - drawn!, 2)} ms** of server CPU per page.`,
      `- The render's own cost beyond the reads the page needs either way (rendered − the reads alone; app.html is not in it): **${fmt(rendered! - readsAlone!, 2)} ms** per page.`,
      `- The page sent to this build's service worker (app.html with the data, decision 050), beyond the reads: **${fmt(forWorker! - readsAlone!, 2)} ms** per page; ÷ rendered **${fmt(forWorker! / rendered!, 2)}×** (rounds: ${workerRatios.map((value) => `${fmt(value, 2)}×`).join(', ')}).`,
      ...(baseline
        ? [
            `- Against the baseline build (${baselineDist}, a server of its own running the same server code): rendered ÷ rendered by the baseline **${fmt(median(againstBaseline), 2)}×** (rounds: ${againstBaseline.map((value) => `${fmt(value, 2)}×`).join(', ')}); the baseline's render beyond the reads: ${fmt(renderedBefore! - readsAlone!, 2)} ms.`,
          ]
        : []),
    ].join('\n');
  } finally {
    await child.stop();
    await baseline?.stop();
  }
});
