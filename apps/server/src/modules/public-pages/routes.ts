import { API_ERRORS } from '@ideaignite/contract';
import { publicPagesApi } from '@ideaignite/contract/public-pages';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { sharedImage } from './public-pages-service.ts';

/**
 * The public pages' image (issue 26). The pages themselves are answered by the web app's page
 * handler (plugins/web-app.ts), which asks `publicPageAt` for a visitor who is not signed in.
 */
export const publicRoutes: ModuleRoutes = async (app, { container }) => {
  route(app, publicPagesApi.image, async (request, reply) => {
    const { kind, id } = request.params;
    const image = await sharedImage(container, kind, id, request.query.w ?? 1200);
    if (!image)
      return reply.status(404).header('cache-control', 'no-store').send({ message: API_ERRORS.notFound });
    // Crawlers of WhatsApp, LinkedIn and X fetch it from their own servers: it is for anyone.
    return reply
      .type('image/jpeg')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(image);
  });
};
