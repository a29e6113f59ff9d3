import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TEXT_LIMITS } from '../limits.ts';
import { textProblem } from '../text.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { API_ERRORS } from '../words.ts';

export const MessageSchema = z.object({ message: z.string() });
export const ErrorSchema = z.object({ message: z.string(), error: z.string().optional() });
export const CountResponseSchema = z.object({ count: z.number() });
/** What deleting one's own post or comment answers. */
export const DeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A paginated list that can also be searched (`?q=` matches name, skills or bio). */
export const SearchPageQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(TEXT_LIMITS.search, VALIDATION_WORDS.searchTooLong).optional(),
});
export type SearchPageQuery = z.infer<typeof SearchPageQuerySchema>;

/**
 * Issue 29 (decision 038): the key the app makes (a UUID) for something written offline and sent
 * when the connection returns. The same key twice from one person stores one message or comment;
 * the second send answers the stored one. Optional: a send without one is stored every time.
 */
export const IdempotencyKeySchema = z.uuid({ error: VALIDATION_WORDS.idempotencyKeyInvalid }).optional();

export const UserIdParamsSchema = z.object({ userId: z.uuid(VALIDATION_WORDS.unknownUser) });

/** The value of one of a contract list's options (SECTORS, INDIA_STATES…); anything else is refused with `message`. */
export const oneOf = (options: readonly { readonly value: string }[], message: string) =>
  z.enum(options.map((option) => option.value) as [string, ...string[]], { error: message });

/** Trimmed text of at most `max` characters (`tooLong` says so) that passes textProblem. */
export const plainText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .superRefine((value, context) => {
      const problem = textProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: API_ERRORS[problem] });
    });
