/**
 * Child entry: the baseline. A bare Fastify (no plugins, no auth, no database) that answers each
 * path with a JSON body held in memory, the very bodies the real server sent for the same calls.
 * Env: BENCH_BODIES = a JSON file of { path: body } (path without the query string).
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { onShutdown, reportError, reportReady } from '../lib/child-runtime.ts';

async function main() {
  const bodies = JSON.parse(readFileSync(process.env.BENCH_BODIES ?? '', 'utf8')) as Record<string, string>;
  const app = Fastify({ logger: false });
  for (const [url, body] of Object.entries(bodies)) {
    app.get(url, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  }
  onShutdown(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  reportReady((app.server.address() as AddressInfo).port);
}

main().catch((error: unknown) => {
  reportError(error);
  process.exit(1);
});
