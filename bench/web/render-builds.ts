/**
 * The dashboard's render alone, two builds of the renderer side by side: how much a change to the
 * web app's code costs or saves the server per rendered page, without the database, the network
 * or the other visits in the measurement (bench/web/ssr.ts measures the whole visit, whose
 * rounds scatter by more than a millisecond on this machine).
 *
 * The real server (PGlite, demo data) answers the five reads the Hustler's dashboard makes once;
 * both renderers (`--a`, `--b`: folders holding ssr.js and shell.html, as apps/web/dist/ssr) then
 * render the page from those answers in this process, `--renders` a round each, `--rounds`
 * rounds, the order alternating; CPU from process.cpuUsage(), medians.
 *
 *   npx tsx bench/web/render-builds.ts --a /tmp/ssr-before --b apps/web/dist/ssr [--renders 300] [--rounds 7]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API } from '@ideaignite/contract';
import { log, machineLine, option, runBench, stringOption } from '../lib/harness.ts';
import { startRealServer } from '../lib/servers.ts';
import { fmt, median, table } from '../lib/stats.ts';

const renders = option('renders', 300);
const rounds = option('rounds', 7);
const folders = ['a', 'b'].map((name) => {
  const folder = stringOption(name);
  if (!folder) throw new Error(`--${name} <folder with ssr.js> is required`);
  return { name, folder: path.resolve(folder) };
});
const PAGE = '/dashboard/Hustler';
const READS = [
  API.getUser,
  `${API.feedPage}?limit=12`,
  API.completeness,
  API.messagesUnreadCount,
  API.notificationsUnreadCount,
];

interface Renderer {
  renderPage(request: {
    url: string;
    session: { token: string; userId: string; role: string | null };
    fetch: typeof fetch;
    locale: 'en-IN' | 'hi-IN';
  }): Promise<Uint8Array | null>;
  warmUp(): Promise<void>;
}

runBench('bench/web/render-builds', 20 * 60_000, async () => {
  log('starting the real server (PGlite) with the demo data for the page’s answers');
  const child = await startRealServer({ demo: true, users: 1, role: 'Hustler' });
  const user = child.payload.users[0]!;
  const answers = new Map<string, { status: number; body: string; type: string }>();
  try {
    for (const read of READS) {
      const response = await fetch(`http://127.0.0.1:${child.port}${read}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      answers.set(read, {
        status: response.status,
        body: await response.text(),
        type: response.headers.get('content-type') ?? 'application/json',
      });
    }
  } finally {
    await child.stop();
  }
  const answer: typeof fetch = async (input) => {
    const known = answers.get(String(input));
    if (!known) throw new Error(`the page read ${String(input)}, which the bench did not fetch`);
    return new Response(known.body, { status: known.status, headers: { 'content-type': known.type } });
  };

  const builds = await Promise.all(
    folders.map(async ({ name, folder }) => {
      const renderer = (await import(pathToFileURL(path.join(folder, 'ssr.js')).href)) as Renderer;
      await renderer.warmUp();
      const render = async () => {
        const page = await renderer.renderPage({
          url: PAGE,
          session: { token: user.token, userId: user.id, role: 'Hustler' },
          fetch: answer,
          locale: 'en-IN',
        });
        if (!page) throw new Error(`${name}: the renderer left the page to the browser`);
        return page.byteLength;
      };
      return { name, folder, render, bytes: await render() };
    }),
  );
  for (const build of builds) for (let i = 0; i < 100; i += 1) await build.render();

  const cost = new Map<string, number[]>(builds.map((build) => [build.name, []]));
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    const thisRound = new Map<string, number>();
    for (const build of order) {
      const before = process.cpuUsage();
      for (let i = 0; i < renders; i += 1) await build.render();
      const used = process.cpuUsage(before);
      const ms = (used.user + used.system) / 1000 / renders;
      cost.get(build.name)!.push(ms);
      thisRound.set(build.name, ms);
    }
    ratios.push(thisRound.get('b')! / thisRound.get('a')!);
    log(`round ${round + 1}: a ${fmt(thisRound.get('a')!, 3)} ms, b ${fmt(thisRound.get('b')!, 3)} ms`);
  }

  return [
    '## The dashboard’s render alone, two builds (bench/web/render-builds.ts)',
    '',
    `${machineLine()}. The Hustler's dashboard (demo data) rendered from the same five answers, ${renders} renders a round for each build, ${rounds} rounds, the order alternating; medians; CPU of this process.`,
    '',
    table(
      ['build', 'folder', 'CPU ms per render', 'page bytes'],
      builds.map((build) => [build.name, build.folder, fmt(median(cost.get(build.name)!), 3), build.bytes]),
    ),
    '',
    `- b ÷ a: **${fmt(median(ratios), 2)}×** (rounds: ${ratios.map((value) => `${fmt(value, 2)}×`).join(', ')}); b − a: ${fmt(median(cost.get('b')!) - median(cost.get('a')!), 3)} ms a render.`,
  ].join('\n');
});
