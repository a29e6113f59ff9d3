import { FEED_WORDS } from '@ideaignite/contract';
import { feedApi } from '@ideaignite/contract/feed';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { feedPage } from './feed-service.ts';

export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, feedApi.feedPage, async (request) => ({
    success: true as const,
    data: await feedPage(container, currentUser(request).userId, request.query),
    message: FEED_WORDS.feedFetched,
  }));
};
