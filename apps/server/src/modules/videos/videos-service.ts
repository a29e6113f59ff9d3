import { randomUUID } from 'node:crypto';
import {
  ACCEPTED_VIDEO_CONTENT_TYPES,
  CAPTION_LANGUAGES,
  type CaptionLanguage,
  CONTENT_WORDS,
  VIDEOS_WORDS,
  type Video,
  type VideoFieldsSchema,
  type VideoUpdate,
  WORDS,
} from '@ideaignite/contract';
import { fileTypeFromFile } from 'file-type';
import type { z } from 'zod';
import type { Container } from '../../lib/container.ts';
import { forbidden, formError, notFound } from '../../lib/http-error.ts';
import { captionWords } from '../../media/captions.ts';
import { deleteStoredMedia } from '../../media/delete-media.ts';
import { mp4LooksPlayable } from '../../media/mp4-structure.ts';
import type { UploadedFile } from '../../media/multipart-form.ts';
import { isPlayableVideo } from '../../media/video-probe.ts';
import type { TokenClaims } from '../auth/index.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { type NotifyDeps, notify, notifyConnectionsOfPost } from '../notifications/index.ts';
import { authorsOfRows, recordActivity, rescoreCompleteness } from '../profiles/index.ts';
import { captionKey, checkedWebVtt } from './caption-files.ts';
import { saveCaptions } from './captions-repository.ts';
import { toCaptions, toPitchVideo, toStream } from './pitch-video.ts';
import { keepForPoster } from './posters-service.ts';
import type { CaptionRow } from './query-parts.ts';
import { STREAMS_JOB } from './streams-service.ts';
import {
  deleteVideo,
  findVideo,
  findVisibleVideo,
  insertVideo,
  listOwnVideos,
  listVideos,
  listVideosBy,
  setLike,
  updateVideo,
  type VideoKind,
  type VideoListRow,
  videoOwner,
} from './videos-repository.ts';

type VideosDeps = Pick<Container, 'db' | 'storage'>;
export type VideoFields = z.infer<typeof VideoFieldsSchema>;

const EXTENSION: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/mpeg': 'mpg',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/vnd.avi': 'avi',
};

/**
 * What a role's upload is (decision 039): a Hustler's a post for the community, a Job seeker's an
 * introduction of themselves for their applications; Investors and Co-founders upload none.
 */
const UPLOAD_KIND: Partial<Record<TokenClaims['role'], VideoKind>> = { Hustler: 'post', Jobseeker: 'intro' };

/** Only Hustlers (posts) and Job seekers (introductions) upload videos: checked before the upload is read. */
export function checkCanUploadVideo(claims: TokenClaims): VideoKind {
  const kind = UPLOAD_KIND[claims.role];
  if (!kind) throw formError(403, VIDEOS_WORDS.onlyHustlersVideos);
  return kind;
}

/**
 * POST addvideo, once the file has streamed to a temp file (50 MB enforced while streaming): the
 * file is checked by content, then moved into storage and recorded, with the caption files sent
 * along (issue 27), each checked first. A refused or failed upload leaves nothing behind in storage.
 */
