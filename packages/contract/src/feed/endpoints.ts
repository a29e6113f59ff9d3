import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema } from '../schemas/common.ts';
import { FeedPageResponseSchema } from './schemas.ts';

/** The dashboard feed's call. */
export const feedApi = {
  feedPage: defineEndpoint({
    method: 'GET',
    path: '/api/userprofile/Dashcontent',
    auth: 'user',
    tags: ['feed'],
    summary: 'The dashboard feed: videos and blogs interleaved, newest first',
    query: PageQuerySchema,
    responses: { 200: FeedPageResponseSchema },
    errors: [400, 401, 403, 404, 413, 415],
  }),
};
