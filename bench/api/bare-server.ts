/**
 * Child entry: the baseline. A bare Fastify (no plugins, no auth, no database) that answers each
 * path with a JSON body held in memory, the very bodies the real server sent for the same calls.
 * Env: BENCH_BODIES = a JSON file of { path: body } (path without the query string).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { runChild, serveFastify } from '../lib/child-runtime.ts';

async function main() {
  const bodies = JSON.parse(readFileSync(process.env.BENCH_BODIES ?? '', 'utf8')) as Record<string, string>;
  const app = Fastify({ logger: false });
  for (const [url, body] of Object.entries(bodies)) {
    app.get(url, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  }
  await serveFastify(app);
}

runChild(main);
