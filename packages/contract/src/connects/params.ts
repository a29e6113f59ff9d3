import { z } from 'zod';
import { SOCIAL_MESSAGES } from '../social.ts';

/** `/api/connects/:connectionId/{move}`: the Ignite moved. */
export const ConnectionParamsSchema = z.object({
  connectionId: z.uuid({ error: SOCIAL_MESSAGES.connectionNotFound }),
});
