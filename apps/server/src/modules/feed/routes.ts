import { FEED_WORDS } from '@ideaignite/contract';
import { feedApi } from '@ideaignite/contract/feed';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { exactAnswer } from '../../lib/response-serializer.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { feedPage } from './feed-service.ts';

export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, feedApi.feedPage, async (request) =>
    exactAnswer({
      success: true as const,
      data: await feedPage(container, currentUser(request).userId, request.query),
      message: FEED_WORDS.feedFetched,
    }),
  );
};
