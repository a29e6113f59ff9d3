/**
 * The board's daily expiry (issue 25, decision 030): postings whose apply-by date passed (India's
 * calendar) are stamped `expired_at`, which takes them out of job_postings_open_created_idx, the
 * index the board walks newest first. Nothing else reads the stamp: "expired" is still read from
 * the apply-by date (job-view.ts's `statusOf`), and an expired posting stays readable to its
 * applicants and its startup. The board also drops what expired since the last run.
 */
import type { Container } from '../../lib/container.ts';
import { stampExpired } from './board-repository.ts';
import { indiaToday } from './india-day.ts';

/** The scheduler's name for the expiry. */
export const EXPIRY_JOB = 'jobs-expiry';

/** Stamps every posting on the board whose apply-by date passed; answers how many this run stamped. */
export function expirePostings(deps: Pick<Container, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  return stampExpired(deps.db, indiaToday(now), now);
}

/**
 * On the scheduler's tick, once a day in India's calendar per process (postings expire at
 * midnight there; a run with nothing due still reads every live posting, so not every tick); the
 * stamp is claimed in the database, so once across processes. The day remembered only skips
 * runs that would find nothing: what is due is read from the database, and a restart runs at once.
 */
export function scheduleExpiry(container: Container): void {
  let stampedDay: string | undefined;
  container.scheduler.every(EXPIRY_JOB, container.jobsTickMs, async () => {
    const today = indiaToday(container.clock.now());
    if (today === stampedDay) return;
    await expirePostings(container);
    stampedDay = today;
  });
}
