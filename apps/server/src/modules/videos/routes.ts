import {
  CAPTION_UPLOAD_FIELDS,
  MAX_VIDEO_BYTES,
  VIDEOS_WORDS,
  VideoFieldsSchema,
  WORDS,
} from '@ideaignite/contract';
import { videosApi } from '@ideaignite/contract/videos';
import type { Container, ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { formError } from '../../lib/http-error.ts';
import { exactAnswer } from '../../lib/response-serializer.ts';
import { MAX_CAPTION_BYTES } from '../../media/captions.ts';
import { fieldValue, type MultipartForm, withMultipartForm } from '../../media/multipart-form.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  CAPTION_WORDS_JOB,
  fillCaptionWords,
  removeCaptions,
  retryStream,
  setCaptions,
} from './captions-service.ts';
import { STREAMS_JOB, transcodeWaiting } from './streams-service.ts';
import {
  changeLike,
  checkCanUploadVideo,
  editVideo,
  getVisibleVideo,
  listVideoPage,
  removeVideo,
  uploadVideo,
} from './videos-service.ts';

const CAPTION_RULE = { maxBytes: MAX_CAPTION_BYTES, tooLargeMessage: VIDEOS_WORDS.captionsTooLarge };
const CAPTION_FILE = { captions: CAPTION_RULE };
/** The upload: the video, and its caption files when sent along (issue 27). */
const VIDEO_FILES = {
  video: { maxBytes: MAX_VIDEO_BYTES, tooLargeMessage: WORDS.videoUpload.tooLarge },
  [CAPTION_UPLOAD_FIELDS.en]: CAPTION_RULE,
  [CAPTION_UPLOAD_FIELDS.hi]: CAPTION_RULE,
};

/** The addvideo form: title and description checked, and a video file required. */
function readVideoForm(form: MultipartForm) {
  const fields = VideoFieldsSchema.safeParse({
    title: fieldValue(form, 'title'),
    description: fieldValue(form, 'description'),
  });
  const file = form.files.video;
  if (!fields.success) throw formError(400, fields.error.issues[0]?.message ?? WORDS.videoUpload.allRequired);
  if (!file) throw formError(400, WORDS.videoUpload.allRequired);
  const captions = { en: form.files[CAPTION_UPLOAD_FIELDS.en], hi: form.files[CAPTION_UPLOAD_FIELDS.hi] };
  return { fields: fields.data, file, captions };
}

export const routes: ModuleRoutes = async (app, { container }) => {
  route(
    app,
    videosApi.upload,
    async (request, reply) => {
      const form = { dataDir: container.dataDir, files: VIDEO_FILES, errorField: true };
      const claims = currentUser(request);
      const kind = checkCanUploadVideo(claims);
      const video = await withMultipartForm(request, form, (sent) => {
        const { fields, file, captions } = readVideoForm(sent);
        return uploadVideo(container, claims.userId, fields, file, captions, kind);
      });
      reply.status(201);
      const message = kind === 'intro' ? VIDEOS_WORDS.introUploaded : WORDS.videoUpload.success;
      return { success: true as const, message, video };
    },
    // The role is checked before the upload is read: a refused upload never streams to disk.
    {
      preHandler: async (request) => {
        checkCanUploadVideo(currentUser(request));
      },
    },
  );

  route(app, videosApi.list, async (request) =>
    exactAnswer({
      success: true as const,
      ...(await listVideoPage(container, currentUser(request).userId, request.query)),
      message: VIDEOS_WORDS.videosFetched,
    }),
  );

  for (const [endpoint, liked] of [
    [videosApi.like, true],
    [videosApi.unlike, false],
  ] as const) {
    route(app, endpoint, async (request) =>
      changeLike(container, currentUser(request).userId, request.body.videoId, liked),
    );
  }

  // A video at its own address (issue 26): what a notification or a shared link opens.
  route(app, videosApi.get, async (request) => ({
    success: true as const,
    video: await getVisibleVideo(container, currentUser(request).userId, request.params.videoId),
  }));

  route(app, videosApi.edit, async (request) => ({
    success: true as const,
    message: VIDEOS_WORDS.videoUpdated,
    video: await editVideo(container, currentUser(request).userId, request.params.videoId, request.body),
  }));

  // Issue 27: captions, and asking again for the versions for slow networks.
  route(app, videosApi.setCaptions, async (request) => {
    const { videoId, language } = request.params;
    const form = { dataDir: container.dataDir, files: CAPTION_FILE };
    const video = await withMultipartForm(request, form, (sent) =>
      setCaptions(container, currentUser(request).userId, videoId, language, sent.files.captions),
    );
    return { success: true as const, message: VIDEOS_WORDS.captionsSaved, video };
  });

  route(app, videosApi.removeCaptions, async (request) => ({
    success: true as const,
    message: VIDEOS_WORDS.captionsRemoved,
    video: await removeCaptions(
      container,
      currentUser(request).userId,
      request.params.videoId,
      request.params.language,
    ),
  }));

  route(app, videosApi.retryStream, async (request) => ({
    success: true as const,
    message: VIDEOS_WORDS.streamRetrying,
    video: await retryStream(container, currentUser(request).userId, request.params.videoId),
  }));

  route(app, videosApi.remove, async (request) => {
    await removeVideo(container, currentUser(request).userId, request.params.videoId);
    return { success: true as const, message: VIDEOS_WORDS.videoDeleted };
  });
};

/**
 * Issue 27: the transcode job, when this process transcodes (TRANSCODE_CONCURRENCY > 0): every
 * tick, and at once after an upload (kicked). Issue 28: the captions' words job.
 */
export const jobs = (container: Container) => {
  // Issue 28: captions kept before search knew them are read for their words (at most 50
  // batches a tick), then this idles.
  container.scheduler.every(CAPTION_WORDS_JOB, container.jobsTickMs, async (signal) => {
    for (let batch = 0; batch < 50 && !signal.aborted; batch++) {
      if ((await fillCaptionWords(container)) === 0) return;
    }
  });
  if (container.transcodeConcurrency < 1) return;
  container.scheduler.every(STREAMS_JOB, container.jobsTickMs, (signal) =>
    transcodeWaiting(container, signal),
  );
};
