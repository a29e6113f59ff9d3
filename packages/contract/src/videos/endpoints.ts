import { defineEndpoint } from '../endpoint.ts';
import { DeletedResponseSchema } from '../schemas/common.ts';
import {
  CaptionParamsSchema,
  LikeResponseSchema,
  LikeSchema,
  VideoCreatedResponseSchema,
  VideoListQuerySchema,
  VideoListResponseSchema,
  VideoPageResponseSchema,
  VideoParamsSchema,
  VideoUpdatedResponseSchema,
  VideoUpdateSchema,
} from './schemas.ts';

/** What the content calls (videos, blogs, talks, the feed) may answer besides success. */
const CONTENT_ERRORS = [400, 401, 403, 404, 413, 415] as const;

/** The videos feature's calls: uploading, the list, likes, editing and deleting one's own. */
export const videosApi = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/userprofile/addvideo',
    auth: 'user',
    tags: ['videos'],
    summary:
      'Upload a video (Hustlers: a post; Job seekers: an introduction, sent with applications and never in the feeds or search; multipart title, description, video ≤ 50 MB: mp4, mpeg, quicktime, x-msvideo; optional captions_en, captions_hi: WebVTT or SRT ≤ 1 MB). It plays as uploaded at once; its `stream` is queued, and its versions for slow networks follow (videoStreamUpdated); its `posterUrl` is null until its poster is made, moments after the answer (videoPosterUpdated)',
    multipart: true,
    responses: { 201: VideoCreatedResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/userprofile/getvideos',
    auth: 'user',
    tags: ['videos'],
    summary: 'Videos, newest first (?mine=true: only mine)',
    query: VideoListQuerySchema,
    responses: { 200: VideoListResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/api/videos/like',
    auth: 'user',
    tags: ['videos'],
    summary: 'Like a video (counts once per user)',
    body: LikeSchema,
    responses: { 200: LikeResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  unlike: defineEndpoint({
    method: 'POST',
    path: '/api/videos/unlike',
    auth: 'user',
    tags: ['videos'],
    summary: 'Take a like back',
    body: LikeSchema,
    responses: { 200: LikeResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/videos/:videoId',
    auth: 'user',
    tags: ['videos'],
    summary:
      'One video at its own address, with its likes and latest comments; 404 when it is gone, hidden, or its uploader is suspended or blocked either way',
    params: VideoParamsSchema,
    responses: { 200: VideoPageResponseSchema },
    errors: [400, 401, 404],
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/api/videos/:videoId',
    auth: 'user',
    tags: ['videos'],
    summary: 'Edit your video (title and/or description); pushes videoUpdated to every client',
    params: VideoParamsSchema,
    body: VideoUpdateSchema,
    responses: { 200: VideoUpdatedResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/videos/:videoId',
    auth: 'user',
    tags: ['videos'],
    summary:
      'Delete your video with its file, poster, likes, comments and notifications; pushes videoDeleted',
    params: VideoParamsSchema,
    responses: { 200: DeletedResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  /** Issue 27: the owner adds or replaces the captions in one language. */
  setCaptions: defineEndpoint({
    method: 'PUT',
    path: '/api/videos/:videoId/captions/:language',
    auth: 'user',
    tags: ['videos'],
    summary:
      'Add or replace your video’s captions in English (en) or Hindi (hi): multipart `captions`, a WebVTT or SRT file ≤ 1 MB (SRT is converted; only timed text is kept)',
    params: CaptionParamsSchema,
    multipart: true,
    responses: { 200: VideoUpdatedResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  removeCaptions: defineEndpoint({
    method: 'DELETE',
    path: '/api/videos/:videoId/captions/:language',
    auth: 'user',
    tags: ['videos'],
    summary: 'Remove your video’s captions in one language',
    params: CaptionParamsSchema,
    responses: { 200: VideoUpdatedResponseSchema },
    errors: CONTENT_ERRORS,
  }),
  /** Issue 27: after "processing failed", the owner asks for the versions for slow networks again. */
  retryStream: defineEndpoint({
    method: 'POST',
    path: '/api/videos/:videoId/stream/retry',
    auth: 'user',
    tags: ['videos'],
    summary: 'Make your video’s versions for slow networks again, after they failed (409 otherwise)',
    params: VideoParamsSchema,
    responses: { 200: VideoUpdatedResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
