import {
  API,
  BlogParamsSchema,
  CONTENT_MESSAGES,
  CommentCreatedResponseSchema,
  CommentListResponseSchema,
  DeletedResponseSchema,
  PageQuerySchema,
  TalkCommentSchema,
  TalkCreatedResponseSchema,
  TalkParamsSchema,
  TalkSchema,
  TalkUpdatedResponseSchema,
  TalkUpdateSchema,
} from '@ideaignite/contract';
import type { ModuleRoutes } from '../../lib/container.ts';
import { CONTENT_ERRORS, errorResponses } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { editTalk, removePost } from '../blogs/blogs-service.ts';
import { commentOnTalk, createTalk, listTalkComments } from './talks-service.ts';

const commentErrors = errorResponses(400, 401, 404);

/** Talks (any signed-in user) and the comments on talks and blogs (beyond the prototype). */
export const routes: ModuleRoutes = async (app, { container }) => {
  app.post(
    API.addTalks,
    {
      schema: {
        tags: ['talks'],
        summary: 'Post a talk (any signed-in user); answers { blog }',
        body: TalkSchema,
        response: { 201: TalkCreatedResponseSchema, ...CONTENT_ERRORS },
      },
    },
    async (request, reply) => {
      const blog = await createTalk(container, currentUser(request).userId, request.body.title);
      return reply.status(201).send({ success: true as const, message: CONTENT_MESSAGES.talkPosted, blog });
    },
  );

  app.get(
    '/api/blogs/:blogId/comments',
    {
      schema: {
        tags: ['talks'],
        summary: "A talk's or blog's comments, newest first",
        params: BlogParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: CommentListResponseSchema, ...commentErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listTalkComments(
        container,
        request.params.blogId,
        currentUser(request).userId,
        request.query,
      )),
    }),
  );

  app.post(
    '/api/blogs/:blogId/comments',
    {
      schema: {
        tags: ['talks'],
        summary: 'Comment on a talk or blog; pushes newTalkComment to every client',
        params: BlogParamsSchema,
        body: TalkCommentSchema,
        response: { 201: CommentCreatedResponseSchema, ...commentErrors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).userId;
      const comment = await commentOnTalk(container, request.params.blogId, userId, request.body.text);
      return reply
        .status(201)
        .send({ success: true as const, message: CONTENT_MESSAGES.commentAdded, comment });
    },
  );

  app.patch(
    '/api/talks/:talkId',
    {
      schema: {
        tags: ['talks'],
        summary: 'Edit your talk (its text); pushes blogUpdated to every client',
        params: TalkParamsSchema,
        body: TalkUpdateSchema,
        response: { 200: TalkUpdatedResponseSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: CONTENT_MESSAGES.talkUpdated,
      blog: await editTalk(container, currentUser(request).userId, request.params.talkId, request.body.title),
    }),
  );

  app.delete(
    '/api/talks/:talkId',
    {
      schema: {
        tags: ['talks'],
        summary: 'Delete your talk with its comments and notifications; pushes blogDeleted',
        params: TalkParamsSchema,
        response: { 200: DeletedResponseSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) => {
      await removePost(container, currentUser(request).userId, request.params.talkId, 'talk');
      return { success: true as const, message: CONTENT_MESSAGES.talkDeleted };
    },
  );
};
