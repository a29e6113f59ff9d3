import { defineEndpoint } from '../endpoint.ts';
import { DeletedResponseSchema } from '../schemas/common.ts';
import { LikeResponseSchema } from '../videos/schemas.ts';
import {
  BlogCreatedResponseSchema,
  BlogListQuerySchema,
  BlogListResponseSchema,
  BlogPageResponseSchema,
  BlogParamsSchema,
  BlogUpdatedResponseSchema,
} from './schemas.ts';

/** What the content calls (videos, blogs, talks, the feed) may answer besides success. */
const CONTENT_ERRORS = [400, 401, 403, 404, 413, 415] as const;

/** The blogs feature's calls: publishing, the list of blogs and talks, likes, editing and deleting one's own blog. */
export const blogsApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/userprofile/addblog',
    auth: 'user',
    tags: ['blogs'],
    summary: 'Publish a blog (Hustlers; title, summary, content, optional png/jpeg image)',
    multipart: true,
    responses: { 201: BlogCreatedResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/userprofile/getblogs',
    auth: 'user',
    tags: ['blogs'],
    summary: 'Blogs and talks, newest first (?kind=blog|talk)',
    query: BlogListQuerySchema,
    responses: { 200: BlogListResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/blogs/:blogId',
    auth: 'user',
    tags: ['blogs'],
    summary:
      'One blog at its own address, with its latest comments; 404 when it is gone, hidden, or its author is suspended or blocked either way',
    params: BlogParamsSchema,
    responses: { 200: BlogPageResponseSchema },
    errors: [400, 401, 404],
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/api/blogs/:blogId/like',
    auth: 'user',
    tags: ['blogs'],
    summary: 'Like a blog (counts once per user; pushes likesChanged)',
    params: BlogParamsSchema,
    responses: { 200: LikeResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  unlike: defineEndpoint({
    method: 'DELETE',
    path: '/api/blogs/:blogId/like',
    auth: 'user',
    tags: ['blogs'],
    summary: 'Take a like on a blog back (pushes likesChanged)',
    params: BlogParamsSchema,
    responses: { 200: LikeResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/api/blogs/:blogId',
    auth: 'user',
    tags: ['blogs'],
    summary:
      'Edit your blog (multipart: any of title, summary, content; image replaces the cover, removeCover=true removes it); pushes blogUpdated',
    params: BlogParamsSchema,
    multipart: true,
    responses: { 200: BlogUpdatedResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/blogs/:blogId',
    auth: 'user',
    tags: ['blogs'],
    summary: 'Delete your blog with its cover, comments and notifications; pushes blogDeleted',
    params: BlogParamsSchema,
    responses: { 200: DeletedResponseSchema },
    errors: CONTENT_ERRORS,
  }),
};
