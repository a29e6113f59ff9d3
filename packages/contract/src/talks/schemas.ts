import { z } from 'zod';
import { BlogIdSchema, BlogSchema } from '../blogs/schemas.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { TALKS_WORDS } from './words.ts';

export const TalkSchema = z.object({
  title: z
    .string({ error: TALKS_WORDS.talkRequired })
    .trim()
    .min(1, TALKS_WORDS.talkRequired)
    .max(TEXT_LIMITS.talk, VALIDATION_WORDS.talkTooLong),
});

export const TalkCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  blog: BlogSchema,
});

export const TalkParamsSchema = z.object({ talkId: BlogIdSchema });

/** GET /api/talks/{talkId} (issue 26): one talk at its own address, with its latest comments. */
export const TalkPageResponseSchema = z.object({ success: z.literal(true), blog: BlogSchema });

/** PATCH a talk: its text, under the posting rules. */
export const TalkUpdateSchema = TalkSchema;

export const TalkUpdatedResponseSchema = TalkCreatedResponseSchema;
