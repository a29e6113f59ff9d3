import { z } from 'zod';
import { SOCIAL_MESSAGES } from '../social.ts';

/** `/api/blocks/:userId`: the person blocked or unblocked. */
export const BlockedUserParamsSchema = z.object({
  userId: z.uuid({ error: SOCIAL_MESSAGES.receiverNotFound }),
});
