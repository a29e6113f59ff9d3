import type { ReportItem } from '@ideaignite/contract';

/**
 * A job posting held for asking candidates money (issue 25, decision 029): among its reports is
 * the platform's own (no reporter), and dismissing the item opens the posting on the jobs board.
 */
export const isHeldPosting = (report: ReportItem) =>
  report.target === 'job' && report.reports.some((entry) => entry.reporter === null);
