import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses API answers of 1 KB or more (feeds, profile lists) with brotli or gzip, whichever
 * the client prefers. Low levels on purpose: brotli 4 and gzip 5 cost a fraction of a
 * millisecond on a feed page and still cut it by 80–90 % (bench/web/compression.ts measures it);
 * higher levels take several times the CPU for a few per cent more. The built web app is
 * precompressed at build time and sent as is (its Content-Encoding is already set, so it is not
 * compressed again); range requests and media types that are compressed already are left alone.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
});
