/**
 * The jobs module's front door (issue 25): what other modules and app.ts may use of it. Anything
 * not exported here is the module's own (scripts/lib/structure-rules.mjs checks it). The digest's
 * matching jobs and the moderation queue's held postings will read postings through these parts.
 */

/** The daily digest's section of new postings that match a job seeker (app.ts lists it). */
export { newJobsForDigest } from './digest-section.ts';
export { indiaToday } from './india-day.ts';
export { statusOf, toJob, toJobCard } from './job-view.ts';
/** Whose a reported posting is, when the reporter may read it (app.ts gives it to moderation). */
export { postingOwnerFor } from './postings-service.ts';
/** Query parts: SQL pieces other modules' repositories put inside their own statements. */
export type { JobRow } from './query-parts.ts';
export {
  fromJobsWithPoster,
  jobRowColumns,
  jobVisibleSql,
  onBoardSql,
  posterVisibleSql,
} from './query-parts.ts';
