import { z } from 'zod';
import { SOCIAL_WORDS } from '../social.ts';

/** `/api/messages/:userId…`: the person on the other side of the conversation. */
export const ConversationParamsSchema = z.object({
  userId: z.uuid({ error: SOCIAL_WORDS.receiverNotFound }),
});
