import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  ACCEPTED_VIDEO_CONTENT_TYPES,
  CONTENT_MESSAGES,
  MAX_VIDEO_BYTES,
  MESSAGES,
  VideoFieldsSchema,
} from '@ideaignite/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { videos } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { fieldValue, readMultipartForm } from '../../media/multipart-form.ts';
import { makeVideoPoster } from '../../media/video-poster.ts';
import { isPlayableVideo } from '../../media/video-probe.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import type { ContentDeps } from '../content-deps.ts';
import { notificationTexts } from '../notifications/notification-texts.ts';
import { notify } from '../notifications/notifications-service.ts';
import { toVideos } from './video-view.ts';
import { findVideo, listVideos, setLike } from './videos-repository.ts';

const EXTENSION: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/mpeg': 'mpg',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/vnd.avi': 'avi',
};

/**
 * POST addvideo: the file streams to a temp file (50 MB enforced while streaming), is checked by
 * content, then moved into storage and recorded. Refused or failed uploads leave nothing behind.
 */
export async function uploadVideo(deps: ContentDeps, request: FastifyRequest, claims: TokenClaims) {
  const fail = (status: number, message: string) => new HttpError(status, message, { errorField: true });
  if (claims.role !== 'Hustler') throw fail(403, CONTENT_MESSAGES.onlyHustlersVideos);
  const tempDir = path.join(deps.dataDir, 'tmp');
  const form = await readMultipartForm(request, {
    tempDir,
    files: { video: { maxBytes: MAX_VIDEO_BYTES, tooLargeMessage: MESSAGES.videoUpload.tooLarge } },
    errorField: true,
  });
  const keys: string[] = [];
  try {
    const fields = VideoFieldsSchema.safeParse({
      title: fieldValue(form, 'title'),
      description: fieldValue(form, 'description'),
    });
    const file = form.files.video;
    if (!fields.success) throw fail(400, fields.error.issues[0]?.message ?? MESSAGES.videoUpload.allRequired);
    if (!file) throw fail(400, MESSAGES.videoUpload.allRequired);
    const detected = await fileTypeFromFile(file.path);
    const mime = detected?.mime as string | undefined;
    if (
      !mime ||
      !(ACCEPTED_VIDEO_CONTENT_TYPES as readonly string[]).includes(mime) ||
      !(await isPlayableVideo(file.path))
    ) {
      throw fail(415, MESSAGES.videoUpload.invalidType);
    }
    const posterKey = await makeVideoPoster(deps.storage, file.path, tempDir);
    if (posterKey) keys.push(posterKey);
    const storageKey = `videos/${randomUUID()}.${EXTENSION[mime] ?? 'bin'}`;
    await deps.storage.putFile(storageKey, file.path);
    keys.push(storageKey);
    const mimeType = mime === 'video/vnd.avi' ? 'video/x-msvideo' : mime;
    const [row] = await deps.db
      .insert(videos)
      .values({
        userId: claims.userId,
        ...fields.data,
        storageKey,
        mimeType,
        sizeBytes: file.size,
        posterKey,
      })
      .returning();
    if (!row) throw new Error('video insert returned nothing');
    const [video] = await toVideos(deps.db, deps.storage, [{ video: row, liked: false, commentsCount: 0 }]);
    return video!;
  } catch (error) {
    await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  } finally {
    await form.cleanup();
  }
}

export async function listVideoPage(
  deps: ContentDeps,
  viewerId: string,
  query: { limit: number; cursor?: string },
) {
  const { page, nextCursor } = await listVideos(deps.db, query, { viewerId });
  return { data: await toVideos(deps.db, deps.storage, page), nextCursor };
}

export async function getVideo(deps: ContentDeps, viewerId: string, videoId: string) {
  const row = await findVideo(deps.db, viewerId, videoId);
  if (!row) throw notFound(CONTENT_MESSAGES.videoNotFound);
  const [video] = await toVideos(deps.db, deps.storage, [row]);
  return video!;
}

/** One statement for the like itself, one more for the owner's notification when it is new. */
export async function changeLike(deps: ContentDeps, userId: string, videoId: string, liked: boolean) {
  const result = await setLike(deps.db, videoId, userId, liked);
  if (!result) throw notFound(CONTENT_MESSAGES.videoNotFound);
  if (liked && result.changed) {
    await notify(deps.db, deps.realtime, {
      userId: result.ownerId,
      type: 'like',
      message: notificationTexts.like(result.actorName || 'Someone', result.title),
      actorId: userId,
      entityId: videoId,
    });
  }
  return { success: true as const, likes: result.likes, userHasLiked: liked };
}
