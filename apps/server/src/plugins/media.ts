import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_CACHE_CONTROL, mediaServingRoutes } from '../media/media-serving.ts';
import { isPublicMediaPath, MEDIA_URL_PREFIX, type MediaStorage } from '../media/storage.ts';

/**
 * Multipart parsing (each route streams its own parts) and the media files themselves, served
 * with range requests so videos can seek. Keys are unique, so files are cached for good. Files on
 * disk go through @fastify/static; a bucket is streamed through our own route, so browsers only
 * ever see our origin.
 */
export const media = fp(async (app: FastifyInstance, options: { storage: MediaStorage }) => {
  const { storage } = options;
  await app.register(multipart, { throwFileSizeLimit: false });
  if (storage.localRoot) {
    await app.register(fastifyStatic, {
      root: storage.localRoot,
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      index: false,
      // Data-export ZIPs share the storage but are only for their owner (modules/account).
      allowedPath: (pathname) => isPublicMediaPath(pathname),
      setHeaders(reply) {
        reply.header('cache-control', MEDIA_CACHE_CONTROL);
      },
    });
  } else {
    await mediaServingRoutes(app, storage);
  }
  app.addHook('onClose', () => storage.close());
});
