import multipart from '@fastify/multipart';
import { API_ERRORS } from '@ideaignite/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHiddenMedia } from '../media/hidden-media.ts';
import { mediaServingRoutes } from '../media/media-serving.ts';
import { MEDIA_URL_PREFIX, type MediaStorage } from '../media/storage.ts';

/**
 * Multipart parsing (each route streams its own parts) and the media files themselves, served
 * with range requests so videos can seek, by one route whether they are on disk or in a bucket
 * (browsers only ever see our origin). It answers 404 for the files of hidden content (checked
 * before anything is read) and sends a revalidating cache header, so a copy fetched before a
 * moderator hid it is not kept (issue 24).
 */
export const media = fp(
  async (
    app: FastifyInstance,
    options: { storage: MediaStorage; hiddenMediaKeys: () => Promise<string[]> },
  ) => {
    const { storage } = options;
    const hiddenMedia = createHiddenMedia(options.hiddenMediaKeys, (error) =>
      app.log.error({ err: error }, 'hidden media keys not loaded: the last ones known stay in force'),
    );
    await app.register(multipart, { throwFileSizeLimit: false });
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        const key = mediaKeyOf(request.url);
        if (key !== undefined && (await hiddenMedia.isHidden(key)))
          return reply.status(404).header('cache-control', 'no-store').send({ message: API_ERRORS.notFound });
      });
      await mediaServingRoutes(scope, storage);
    });
    app.addHook('onClose', () => storage.close());
  },
);

/** The storage key a /media URL names (its query left off); undefined when it cannot be decoded. */
function mediaKeyOf(url: string): string | undefined {
  const pathname = url.slice(MEDIA_URL_PREFIX.length).split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
