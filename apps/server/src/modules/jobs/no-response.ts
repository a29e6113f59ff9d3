/**
 * The 21-day close (issue 25): an application the startup never answered closes as "No response"
 * JOB_LIMITS.noResponseDays days after the posting's apply-by date, and both sides are told.
 *
 * "Never answered" means no move but `view`: an application still `applied`, or only opened
 * (`viewed`). Opening is not an answer to the applicant; shortlisting, an interview, an offer or a
 * rejection is, and from there the application waits on people, not on a clock.
 *
 * "More than 21 days past" is counted in India's calendar: an apply-by date of 1 June closes on
 * 23 June (22 June is the 21st day after it). The run claims its rows in the database (one
 * conditional UPDATE … RETURNING per batch, decision 020), so two processes never close or tell
 * the same application twice.
 */
import { JOB_LIMITS } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { type ApplicationsDeps, announce, closedNotice, movedNotice } from './application-notices.ts';
import { closeUnansweredApplications } from './applications-repository.ts';
import { scheduleExpiry } from './expiry.ts';
import { addDays, indiaToday } from './india-day.ts';

/** The scheduler's name for the close. */
export const NO_RESPONSE_JOB = 'jobs-no-response';

/** Applications closed per statement. */
const BATCH = 100;

/** Closes every application due and tells both sides; answers how many this run closed. */
export async function closeUnanswered(deps: ApplicationsDeps & Pick<Container, 'log'>): Promise<number> {
  const now = deps.clock.now();
  const cutoffDay = addDays(indiaToday(now), -JOB_LIMITS.noResponseDays);
  let closed = 0;
  for (;;) {
    const rows = await closeUnansweredApplications(deps.db, { cutoffDay, now, limit: BATCH });
    for (const row of rows) {
      const sides = {
        id: row.id,
        jobId: row.job_id,
        applicantId: row.applicant_id,
        startupId: row.startup_id,
        jobTitle: row.job_title,
        applicantName: row.applicant_name,
        startupName: row.startup_name,
      };
      // Closed is closed: a notice that fails is logged, and the others still go.
      await announce(
        deps,
        sides,
        'noResponse',
        [movedNotice(sides, 'noResponse', null), closedNotice(sides)],
        null,
      ).catch((error: unknown) =>
        deps.log.error({ err: error, applicationId: row.id }, 'no-response notice not sent'),
      );
    }
    closed += rows.length;
    if (rows.length < BATCH) return closed;
  }
}

/**
 * The module's scheduled work: every tick, close what is due (claimed in the database, so once
 * across processes); and the board's daily expiry (expiry.ts).
 */
export const jobs = (container: Container) => {
  container.scheduler.every(NO_RESPONSE_JOB, container.jobsTickMs, async () => {
    await closeUnanswered(container);
  });
  scheduleExpiry(container);
};
