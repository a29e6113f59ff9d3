import { z } from 'zod';
import { SAFETY_WORDS } from '../safety.ts';

/** `/api/admin/reports/:reportId/{action}`: the report acted on. */
export const ReportParamsSchema = z.object({ reportId: z.uuid({ error: SAFETY_WORDS.reportNotFound }) });
