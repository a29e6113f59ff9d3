import { z } from 'zod';
import { CONTENT_WORDS } from '../content.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { WORDS } from '../words.ts';
import { PageQuerySchema } from './common.ts';
import { PublicUserSchema } from './profiles.ts';

export const VideoIdSchema = z.uuid({ error: CONTENT_WORDS.videoNotFound });
export const BlogIdSchema = z.uuid({ error: CONTENT_WORDS.blogNotFound });

export const AuthorSchema = PublicUserSchema;

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
  uploadedBy: AuthorSchema.nullable(),
  createdAt: z.string(),
  /** When the uploader last edited the title or description; null when never. */
  editedAt: z.string().nullable(),
});
export type Video = z.infer<typeof VideoSchema>;

export const CommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** null when the author's account is gone: shown as 'Unknown User'. */
  commentedBy: AuthorSchema.nullable(),
  /** When its author last edited it; null when never. */
  editedAt: z.string().nullable(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const BlogSchema = z.object({
  _id: z.string(),
  kind: z.enum(['blog', 'talk']),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  uploadedBy: AuthorSchema.nullable(),
  /** The latest comments (up to 20); the rest through the comments call. */
  comments: z.array(CommentSchema),
  commentsCount: z.number(),
  createdAt: z.string(),
  /** When its author last edited it; null when never. */
  editedAt: z.string().nullable(),
});
export type Blog = z.infer<typeof BlogSchema>;

export const VideoListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(VideoSchema),
  nextCursor: z.string().nullable(),
  message: z.string(),
});
export const DashContentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    videos: z.array(VideoSchema),
    blogs: z.array(BlogSchema),
    nextCursor: z.string().nullable(),
  }),
  message: z.string(),
});
export const BlogListQuerySchema = PageQuerySchema.extend({ kind: z.enum(['blog', 'talk']).optional() });
/** GET /api/userprofile/getvideos: everyone's videos, or with `mine=true` only the caller's own. */
export const VideoListQuerySchema = PageQuerySchema.extend({ mine: z.enum(['true', 'false']).optional() });
export const BlogListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(BlogSchema),
  nextCursor: z.string().nullable(),
});
export const CommentListResponseSchema = z.object({
  success: z.literal(true),
  comments: z.array(CommentSchema),
  nextCursor: z.string().nullable(),
});

export const LikeSchema = z.object({ videoId: VideoIdSchema });
export const LikeResponseSchema = z.object({
  success: z.literal(true),
  likes: z.number(),
  userHasLiked: z.boolean(),
});

const commentText = z
  .string({ error: CONTENT_WORDS.commentRequired })
  .trim()
  .min(1, CONTENT_WORDS.commentRequired)
  .max(TEXT_LIMITS.comment, VALIDATION_WORDS.commentTooLong);
export const VideoCommentSchema = z.object({ text: commentText, videoId: VideoIdSchema });
export const TalkCommentSchema = z.object({ text: commentText });
export const CommentCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  comment: CommentSchema,
});

export const TalkSchema = z.object({
  title: z
    .string({ error: CONTENT_WORDS.talkRequired })
    .trim()
    .min(1, CONTENT_WORDS.talkRequired)
    .max(TEXT_LIMITS.talk, VALIDATION_WORDS.talkTooLong),
});
export const TalkCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  blog: BlogSchema,
});

/** The text fields of the two upload popups (the files are checked on their own). */
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
export const BlogFieldsSchema = z.object({
  title: z
    .string({ error: WORDS.blogCreation.allRequired })
    .trim()
    .min(1, WORDS.blogCreation.allRequired)
    .max(TEXT_LIMITS.title, VALIDATION_WORDS.titleTooLong),
  summary: z
    .string({ error: WORDS.blogCreation.allRequired })
    .trim()
    .min(1, WORDS.blogCreation.allRequired)
    .max(TEXT_LIMITS.summary, VALIDATION_WORDS.summaryTooLong),
  content: z
    .string({ error: WORDS.blogCreation.allRequired })
    .trim()
    .min(1, WORDS.blogCreation.allRequired)
    .max(TEXT_LIMITS.content, VALIDATION_WORDS.contentTooLong),
});
export const VideoCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  video: VideoSchema,
});
export const BlogCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  blog: BlogSchema,
});

/* Editing and deleting one's own content (beyond the prototype). */

export const CommentIdSchema = z.uuid({ error: CONTENT_WORDS.commentNotFound });
export const VideoParamsSchema = z.object({ videoId: VideoIdSchema });
export const BlogParamsSchema = z.object({ blogId: BlogIdSchema });
export const TalkParamsSchema = z.object({ talkId: BlogIdSchema });
export const CommentParamsSchema = z.object({ commentId: CommentIdSchema });

/** At least one field: an empty edit is refused, not silently accepted. */
const someField = <T extends Record<string, unknown>>(value: T) =>
  Object.values(value).some((field) => field !== undefined);

/** PATCH a video: its title and/or description, under the upload's rules. */
export const VideoUpdateSchema = VideoFieldsSchema.partial().refine(someField, {
  error: CONTENT_WORDS.nothingToChange,
});
export type VideoUpdate = z.infer<typeof VideoUpdateSchema>;

/** PATCH a blog (multipart): any of its texts, a new cover (`image`) or `removeCover=true`. */
export const BlogUpdateFieldsSchema = BlogFieldsSchema.partial();
export type BlogUpdateFields = z.infer<typeof BlogUpdateFieldsSchema>;

/** PATCH a talk: its text, under the posting rules. */
export const TalkUpdateSchema = TalkSchema;
/** PATCH a comment: its text, under the commenting rules. */
export const CommentUpdateSchema = TalkCommentSchema;

export const VideoUpdatedResponseSchema = VideoCreatedResponseSchema;
export const BlogUpdatedResponseSchema = BlogCreatedResponseSchema;
export const TalkUpdatedResponseSchema = TalkCreatedResponseSchema;
export const CommentUpdatedResponseSchema = CommentCreatedResponseSchema;
export const DeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** What videoUpdated pushes to everyone: the edited texts only (likes are each viewer's own). */
export type VideoEdit = Pick<Video, '_id' | 'title' | 'description' | 'editedAt'>;
/** Which comments a comment event is about: a video's, or a blog's or talk's. */
export type CommentTarget = 'video' | 'talk';
