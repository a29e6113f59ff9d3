import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.ts';
import { CardAuthorSchema } from '../profiles/schemas.ts';
import { IdempotencyKeySchema } from '../schemas/common.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { VideoIdSchema } from '../videos/schemas.ts';
import { COMMENTS_WORDS } from './words.ts';

export const CommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** null when the author's account is gone: shown as 'Unknown User'. */
  commentedBy: CardAuthorSchema.nullable(),
  /** When its author last edited it; null when never. */
  editedAt: z.string().nullable(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CommentListResponseSchema = z.object({
  success: z.literal(true),
  comments: z.array(CommentSchema),
  nextCursor: z.string().nullable(),
});

const commentText = z
  .string({ error: COMMENTS_WORDS.commentRequired })
  .trim()
  .min(1, COMMENTS_WORDS.commentRequired)
  .max(TEXT_LIMITS.comment, VALIDATION_WORDS.commentTooLong);

/** Adding a comment; `idempotencyKey` when the app queued it offline (decision 038). */
export const VideoCommentSchema = z.object({
  text: commentText,
  videoId: VideoIdSchema,
  idempotencyKey: IdempotencyKeySchema,
});

export const TalkCommentSchema = z.object({ text: commentText, idempotencyKey: IdempotencyKeySchema });

export const CommentCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  comment: CommentSchema,
});

export const CommentIdSchema = z.uuid({ error: COMMENTS_WORDS.commentNotFound });

export const CommentParamsSchema = z.object({ commentId: CommentIdSchema });

/** PATCH a comment: its text, under the commenting rules. */
export const CommentUpdateSchema = z.object({ text: commentText });

export const CommentUpdatedResponseSchema = CommentCreatedResponseSchema;

/** Which comments a comment event is about: a video's, or a blog's or talk's. */
export type CommentTarget = 'video' | 'talk';
