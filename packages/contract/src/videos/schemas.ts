import { z } from 'zod';
import { CONTENT_WORDS } from '../content.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { CardAuthorSchema } from '../profiles/schemas.ts';
import { PageQuerySchema } from '../schemas/common.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { WORDS } from '../words.ts';
import { CAPTION_LANGUAGES, STREAM_STATES } from './streams.ts';
import { VIDEOS_WORDS } from './words.ts';

export const VideoIdSchema = z.uuid({ error: VIDEOS_WORDS.videoNotFound });

/** Issue 27: where a video stands with its ladder, and the master playlist's URL once ready. */
export const VideoStreamSchema = z.object({
  state: z.enum(STREAM_STATES),
  url: z.string().nullable(),
});

/** Issue 27: one of a video's caption files (WebVTT), by language. */
export const CaptionTrackSchema = z.object({
  language: z.enum(CAPTION_LANGUAGES),
  url: z.string(),
});

export const VideoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  videoUrl: z.string(),
  posterUrl: z.string().nullable(),
  mimeType: z.string(),
  likes: z.number(),
  userHasLiked: z.boolean(),
  commentsCount: z.number(),
  uploadedBy: CardAuthorSchema.nullable(),
  createdAt: z.string(),
  /** When the uploader last edited the title or description; null when never. */
  editedAt: z.string().nullable(),
  /** Issue 27: its HLS ladder's state and master playlist (the original plays until it is ready). */
  stream: VideoStreamSchema,
  /** Issue 27: its caption files, by language. */
  captions: z.array(CaptionTrackSchema),
});
export type Video = z.infer<typeof VideoSchema>;

/**
 * A video as a pitch carries it (an Ignite's, a job application's, a startup's on its posting):
 * what its player needs, streamed and captioned like a Video (issue 27).
 */
export const PitchVideoSchema = VideoSchema.pick({
  _id: true,
  title: true,
  videoUrl: true,
  posterUrl: true,
  stream: true,
  captions: true,
});
export type PitchVideo = z.infer<typeof PitchVideoSchema>;

/** GET /api/userprofile/getvideos: everyone's videos, or with `mine=true` only the caller's own. */
export const VideoListQuerySchema = PageQuerySchema.extend({ mine: z.enum(['true', 'false']).optional() });

export const VideoListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(VideoSchema),
  nextCursor: z.string().nullable(),
  message: z.string(),
});

export const LikeSchema = z.object({ videoId: VideoIdSchema });

export const LikeResponseSchema = z.object({
  success: z.literal(true),
  likes: z.number(),
  userHasLiked: z.boolean(),
});

/** The text fields of the upload popup (the file is checked on its own). */
export const VideoFieldsSchema = z.object({
  title: z
    .string({ error: WORDS.videoUpload.allRequired })
    .trim()
    .min(1, WORDS.videoUpload.allRequired)
    .max(TEXT_LIMITS.title, VALIDATION_WORDS.titleTooLong),
  description: z
    .string({ error: WORDS.videoUpload.allRequired })
    .trim()
    .min(1, WORDS.videoUpload.allRequired)
    .max(TEXT_LIMITS.description, VALIDATION_WORDS.descriptionTooLong),
});

export const VideoCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  video: VideoSchema,
});

export const VideoParamsSchema = z.object({ videoId: VideoIdSchema });

/** Issue 27: a video's caption file in one language (PUT a file, DELETE it). */
export const CaptionParamsSchema = z.object({
  videoId: VideoIdSchema,
  language: z.enum(CAPTION_LANGUAGES, { error: VIDEOS_WORDS.invalidCaptionLanguage }),
});

/** GET /api/videos/{videoId} (issue 26): one video at its own address, with its latest comments. */
export const VideoPageResponseSchema = z.object({ success: z.literal(true), video: VideoSchema });

/** At least one field: an empty edit is refused, not silently accepted. */
const someField = <T extends Record<string, unknown>>(value: T) =>
  Object.values(value).some((field) => field !== undefined);

/** PATCH a video: its title and/or description, under the upload's rules. */
export const VideoUpdateSchema = VideoFieldsSchema.partial().refine(someField, {
  error: CONTENT_WORDS.nothingToChange,
});
export type VideoUpdate = z.infer<typeof VideoUpdateSchema>;

export const VideoUpdatedResponseSchema = VideoCreatedResponseSchema;

/** What videoUpdated pushes to everyone: the edited texts only (likes are each viewer's own). */
export type VideoEdit = Pick<Video, '_id' | 'title' | 'description' | 'editedAt'>;
