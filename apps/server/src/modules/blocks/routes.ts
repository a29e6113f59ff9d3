import {
  API,
  BlockListResponseSchema,
  MessageSchema,
  PageQuerySchema,
  SAFETY_MESSAGES,
  SOCIAL_MESSAGES,
} from '@ideaignite/contract';
import { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { blockUser, listBlocks, unblockUser } from './blocks-service.ts';

const userParams = z.object({ userId: z.uuid({ error: SOCIAL_MESSAGES.receiverNotFound }) });

/** Blocking (issue 15, decision 023): my blocked list, block, unblock. */
export const routes: ModuleRoutes = async (app, { container }) => {
  app.get(
    API.blocks,
    {
      schema: {
        tags: ['blocks'],
        summary: 'The people I blocked, newest first (keyset paged)',
        querystring: PageQuerySchema,
        response: { 200: BlockListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listBlocks(container, currentUser(request).userId, request.query),
  );
  app.put(
    '/api/blocks/:userId',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Block a person: they can no longer reach me or see my posts (idempotent)',
        params: userParams,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await blockUser(container, currentUser(request).userId, request.params.userId);
      return { message: SAFETY_MESSAGES.blocked };
    },
  );
  app.delete(
    '/api/blocks/:userId',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Unblock a person',
        params: userParams,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await unblockUser(container, currentUser(request).userId, request.params.userId);
      return { message: SAFETY_MESSAGES.unblocked };
    },
  );
};
