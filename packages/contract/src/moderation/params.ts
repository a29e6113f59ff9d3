import { z } from 'zod';
import { MODERATION_WORDS } from './words.ts';

/** `/api/admin/reports/:reportId/{action}`: the report acted on. */
export const ReportParamsSchema = z.object({ reportId: z.uuid({ error: MODERATION_WORDS.reportNotFound }) });
