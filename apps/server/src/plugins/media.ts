import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_URL_PREFIX } from '../media/storage.ts';

/**
 * Multipart parsing (each route streams its own parts) and the media files themselves, served
 * with range requests so videos can seek. Keys are unique, so files are cached for good.
 */
export const media = fp(async (app: FastifyInstance, options: { mediaRoot: string }) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  await app.register(fastifyStatic, {
    root: options.mediaRoot,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
});
