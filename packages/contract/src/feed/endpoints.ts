import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema } from '../schemas/common.ts';
import { DashContentResponseSchema } from './schemas.ts';

/** The dashboard feed's call. */
export const feedApi = {
  dashContent: defineEndpoint({
    method: 'GET',
    path: '/api/userprofile/Dashcontent',
    auth: 'user',
    tags: ['feed'],
    summary: 'The dashboard feed: videos and blogs interleaved, newest first',
    query: PageQuerySchema,
    responses: { 200: DashContentResponseSchema },
    errors: [400, 401, 403, 404, 413, 415],
  }),
};
