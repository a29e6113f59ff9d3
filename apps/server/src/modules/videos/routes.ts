import {
  API,
  CONTENT_MESSAGES,
  CommentCreatedResponseSchema,
  CommentListResponseSchema,
  ErrorSchema,
  LikeResponseSchema,
  LikeSchema,
  MESSAGES,
  PageQuerySchema,
  VideoCommentSchema,
  VideoCreatedResponseSchema,
  VideoIdSchema,
  VideoListResponseSchema,
} from '@ideaignite/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authentication.ts';
import { addComment, listComments } from '../comments/comments-service.ts';
import type { ContentDeps } from '../content-deps.ts';
import { changeLike, listVideoPage, uploadVideo } from './videos-service.ts';

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
};

export const videoRoutes: FastifyPluginAsyncZod<{ deps: ContentDeps }> = async (app, { deps }) => {
  app.post(
    API.addVideo,
    {
      schema: {
        tags: ['videos'],
        consumes: ['multipart/form-data'],
        summary:
          'Upload a video (Hustlers; multipart title, description, video ≤ 50 MB: mp4, mpeg, quicktime, x-msvideo)',
        response: { 201: VideoCreatedResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const video = await uploadVideo(deps, request, currentUser(request));
      return reply.status(201).send({ success: true as const, message: MESSAGES.videoUpload.success, video });
    },
  );

  app.get(
    API.getVideos,
    {
      schema: {
        tags: ['videos'],
        summary: 'Videos, newest first',
        querystring: PageQuerySchema,
        response: { 200: VideoListResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      ...(await listVideoPage(deps, currentUser(request).userId, request.query)),
      message: 'Videos fetched.',
    }),
  );

  for (const [url, liked] of [
    [API.likeVideo, true],
    [API.unlikeVideo, false],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags: ['videos'],
          summary: liked ? 'Like a video (counts once per user)' : 'Take a like back',
          body: LikeSchema,
          response: { 200: LikeResponseSchema, ...errors },
        },
        preHandler: app.authenticate,
      },
      async (request) => changeLike(deps, currentUser(request).userId, request.body.videoId, liked),
    );
  }

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
};
