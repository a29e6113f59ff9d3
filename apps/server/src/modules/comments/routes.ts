import {
  API,
  CONTENT_MESSAGES,
  CommentCreatedResponseSchema,
  CommentListResponseSchema,
  PageQuerySchema,
  VideoCommentSchema,
  VideoIdSchema,
} from '@ideaignite/contract';
import { z } from 'zod';
import type { ModuleRoutes } from '../../lib/container.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { addComment, listComments } from './comments-service.ts';

const errors = errorResponses(400, 401, 404);

/** A video's comments: anyone may read them (the spec's commentget takes no token). */
export const publicRoutes: ModuleRoutes = async (app, { container }) => {
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
      ...(await listComments(container, 'video', request.params.videoId, request.query)),
    }),
  );
};

/** Commenting on a video. Talk and blog comments are the talks module's. */
export const routes: ModuleRoutes = async (app, { container }) => {
  app.post(
    API.commentVideo,
    {
      schema: {
        tags: ['comments'],
        summary: 'Comment on a video; pushes newComment to every client',
        body: VideoCommentSchema,
        response: { 201: CommentCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { videoId, text } = request.body;
      const comment = await addComment(container, 'video', videoId, currentUser(request).userId, text);
      return reply
        .status(201)
        .send({ success: true as const, message: CONTENT_MESSAGES.commentAdded, comment });
    },
  );
};
