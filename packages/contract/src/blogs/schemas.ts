import { z } from 'zod';
import { CommentSchema } from '../comments/schemas.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { CardAuthorSchema } from '../profiles/schemas.ts';
import { PageQuerySchema } from '../schemas/common.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { WORDS } from '../words.ts';
import { BLOGS_WORDS } from './words.ts';

export const BlogIdSchema = z.uuid({ error: BLOGS_WORDS.blogNotFound });

export const BlogSchema = z.object({
  _id: z.string(),
  kind: z.enum(['blog', 'talk']),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  uploadedBy: CardAuthorSchema.nullable(),
  /** How many people like it (issue 26), and whether the viewer is one of them. */
  likes: z.number(),
  userHasLiked: z.boolean(),
  /** The latest comments (up to 20); the rest through the comments call. */
  comments: z.array(CommentSchema),
  commentsCount: z.number(),
  createdAt: z.string(),
  /** When its author last edited it; null when never. */
  editedAt: z.string().nullable(),
});
export type Blog = z.infer<typeof BlogSchema>;

export const BlogListQuerySchema = PageQuerySchema.extend({ kind: z.enum(['blog', 'talk']).optional() });

export const BlogListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(BlogSchema),
  nextCursor: z.string().nullable(),
});

/** The text fields of the blog popup (the cover is checked on its own). */
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

export const BlogCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  blog: BlogSchema,
});

export const BlogParamsSchema = z.object({ blogId: BlogIdSchema });

/** GET /api/blogs/{blogId} (issue 26): one blog at its own address, with its latest comments. */
export const BlogPageResponseSchema = z.object({ success: z.literal(true), blog: BlogSchema });

/** PATCH a blog (multipart): any of its texts, a new cover (`image`) or `removeCover=true`. */
export const BlogUpdateFieldsSchema = BlogFieldsSchema.partial();
export type BlogUpdateFields = z.infer<typeof BlogUpdateFieldsSchema>;

export const BlogUpdatedResponseSchema = BlogCreatedResponseSchema;
