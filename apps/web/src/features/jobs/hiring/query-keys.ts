import type { ApplicationStatus } from '@ideaignite/contract';
import { JOBS_QUERY_KEY } from '../lib/jobs-queries.ts';

/* The hiring and applying queries (issue 25), under the jobs prefix: any jobs change refreshes them. */
export const MY_JOBS_KEY = [...JOBS_QUERY_KEY, 'mine'] as const;
export const trackerQueryKey = (jobId: string, status: ApplicationStatus | 'all') =>
  [...JOBS_QUERY_KEY, 'tracker', jobId, status] as const;
export const MY_APPLICATIONS_KEY = [...JOBS_QUERY_KEY, 'my-applications'] as const;
