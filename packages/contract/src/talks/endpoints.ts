import { BlogParamsSchema } from '../blogs/schemas.ts';
import {
  CommentCreatedResponseSchema,
  CommentListResponseSchema,
  TalkCommentSchema,
} from '../comments/schemas.ts';
import { defineEndpoint } from '../endpoint.ts';
import { DeletedResponseSchema, PageQuerySchema } from '../schemas/common.ts';
import { LikeResponseSchema } from '../videos/schemas.ts';
import {
  TalkCreatedResponseSchema,
  TalkPageResponseSchema,
  TalkParamsSchema,
  TalkSchema,
  TalkUpdatedResponseSchema,
  TalkUpdateSchema,
} from './schemas.ts';

/** What the content calls (videos, blogs, talks, the feed) may answer besides success. */
const CONTENT_ERRORS = [400, 401, 403, 404, 413, 415] as const;

/** The talks feature's calls: posting, liking, editing and deleting a talk, and the comments on talks and blogs. */
export const talksApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/userprofile/addTalks',
    auth: 'user',
    tags: ['talks'],
    summary: 'Post a talk (any signed-in user); answers { blog }',
    body: TalkSchema,
    responses: { 201: TalkCreatedResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  comments: defineEndpoint({
    method: 'GET',
    path: '/api/blogs/:blogId/comments',
    auth: 'user',
    tags: ['talks'],
    summary: "A talk's or blog's comments, newest first",
    params: BlogParamsSchema,
    query: PageQuerySchema,
    responses: { 200: CommentListResponseSchema },
    errors: [400, 401, 404],
  }),
  addComment: defineEndpoint({
    method: 'POST',
    path: '/api/blogs/:blogId/comments',
    auth: 'user',
    tags: ['talks'],
    summary: 'Comment on a talk or blog; pushes newTalkComment to every client',
    params: BlogParamsSchema,
    body: TalkCommentSchema,
    responses: { 201: CommentCreatedResponseSchema },
    errors: [400, 401, 404],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/talks/:talkId',
    auth: 'user',
    tags: ['talks'],
    summary:
      'One talk at its own address, with its latest comments; 404 when it is gone, hidden, or its author is suspended or blocked either way',
    params: TalkParamsSchema,
    responses: { 200: TalkPageResponseSchema },
    errors: [400, 401, 404],
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/api/talks/:talkId/like',
    auth: 'user',
    tags: ['talks'],
    summary: 'Like a talk (counts once per user; pushes likesChanged)',
    params: TalkParamsSchema,
    responses: { 200: LikeResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  unlike: defineEndpoint({
    method: 'DELETE',
    path: '/api/talks/:talkId/like',
    auth: 'user',
    tags: ['talks'],
    summary: 'Take a like on a talk back (pushes likesChanged)',
    params: TalkParamsSchema,
    responses: { 200: LikeResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/api/talks/:talkId',
    auth: 'user',
    tags: ['talks'],
    summary: 'Edit your talk (its text); pushes blogUpdated to every client',
    params: TalkParamsSchema,
    body: TalkUpdateSchema,
    responses: { 200: TalkUpdatedResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/talks/:talkId',
    auth: 'user',
    tags: ['talks'],
    summary: 'Delete your talk with its comments and notifications; pushes blogDeleted',
    params: TalkParamsSchema,
    responses: { 200: DeletedResponseSchema },
    errors: CONTENT_ERRORS,
  }),
};
