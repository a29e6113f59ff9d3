import {
  API,
  CONTENT_MESSAGES,
  DeletedResponseSchema,
  LikeResponseSchema,
  LikeSchema,
  MAX_VIDEO_BYTES,
  MESSAGES,
  VideoCreatedResponseSchema,
  VideoFieldsSchema,
  VideoListQuerySchema,
  VideoListResponseSchema,
  VideoParamsSchema,
  VideoUpdatedResponseSchema,
  VideoUpdateSchema,
} from '@ideaignite/contract';
import type { ModuleRoutes } from '../../lib/container.ts';
import { CONTENT_ERRORS } from '../../lib/error-responses.ts';
import { formError } from '../../lib/http-error.ts';
import { withMultipartForm } from '../../lib/multipart.ts';
import { fieldValue, type MultipartForm } from '../../media/multipart-form.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  changeLike,
  checkCanUploadVideo,
  editVideo,
  listVideoPage,
  removeVideo,
  uploadVideo,
} from './videos-service.ts';

const VIDEO_FILE = { video: { maxBytes: MAX_VIDEO_BYTES, tooLargeMessage: MESSAGES.videoUpload.tooLarge } };

/** The addvideo form: title and description checked, and a video file required. */
function readVideoForm(form: MultipartForm) {
  const fields = VideoFieldsSchema.safeParse({
    title: fieldValue(form, 'title'),
    description: fieldValue(form, 'description'),
  });
  const file = form.files.video;
  if (!fields.success)
    throw formError(400, fields.error.issues[0]?.message ?? MESSAGES.videoUpload.allRequired);
  if (!file) throw formError(400, MESSAGES.videoUpload.allRequired);
  return { fields: fields.data, file };
}

export const routes: ModuleRoutes = async (app, { container }) => {
  app.post(
    API.addVideo,
    {
      schema: {
        tags: ['videos'],
        consumes: ['multipart/form-data'],
        summary:
          'Upload a video (Hustlers; multipart title, description, video ≤ 50 MB: mp4, mpeg, quicktime, x-msvideo)',
        response: { 201: VideoCreatedResponseSchema, ...CONTENT_ERRORS },
      },
      // The role is checked before the upload is read: a refused upload never streams to disk.
      preHandler: async (request) => checkCanUploadVideo(currentUser(request)),
    },
    async (request, reply) => {
      const form = { dataDir: container.dataDir, files: VIDEO_FILE, errorField: true };
      const video = await withMultipartForm(request, form, (sent) => {
        const { fields, file } = readVideoForm(sent);
        return uploadVideo(container, currentUser(request).userId, fields, file);
      });
      return reply.status(201).send({ success: true as const, message: MESSAGES.videoUpload.success, video });
    },
  );

  app.get(
    API.getVideos,
    {
      schema: {
        tags: ['videos'],
        summary: 'Videos, newest first (?mine=true: only mine)',
        querystring: VideoListQuerySchema,
        response: { 200: VideoListResponseSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listVideoPage(container, currentUser(request).userId, request.query)),
      message: CONTENT_MESSAGES.videosFetched,
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
          response: { 200: LikeResponseSchema, ...CONTENT_ERRORS },
        },
      },
      async (request) => changeLike(container, currentUser(request).userId, request.body.videoId, liked),
    );
  }

  app.patch(
    '/api/videos/:videoId',
    {
      schema: {
        tags: ['videos'],
        summary: 'Edit your video (title and/or description); pushes videoUpdated to every client',
        params: VideoParamsSchema,
        body: VideoUpdateSchema,
        response: { 200: VideoUpdatedResponseSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: CONTENT_MESSAGES.videoUpdated,
      video: await editVideo(container, currentUser(request).userId, request.params.videoId, request.body),
    }),
  );

  app.delete(
    '/api/videos/:videoId',
    {
      schema: {
        tags: ['videos'],
        summary:
          'Delete your video with its file, poster, likes, comments and notifications; pushes videoDeleted',
        params: VideoParamsSchema,
        response: { 200: DeletedResponseSchema, ...CONTENT_ERRORS },
      },
    },
    async (request) => {
      await removeVideo(container, currentUser(request).userId, request.params.videoId);
      return { success: true as const, message: CONTENT_MESSAGES.videoDeleted };
    },
  );
};
