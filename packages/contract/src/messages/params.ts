import { z } from 'zod';
import { MESSAGES_WORDS } from './words.ts';

/** `/api/messages/:userId…`: the person on the other side of the conversation. */
export const ConversationParamsSchema = z.object({
  userId: z.uuid({ error: MESSAGES_WORDS.receiverNotFound }),
});
