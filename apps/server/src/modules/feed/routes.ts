import { API, CONTENT_MESSAGES, DashContentResponseSchema, PageQuerySchema } from '@ideaignite/contract';
import type { ModuleRoutes } from '../../lib/container.ts';
import { CONTENT_ERRORS } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { dashContent } from './feed-service.ts';

export const routes: ModuleRoutes = async (app, { container }) => {
  app.get(
    API.dashContent,
    {
      schema: {
        tags: ['feed'],
        summary: 'The dashboard feed: videos and blogs interleaved, newest first',
        querystring: PageQuerySchema,
        response: { 200: DashContentResponseSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashContent(container, currentUser(request).userId, request.query),
      message: CONTENT_MESSAGES.feedFetched,
    }),
  );
};
