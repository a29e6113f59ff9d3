import {
  API,
  ErrorSchema,
  LikeResponseSchema,
  LikeSchema,
  MESSAGES,
  PageQuerySchema,
  VideoCreatedResponseSchema,
  VideoListResponseSchema,
} from '@ideaignite/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authentication.ts';
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
};
