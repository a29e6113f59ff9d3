import { z } from 'zod';
import { COFOUNDERS_WORDS } from './words.ts';

/** `/api/cofounders/invites/:inviteId/{accept,decline}`. */
export const CofounderInviteParamsSchema = z.object({
  inviteId: z.uuid({ error: COFOUNDERS_WORDS.inviteNotFound }),
});
