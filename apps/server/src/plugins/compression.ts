import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses API answers of 1 KB or more (feeds, profile lists) with brotli or gzip, whichever
 * the client prefers. Low levels on purpose: brotli 3 and gzip 5 cost 0.1–0.5 ms on a feed page
 * and cut it by about two thirds, saving 40–85 ms on a phone's slow 4G and 3–7 ms at 20 Mbit/s
 * (bench/web/compression.ts); brotli 11 takes 100+ ms a page for a few per cent more. Brotli 3,
 * not 4: the signed-in dashboard's page (~165 KB raw) takes 1.2 ms instead of 1.9 for 27.2 KB
 * instead of 26.2 (bench/README.md), and that page is the server's costliest answer. The built
 * web app is precompressed at build time and sent as is (its Content-Encoding is already set, so
 * it is not compressed again); range requests and media types that are compressed already are
 * left alone. Every answer held in memory is compressed in one call, up to 512 KB; the plugin's
 * default streams anything over 64 KB through a zlib stream on the threadpool, which cost that
 * page more CPU than the compressing.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 512 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 5 },
  });
});
