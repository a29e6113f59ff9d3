import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TEXT_LIMITS } from '../limits.ts';
import { VALIDATION_MESSAGES } from '../validation.ts';

export const MessageSchema = z.object({ message: z.string() });
export const ErrorSchema = z.object({ message: z.string(), error: z.string().optional() });

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A paginated list that can also be searched (`?q=` matches name, skills or bio). */
export const SearchPageQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(TEXT_LIMITS.search, VALIDATION_MESSAGES.searchTooLong).optional(),
});
export type SearchPageQuery = z.infer<typeof SearchPageQuerySchema>;

export const UserIdParamsSchema = z.object({ userId: z.uuid(VALIDATION_MESSAGES.unknownUser) });
