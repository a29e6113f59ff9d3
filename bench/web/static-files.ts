/**
 * What serving the built web app's files costs the server: our routes (apps/server's webApp: the
 * build's files listed once, each request a name lookup and @fastify/send) against
 * @fastify/static's own wildcard route on the same build (how the files were served before: it
 * reads every folder on the path per request to check the name's spelling; 618 names in
 * assets/), with the same precompressed copies, cache headers and history fallback.
 *
 * In one process through `inject` (no sockets, so only the server's side is counted): a hashed
 * script (`/assets/index-*.js`, brotli) and a deep link (`/dashboard/Hustler`, app.html), each
 * `--requests` times a round for each server, `--rounds` rounds, the order alternating; CPU from
 * process.cpuUsage(), medians. Needs `npm run build` first.
 *
 *   npx tsx bench/web/static-files.ts [--requests 2000] [--rounds 5]
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { compression } from '../../apps/server/src/plugins/compression.ts';
import { webApp } from '../../apps/server/src/plugins/web-app.ts';
import { log, machineLine, option, runBench } from '../lib/harness.ts';
import { BENCH_DIR } from '../lib/servers.ts';
import { fmt, median, table } from '../lib/stats.ts';

const requests = option('requests', 2000);
const rounds = option('rounds', 5);
const DIST = path.resolve(BENCH_DIR, '../apps/web/dist');

/** The library's wildcard route as the server registered it before, with its history fallback. */
async function libraryRoutes(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compression);
  await app.register(fastifyStatic, {
    root: DIST,
    allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
  });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('app.html', DIST));
  return app;
}

async function ourRoutes(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compression);
  await app.register(webApp, { webDist: DIST });
  return app;
}

runBench('bench/web/static-files', 20 * 60_000, async () => {
  const script = readdirSync(path.join(DIST, 'assets')).find((name) => /^index-.*\.js$/.test(name));
  if (!script) throw new Error('apps/web/dist has no index-*.js: run `npm run build` first');
  const urls = [`/assets/${script}`, '/dashboard/Hustler'];
  const servers = [
    { name: 'ours (webApp)', app: await ourRoutes() },
    { name: '@fastify/static wildcard', app: await libraryRoutes() },
  ];
  for (const server of servers) await server.app.ready();

  const get = async (app: FastifyInstance, url: string) => {
    const answer = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    if (answer.statusCode !== 200 || answer.headers['content-encoding'] !== 'br')
      throw new Error(`${url}: ${answer.statusCode} ${answer.headers['content-encoding']}`);
  };
  const microseconds = new Map<string, number[]>();
  const ratios = new Map<string, number[]>(urls.map((url) => [url, []]));
  for (const server of servers)
    for (const url of urls) for (let i = 0; i < 300; i += 1) await get(server.app, url);
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const url of urls) {
      const cost = new Map<string, number>();
      for (const server of order) {
        const before = process.cpuUsage();
        for (let i = 0; i < requests; i += 1) await get(server.app, url);
        const used = process.cpuUsage(before);
        const perRequest = (used.user + used.system) / requests;
        cost.set(server.name, perRequest);
        const key = `${server.name} ${url}`;
        microseconds.set(key, [...(microseconds.get(key) ?? []), perRequest]);
      }
      ratios.get(url)!.push(cost.get(servers[0]!.name)! / cost.get(servers[1]!.name)!);
    }
    log(`round ${round + 1}: ${urls.map((url) => `${url} ${fmt(ratios.get(url)!.at(-1)!, 2)}×`).join(', ')}`);
  }
  for (const server of servers) await server.app.close();

  return [
    '## Serving the built web app (bench/web/static-files.ts)',
    '',
    `${machineLine()}. One process, \`inject\`, brotli accepted; ${requests} requests a round for each server and address, ${rounds} rounds, the order alternating; medians.`,
    '',
    table(
      ['address', 'ours µs CPU per request', '@fastify/static wildcard µs', 'ours ÷ wildcard (rounds)'],
      urls.map((url) => [
        url,
        fmt(median(microseconds.get(`${servers[0]!.name} ${url}`)!), 0),
        fmt(median(microseconds.get(`${servers[1]!.name} ${url}`)!), 0),
        `**${fmt(median(ratios.get(url)!), 2)}×** (${ratios
          .get(url)!
          .map((value) => `${fmt(value, 2)}×`)
          .join(', ')})`,
      ]),
    ),
  ].join('\n');
});
