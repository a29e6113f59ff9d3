/**
 * Job postings held for asking candidates money (issue 25, decision 029): the platform files a
 * report of its own (no reporter) when a posting is held, and a moderator's verdict on that report
 * decides the posting. Dismissing it, or restoring what its hiding hid, says the posting was fine:
 * it opens, its held reason cleared, and its poster is told (a `job-approved` notice). The
 * open-postings limit is not counted here (a moderator's approval is not a new posting).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobPostings } from '../../db/schema.ts';
import type { ReportRow } from './reports-repository.ts';

/** Whether a moderator's verdict on this report decides a held posting (the platform's own report of one). */
export const decidesHeldPosting = (report: ReportRow) =>
  report.target === 'job' && report.reporterId === null;

/** A posting a moderator opened: its title, for the notice to its poster. */
export interface ApprovedPosting {
  jobId: string;
  title: string;
}

/** Opens the posting when it is still held (not deleted); undefined when it was not held. */
export async function approveHeldPosting(
  tx: Database,
  jobId: string,
  now: Date,
): Promise<ApprovedPosting | undefined> {
  const [row] = await tx
    .update(jobPostings)
    .set({ status: 'open', heldReason: null, updatedAt: now })
    .where(and(eq(jobPostings.id, jobId), eq(jobPostings.status, 'held'), isNull(jobPostings.deletedAt)))
    .returning({ jobId: jobPostings.id, title: jobPostings.title });
  return row;
}

/**
 * After a member's report of a posting is restored: when the posting was held meanwhile (an edit
 * into asking while it was hidden files no report), the platform's report of it is filed now, so
 * it waits in the queue rather than nowhere. A no-op for a posting not held, or already waiting.
 */
export async function refileIfHeld(tx: Database, jobId: string, now: Date) {
  await tx.execute(sql`insert into reports (reporter_id, target, target_id, owner_id, reason, details, created_at)
    select null, 'job', id, user_id, 'asksForMoney', coalesce(held_reason, ''), ${now.toISOString()}::timestamptz
    from job_postings where id = ${jobId} and status = 'held' and deleted_at is null
    on conflict (target, target_id) where reporter_id is null and status = 'open' do nothing`);
}
