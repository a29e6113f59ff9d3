import { z } from 'zod';

/** A person as the safety screens show them: the blocked list, a report's people. */
export const PersonSummarySchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  role: z.string(),
  profilePic: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

/** GET /api/blocks: the people I blocked, newest first. */
export const BlockedUserSchema = PersonSummarySchema.extend({ blockedAt: z.string() });
export type BlockedUser = z.infer<typeof BlockedUserSchema>;

export const BlockListResponseSchema = z.object({
  items: z.array(BlockedUserSchema),
  nextCursor: z.string().nullable(),
});
export type BlockListResponse = z.infer<typeof BlockListResponseSchema>;
