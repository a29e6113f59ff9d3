import { z } from 'zod';
import { CONNECTS_WORDS } from './words.ts';

/** `/api/connects/:connectionId/{move}`: the Ignite moved. */
export const ConnectionParamsSchema = z.object({
  connectionId: z.uuid({ error: CONNECTS_WORDS.connectionNotFound }),
});
