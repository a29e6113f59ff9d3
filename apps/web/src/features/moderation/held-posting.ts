import type { ReportItem } from '@ideaignite/contract';

/**
 * The platform's own report of a job posting held for asking candidates money (issue 25, decision
 * 029): it has no reporter, and dismissing it opens the posting on the jobs board.
 */
export const isHeldPosting = (report: ReportItem) => report.target === 'job' && report.reporter === null;
