import { z } from 'zod';
import { MESSAGES_WORDS } from '../messages/words.ts';

/** `/api/blocks/:userId`: the person blocked or unblocked. */
export const BlockedUserParamsSchema = z.object({
  userId: z.uuid({ error: MESSAGES_WORDS.receiverNotFound }),
});
