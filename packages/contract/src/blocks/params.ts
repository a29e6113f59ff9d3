import { z } from 'zod';
import { SOCIAL_WORDS } from '../social.ts';

/** `/api/blocks/:userId`: the person blocked or unblocked. */
export const BlockedUserParamsSchema = z.object({
  userId: z.uuid({ error: SOCIAL_WORDS.receiverNotFound }),
});
