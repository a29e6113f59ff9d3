import { defineEndpoint } from '../endpoint.ts';
import { DeletedResponseSchema, PageQuerySchema } from '../schemas/common.ts';
import { VideoParamsSchema } from '../videos/schemas.ts';
import {
  CommentCreatedResponseSchema,
  CommentListResponseSchema,
  CommentParamsSchema,
  CommentUpdatedResponseSchema,
  CommentUpdateSchema,
  VideoCommentSchema,
} from './schemas.ts';

/**
 * The comments feature's calls: a video's comments (anyone may read them: the spec's commentget
 * takes no token), commenting on a video, and editing or deleting one's own comment on a video or
 * on a blog or talk ("talk" comments). Listing and adding a talk's or blog's comments are talksApi's.
 */
export const commentsApi = {
  videoComments: defineEndpoint({
    method: 'GET',
    path: '/api/commentget/:videoId',
    auth: 'anyone',
    tags: ['comments'],
    summary: "A video's comments, newest first (token optional)",
    params: VideoParamsSchema,
    query: PageQuerySchema,
    responses: { 200: CommentListResponseSchema },
    errors: [400, 401, 404],
  }),
  addVideoComment: defineEndpoint({
    method: 'POST',
    path: '/api/videos/comments',
    auth: 'user',
    tags: ['comments'],
    summary: 'Comment on a video; pushes newComment to every client',
    body: VideoCommentSchema,
    responses: { 201: CommentCreatedResponseSchema },
    errors: [400, 401, 404],
  }),
  editVideoComment: defineEndpoint({
    method: 'PATCH',
    path: '/api/comments/video/:commentId',
    auth: 'user',
    tags: ['comments'],
    summary: 'Edit your comment on a video; pushes commentUpdated to every client',
    params: CommentParamsSchema,
    body: CommentUpdateSchema,
    responses: { 200: CommentUpdatedResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  removeVideoComment: defineEndpoint({
    method: 'DELETE',
    path: '/api/comments/video/:commentId',
    auth: 'user',
    tags: ['comments'],
    summary: 'Delete your comment on a video and its notification; pushes commentDeleted',
    params: CommentParamsSchema,
    responses: { 200: DeletedResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  editTalkComment: defineEndpoint({
    method: 'PATCH',
    path: '/api/comments/talk/:commentId',
    auth: 'user',
    tags: ['comments'],
    summary: 'Edit your comment on a blog or talk; pushes commentUpdated to every client',
    params: CommentParamsSchema,
    body: CommentUpdateSchema,
    responses: { 200: CommentUpdatedResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  removeTalkComment: defineEndpoint({
    method: 'DELETE',
    path: '/api/comments/talk/:commentId',
    auth: 'user',
    tags: ['comments'],
    summary: 'Delete your comment on a blog or talk and its notification; pushes commentDeleted',
    params: CommentParamsSchema,
    responses: { 200: DeletedResponseSchema },
    errors: [400, 401, 403, 404],
  }),
};
