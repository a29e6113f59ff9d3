/**
 * A node flooded with returning members' dashboard visits, each from a service worker holding this
 * build (decision 050), two ways side by side: a server that always renders
 * (PAGE_RENDER_BUSY_ABOVE=1) and one with the default setting (0.5), which hands the page's data
 * to the worker while its event loop is busier than that. Each server in turn gets `--concurrency`
 * visits in flight for `--seconds`; rounds alternate the order. Prints visits/s, server CPU per
 * visit (from /proc) and the share of visits answered with the data (app.html, empty #root).
 *
 *   npx tsx bench/web/busy-pages.ts [--rounds 3] [--seconds 10] [--concurrency 8] [--postgres]
 * Needs `npm run build` first (apps/web/dist with dist/ssr).
 */
import path from 'node:path';
import { flag, log, machineLine, option, runBench } from '../lib/harness.ts';
import { cpuSeconds } from '../lib/proc.ts';
import { BENCH_DIR, startRealServer } from '../lib/servers.ts';
import { fmt, median, table } from '../lib/stats.ts';
import { currentWorkerVersion, WORKER_HEADER } from './current-worker.ts';

const rounds = option('rounds', 3);
const seconds = option('seconds', 10);
const concurrency = option('concurrency', 8);
const postgres = flag('postgres');
const PAGE = '/dashboard/Hustler';
const WEB_DIST = path.join(BENCH_DIR, '../apps/web/dist');
const workerVersion = currentWorkerVersion();

interface Round {
  perSecond: number;
  cpuMs: number;
  dataShare: number;
}

runBench('bench/web/busy-pages', 20 * 60_000, async () => {
  log(
    `starting two real servers (${postgres ? 'PostgreSQL' : 'PGlite'}) with the demo data and the built web app`,
  );
  const settings = [
    { name: 'always renders (PAGE_RENDER_BUSY_ABOVE=1)', busyAbove: 1 },
    { name: 'hands the page over when busy (default, 0.5)', busyAbove: 0.5 },
  ];
  const servers = await Promise.all(
    settings.map((setting) =>
      startRealServer({
        postgres,
        demo: true,
        users: 1,
        role: 'Hustler',
        webDist: WEB_DIST,
        pageRenderBusyAbove: setting.busyAbove,
      }),
    ),
  );
  try {
    const load = async (index: number, ms: number): Promise<Round> => {
      const server = servers[index]!;
      const headers = {
        'accept-encoding': 'br, gzip',
        cookie: `ii_session=${server.payload.users[0]!.token}`,
        [WORKER_HEADER]: workerVersion,
      };
      const url = `http://127.0.0.1:${server.port}${PAGE}`;
      let visits = 0;
      let data = 0;
      const cpuBefore = cpuSeconds(server.process.pid!);
      const start = performance.now();
      const until = start + ms;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (performance.now() < until) {
            const response = await fetch(url, { headers });
            if (!response.ok) throw new Error(`${PAGE}: ${response.status}`);
            const html = await response.text();
            visits += 1;
            if (html.includes('<div id="root"></div>')) data += 1;
          }
        }),
      );
      const elapsed = (performance.now() - start) / 1000;
      return {
        perSecond: visits / elapsed,
        cpuMs: ((cpuSeconds(server.process.pid!) - cpuBefore) * 1000) / visits,
        dataShare: data / visits,
      };
    };
    // Warm-up: the JIT, and the load meter's first second.
    for (let index = 0; index < servers.length; index += 1) await load(index, 3_000);
    const results = settings.map(() => [] as Round[]);
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const index of order) results[index]!.push(await load(index, seconds * 1000));
      log(
        `round ${round + 1}: ${settings
          .map(
            (setting, index) =>
              `${setting.name}: ${fmt(results[index]!.at(-1)!.perSecond, 0)} visits/s, ${fmt(100 * results[index]!.at(-1)!.dataShare, 0)}% data`,
          )
          .join('; ')}`,
      );
    }
    const perSecond = results.map((list) => median(list.map((one) => one.perSecond)));
    return [
      `## Dashboard visits from a current service worker, at saturation (bench/web/busy-pages.ts, ${postgres ? 'PostgreSQL' : 'PGlite'})`,
      '',
      `${machineLine()}. Demo data, one Hustler; ${concurrency} visits in flight for ${seconds} s a round per server, ${rounds} rounds, the order alternating; medians. Each visit names this build's worker (Service-Worker-Navigation-Preload). Server CPU from /proc.`,
      '',
      table(
        ['server', 'visits/s', 'server CPU ms per visit', 'answered with the data'],
        settings.map((setting, index) => [
          setting.name,
          fmt(perSecond[index]!, 0),
          fmt(median(results[index]!.map((one) => one.cpuMs)), 2),
          `${fmt(100 * median(results[index]!.map((one) => one.dataShare)), 0)}%`,
        ]),
      ),
      '',
      `- Visits/s, handing over ÷ always rendering: **${fmt(perSecond[1]! / perSecond[0]!, 2)}×** (rounds: ${results[1]!
        .map((one, round) => `${fmt(one.perSecond / results[0]![round]!.perSecond, 2)}×`)
        .join(', ')}).`,
    ].join('\n');
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
});
