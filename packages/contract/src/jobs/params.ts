import { z } from 'zod';
import { APPLICATION_MOVE_NAMES } from './constants.ts';
import { JOBS_WORDS } from './words.ts';

/** `/api/jobs/:jobId…`: one posting. */
export const JobParamsSchema = z.object({ jobId: z.uuid({ error: JOBS_WORDS.jobNotFound }) });

/** `/api/jobs/applications/:applicationId…`: one application. */
export const ApplicationParamsSchema = z.object({
  applicationId: z.uuid({ error: JOBS_WORDS.applicationNotFound }),
});

/** `/api/jobs/applications/:applicationId/:move`: the startup's move. */
export const ApplicationMoveParamsSchema = ApplicationParamsSchema.extend({
  move: z.enum(APPLICATION_MOVE_NAMES as [string, ...string[]], { error: JOBS_WORDS.illegalMove }),
});