export async function uploadVideo(
  deps: Pick<Container, 'db' | 'storage' | 'dataDir' | 'clock' | 'scheduler' | 'background'> & NotifyDeps,
  userId: string,
  fields: VideoFields,
  file: UploadedFile,
  captionFiles: Partial<Record<CaptionLanguage, UploadedFile>> = {},
  kind: VideoKind = 'post',
) {
  const keys: string[] = [];
  let poster: Awaited<ReturnType<typeof keepForPoster>> | undefined;
  try {
    const captions = await Promise.all(
      CAPTION_LANGUAGES.flatMap((language) => {
        const sent = captionFiles[language];
        return sent ? [checkedWebVtt(sent).then((webVtt) => ({ language, webVtt }))] : [];
      }),
    );
    const detected = await fileTypeFromFile(file.path);
    const mime = detected?.mime as string | undefined;
    if (!mime || !(ACCEPTED_VIDEO_CONTENT_TYPES as readonly string[]).includes(mime)) {
      throw formError(415, WORDS.videoUpload.invalidType);
    }
    // An MP4 or QuickTime file (what phones record) is checked by its structure, in the
    // request; anything that check is not sure of is probed whole by ffprobe (decision 048).
    const structured =
      (mime === 'video/mp4' || mime === 'video/quicktime') && (await mp4LooksPlayable(file.path));
    if (!structured && !(await isPlayableVideo(file.path)))
      throw formError(415, WORDS.videoUpload.invalidType);
    // The poster is made after the answer, from a second name of the file (storing moves it).
    poster = await keepForPoster(deps, file.path);
    const storageKey = `videos/${randomUUID()}.${EXTENSION[mime] ?? 'bin'}`;
    await deps.storage.putFile(storageKey, file.path);
    keys.push(storageKey);
    const mimeType = mime === 'video/vnd.avi' ? 'video/x-msvideo' : mime;
    const row = await insertVideo(deps.db, {
      userId,
      ...fields,
      storageKey,
      mimeType,
      sizeBytes: file.size,
      posterKey: null,
      kind,
      // Queued by the clock the transcode job claims by (not the database's), so it is due at once.
      streamNextAt: deps.clock.now(),
    });
    const captionRows: CaptionRow[] = [];
    for (const { language, webVtt } of captions) {
      const key = captionKey(row.id, language);
      await deps.storage.putBuffer(key, Buffer.from(webVtt, 'utf8'));
      keys.push(key);
      await saveCaptions(deps.db, row.id, language, key, captionWords(webVtt));
      captionRows.push({ language, key });
    }
    await recordActivity(deps, userId);
    await rescoreCompleteness(deps, userId);
    // Issue 27: it plays as uploaded at once; the transcode job makes its ladder now.
    deps.scheduler.kick(STREAMS_JOB);
    const [video] = await shapeVideos(deps, [
      { video: row, liked: false, commentsCount: 0, captions: captionRows },
    ]);
    // An introduction is for the startups the Job seeker applies to, not news for their connections.
    if (kind === 'post') {
      await notifyConnectionsOfPost(deps, { authorId: userId, kind: 'video', id: row.id, title: row.title });
    }
    poster.make(deps.background, deps, row.id);
    return video!;
  } catch (error) {
    await poster?.drop();
    await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** Shapes video rows as the spec's Video, with uploadedBy embedded (read with list rows, else loaded). */
export async function shapeVideos(deps: VideosDeps, rows: VideoListRow[]): Promise<Video[]> {
  const authors = await authorsOfRows(
    deps,
    rows.map((row) => ({ userId: row.video.userId, author: row.author, profile: row.authorProfile })),
  );
  return rows.map(({ video, liked, commentsCount, captions }) => ({
    _id: video.id,
    title: video.title,
    description: video.description,
    videoUrl: deps.storage.publicUrl(video.storageKey),
    posterUrl: video.posterKey ? deps.storage.publicUrl(video.posterKey) : null,
    mimeType: video.mimeType,
    likes: video.likes,
    userHasLiked: Boolean(liked),
    commentsCount: Number(commentsCount),
    uploadedBy: authors.get(video.userId) ?? null,
    createdAt: video.createdAt.toISOString(),
    editedAt: video.editedAt?.toISOString() ?? null,
    stream: toStream(deps.storage, video),
    captions: toCaptions(deps.storage, captions),
  }));
}

/** One page of videos (rows, for the feed to merge), newest first, with the viewer's likes. */
export function listVideoRows(deps: VideosDeps, viewerId: string, query: { limit: number; cursor?: string }) {
  return listVideos(deps.db, query, { viewerId });
}

export async function listVideoPage(
  deps: VideosDeps,
  viewerId: string,
  query: { limit: number; cursor?: string; mine?: 'true' | 'false' },
) {
  const { page, nextCursor } =
    query.mine === 'true'
      ? await listOwnVideos(deps.db, query, { viewerId })
      : await listVideoRows(deps, viewerId, query);
  return { data: await shapeVideos(deps, page), nextCursor };
}

/**
 * A person's newest video as the viewer may see it (a startup's pitch on its job page), its
 * player's fields only (a PitchVideo); null when they have none the viewer may see.
 */
export async function newestVideoBy(deps: VideosDeps, viewerId: string, ownerId: string) {
  const { page } = await listVideosBy(deps.db, { limit: 1 }, { viewerId, ownerId });
  const row = page[0];
  return row ? toPitchVideo(deps.storage, { ...row.video, captions: row.captions }) : null;
}

export async function getVideo(deps: VideosDeps, viewerId: string, videoId: string) {
  const row = await findVideo(deps.db, viewerId, videoId);
  if (!row) throw notFound(VIDEOS_WORDS.videoNotFound);
  const [video] = await shapeVideos(deps, [row]);
  return video!;
}

/** A video at its own address (issue 26); 404 when it is gone or the viewer may not see it. */
export async function getVisibleVideo(deps: VideosDeps, viewerId: string, videoId: string) {
  const row = await findVisibleVideo(deps.db, viewerId, videoId);
  if (!row) throw notFound(VIDEOS_WORDS.videoNotFound);
  const [video] = await shapeVideos(deps, [row]);
  return video!;
}

/** One statement for the like itself, one more for the owner's notification when it is new. */
export async function changeLike(
  deps: NotifyDeps & Pick<Container, 'realtime'>,
  userId: string,
  videoId: string,
  liked: boolean,
) {
  const result = await setLike(deps.db, videoId, userId, liked);
  if (!result) throw notFound(VIDEOS_WORDS.videoNotFound);
  // The statement stored nothing across a block; unliking stays possible.
  if (liked) refuseIfBlocked(result.block);
  // Open pages show the new count (issue 26); whether each viewer likes it stays their own.
  if (result.changed) await deps.realtime.broadcast(userId, 'likesChanged', 'video', videoId, result.likes);
  if (liked && result.changed) {
    await notify(deps, {
      userId: result.ownerId,
      type: 'like',
      params: { key: 'like', args: [result.actorName ?? '', result.title] },
      actorId: userId,
      entityId: videoId,
    });
  }
  return { success: true as const, likes: result.likes, userHasLiked: liked };
}

/** 404 when the video is gone, 403 when it is someone else's: checked before anything changes. */
export async function checkOwnVideo(deps: Pick<Container, 'db'>, userId: string, videoId: string) {
  const ownerId = await videoOwner(deps.db, videoId);
  if (!ownerId) throw notFound(VIDEOS_WORDS.videoNotFound);
  if (ownerId !== userId) throw forbidden(CONTENT_WORDS.notYourContent);
}

/**
 * PATCH a video: the uploader changes its title and/or description; everyone watching is told
 * (but people blocked either way with them, and nobody while the video is hidden).
 */
export async function editVideo(
  deps: Pick<Container, 'db' | 'storage' | 'realtime' | 'clock'>,
  userId: string,
  videoId: string,
  fields: VideoUpdate,
) {
  await checkOwnVideo(deps, userId, videoId);
  const changed = await updateVideo(deps.db, videoId, userId, fields, deps.clock.now());
  if (!changed) throw notFound(VIDEOS_WORDS.videoNotFound);
  const video = await getVideo(deps, userId, videoId);
  const { _id, title, description, editedAt } = video;
  // A hidden video's edit is stored but not announced: its old text is off every page already.
  if (!changed.hidden)
    await deps.realtime.broadcast(userId, 'videoUpdated', { _id, title, description, editedAt });
  return video;
}

/**
 * DELETE a video: the row, its likes, comments and the notifications about them go in one
 * transaction; then its file and poster leave storage, and everyone watching is told.
 */
export async function removeVideo(
  deps: Pick<Container, 'db' | 'storage' | 'realtime' | 'log'>,
  userId: string,
  videoId: string,
) {
  await checkOwnVideo(deps, userId, videoId);
  const deleted = await deleteVideo(deps.db, videoId, userId);
  if (!deleted) throw notFound(VIDEOS_WORDS.videoNotFound);
  await rescoreCompleteness(deps, userId);
  await deps.realtime.broadcast(userId, 'videoDeleted', videoId);
  // Issue 27: its renditions and captions are folders of their own.
  await deleteStoredMedia(deps, [
    deleted.storageKey,
    deleted.posterKey,
    `hls/${videoId}/`,
    `captions/${videoId}/`,
  ]);
}
