import {
  API,
  BlogIdSchema,
  CONTENT_MESSAGES,
  CommentCreatedResponseSchema,
  CommentListResponseSchema,
  ErrorSchema,
  PageQuerySchema,
  TalkCommentSchema,
  VideoCommentSchema,
  VideoIdSchema,
} from '@ideaignite/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authentication.ts';
import type { ContentDeps } from '../content-deps.ts';
import { addComment, listComments } from './comments-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };
const blogParams = z.object({ blogId: BlogIdSchema });

/** Comments on videos (the spec's calls) and on talks and blogs (beyond the prototype). */
export const commentRoutes: FastifyPluginAsyncZod<{ deps: ContentDeps }> = async (app, { deps }) => {
  app.post(
    API.commentVideo,
    {
      schema: {
        tags: ['comments'],
        summary: 'Comment on a video; pushes newComment to every client',
        body: VideoCommentSchema,
        response: { 201: CommentCreatedResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const comment = await addComment(
        deps,
        'video',
        request.body.videoId,
        currentUser(request).userId,
        request.body.text,
      );
      return reply
        .status(201)
        .send({ success: true as const, message: CONTENT_MESSAGES.commentAdded, comment });
    },
  );

  app.get(
    '/api/commentget/:videoId',
    {
      schema: {
        tags: ['comments'],
        summary: "A video's comments, newest first (token optional)",
        params: z.object({ videoId: VideoIdSchema }),
        querystring: PageQuerySchema,
        response: { 200: CommentListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listComments(deps, 'video', request.params.videoId, request.query)),
    }),
  );

  app.get(
    '/api/blogs/:blogId/comments',
    {
      schema: {
        tags: ['talks'],
        summary: "A talk's or blog's comments, newest first",
        params: blogParams,
        querystring: PageQuerySchema,
        response: { 200: CommentListResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      ...(await listComments(deps, 'talk', request.params.blogId, request.query)),
    }),
  );

  app.post(
    '/api/blogs/:blogId/comments',
    {
      schema: {
        tags: ['talks'],
        summary: 'Comment on a talk or blog; pushes newTalkComment to every client',
        params: blogParams,
        body: TalkCommentSchema,
        response: { 201: CommentCreatedResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const comment = await addComment(
        deps,
        'talk',
        request.params.blogId,
        currentUser(request).userId,
        request.body.text,
      );
      return reply
        .status(201)
        .send({ success: true as const, message: CONTENT_MESSAGES.commentAdded, comment });
    },
  );
};
