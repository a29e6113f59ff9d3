/**
 * Child entry: serves a built web app (BENCH_WEB_DIST) on 127.0.0.1 the way the real server does
 * (apps/server's webApp and compression plugins: precompressed brotli/gzip, same cache headers),
 * so the hello world and IdeaIgnite differ only in what they send.
 */
import Fastify from 'fastify';
import { compression } from '../../apps/server/src/plugins/compression.ts';
import { webApp } from '../../apps/server/src/plugins/web-app.ts';
import { runChild, serveFastify } from '../lib/child-runtime.ts';

async function main() {
  const webDist = process.env.BENCH_WEB_DIST;
  if (!webDist) throw new Error('BENCH_WEB_DIST is required');
  const app = Fastify({ logger: false });
  await app.register(compression);
  await app.register(webApp, { webDist });
  await serveFastify(app);
}

runChild(main);
