import { defineEndpoint } from '../endpoint.ts';
import { MessageSchema, PageQuerySchema } from '../schemas/common.ts';
import { BlockedUserParamsSchema } from './params.ts';
import { BlockListResponseSchema } from './schemas.ts';

/** Blocking (issue 15, decision 023): my blocked list, block, unblock. */
export const blocksApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/blocks',
    auth: 'user',
    tags: ['blocks'],
    summary: 'The people I blocked, newest first (keyset paged)',
    query: PageQuerySchema,
    responses: { 200: BlockListResponseSchema },
    errors: [400, 401],
  }),
  block: defineEndpoint({
    method: 'PUT',
    path: '/api/blocks/:userId',
    auth: 'user',
    tags: ['blocks'],
    summary: 'Block a person: they can no longer reach me or see my posts (idempotent)',
    params: BlockedUserParamsSchema,
    responses: { 200: MessageSchema },
    errors: [400, 401, 404],
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/api/blocks/:userId',
    auth: 'user',
    tags: ['blocks'],
    summary: 'Unblock a person',
    params: BlockedUserParamsSchema,
    responses: { 200: MessageSchema },
    errors: [400, 401, 404],
  }),
};
