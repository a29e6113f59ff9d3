import { z } from 'zod';
import { SOCIAL_WORDS } from '../social.ts';

/** `/api/connects/:connectionId/{move}`: the Ignite moved. */
export const ConnectionParamsSchema = z.object({
  connectionId: z.uuid({ error: SOCIAL_WORDS.connectionNotFound }),
});
