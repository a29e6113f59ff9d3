import { defineEndpoint } from '../endpoint.ts';
import { SharedImageParamsSchema, SharedImageQuerySchema } from './schemas.ts';

/** The public pages' one call: the JPEG a link preview shows (the pages themselves are HTML). */
export const publicPagesApi = {
  /**
   * A shared post's or profile's preview image, 1200 × 630 (or 600 wide): made from its poster,
   * cover or picture, the site's own card when it has none. 404 whenever its page would be.
   */
  image: defineEndpoint({
    method: 'GET',
    path: '/api/share/:kind/:id/image',
    auth: 'anyone',
    tags: ['public pages'],
    summary: "A shared post's or profile's link-preview image (image/jpeg); 404 when its public page is",
    params: SharedImageParamsSchema,
    query: SharedImageQuerySchema,
    responses: {},
    errors: [400, 404],
    produces: ['image/jpeg'],
  }),
} as const;
