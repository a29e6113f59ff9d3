import {
  API,
  CONTENT_MESSAGES,
  CommentCreatedResponseSchema,
  CommentListResponseSchema,
  CommentParamsSchema,
  CommentUpdatedResponseSchema,
  CommentUpdateSchema,
  DeletedResponseSchema,
  PageQuerySchema,
  VideoCommentSchema,
  VideoParamsSchema,
} from '@ideaignite/contract';
import type { ModuleRoutes } from '../../lib/container.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { currentUser, readOptionalUser } from '../../plugins/authentication.ts';
import { addComment, editComment, listComments, removeComment } from './comments-service.ts';

const errors = errorResponses(400, 401, 404);
const changeErrors = errorResponses(400, 401, 403, 404);

/** A video's comments: anyone may read them (the spec's commentget takes no token). */
export const publicRoutes: ModuleRoutes = async (app, { container }) => {
  app.get(
    '/api/commentget/:videoId',
    {
      schema: {
        tags: ['comments'],
        summary: "A video's comments, newest first (token optional)",
        params: VideoParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: CommentListResponseSchema, ...errors },
      },
    },
    async (request) => {
      // Signed in, the viewer does not see comments of people blocked either way.
      const viewer = await readOptionalUser(app, request);
      return {
        success: true as const,
        ...(await listComments(
          container,
          'video',
          request.params.videoId,
          viewer?.userId ?? null,
          request.query,
        )),
      };
    },
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

  // Editing and deleting one's own comment: on a video, or on a blog or talk ("talk" comments).
  for (const target of ['video', 'talk'] as const) {
    const on = target === 'video' ? 'a video' : 'a blog or talk';
    app.patch(
      `/api/comments/${target}/:commentId`,
      {
        schema: {
          tags: ['comments'],
          summary: `Edit your comment on ${on}; pushes commentUpdated to every client`,
          params: CommentParamsSchema,
          body: CommentUpdateSchema,
          response: { 200: CommentUpdatedResponseSchema, ...changeErrors },
        },
      },
      async (request) => ({
        success: true as const,
        message: CONTENT_MESSAGES.commentUpdated,
        comment: await editComment(
          container,
          target,
          currentUser(request).userId,
          request.params.commentId,
          request.body.text,
        ),
      }),
    );
    app.delete(
      `/api/comments/${target}/:commentId`,
      {
        schema: {
          tags: ['comments'],
          summary: `Delete your comment on ${on} and its notification; pushes commentDeleted`,
          params: CommentParamsSchema,
          response: { 200: DeletedResponseSchema, ...changeErrors },
        },
      },
      async (request) => {
        await removeComment(container, target, currentUser(request).userId, request.params.commentId);
        return { success: true as const, message: CONTENT_MESSAGES.commentDeleted };
      },
    );
  }
};
