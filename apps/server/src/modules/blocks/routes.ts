import { BLOCKS_WORDS } from '@ideaignite/contract';
import { blocksApi } from '@ideaignite/contract/blocks';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { blockUser, listBlocks, unblockUser } from './blocks-service.ts';

/** Blocking (issue 15, decision 023): my blocked list, block, unblock. */
export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, blocksApi.list, async (request) =>
    listBlocks(container, currentUser(request).userId, request.query),
  );
  route(app, blocksApi.block, async (request) => {
    await blockUser(container, currentUser(request).userId, request.params.userId);
    return { message: BLOCKS_WORDS.blocked };
  });
  route(app, blocksApi.unblock, async (request) => {
    await unblockUser(container, currentUser(request).userId, request.params.userId);
    return { message: BLOCKS_WORDS.unblocked };
  });
};
