import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { moderationActions, reports } from '../../db/schema.ts';
import {
  type ApprovedPosting,
  approveHeldPosting,
  decidesHeldPosting,
  refileIfHeld,
} from './held-jobs-repository.ts';
import { lockItemReports, type ReportRow } from './reports-repository.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a hide or a restore touched: its words for the owner's notice, and what open pages must change. */
export interface HiddenRow {
  /** A title, or the text of a comment or message. */
  words: string;
  /** 'video', 'blog', 'talk', 'job'; for a comment what it is on (video, or 'talk' for a blog or talk). */
  kind: string | null;
  /** For a comment: the video or post it is on. */
  parent_id: string | null;
}

/** Sets hidden_at on the reported row to `value`; undefined when the row is gone. */
async function setHiddenAt(tx: Transaction, report: ReportRow, value: SQL): Promise<HiddenRow | undefined> {
  const id = report.targetId;
  const set = sql`hidden_at = ${value}`;
  const statements: Record<string, SQL> = {
    video: sql`update videos set ${set} where id = ${id}
      returning title as words, 'video' as kind, null as parent_id`,
    blog: sql`update blogs set ${set} where id = ${id} and kind = 'blog'
      returning title as words, kind, null as parent_id`,
    talk: sql`update blogs set ${set} where id = ${id} and kind = 'talk'
      returning title as words, kind, null as parent_id`,
    job: sql`update job_postings set ${set} where id = ${id}
      returning title as words, 'job' as kind, null as parent_id`,
    message: sql`update messages set ${set} where id = ${id}
      returning text as words, null as kind, null as parent_id`,
    comment: sql`with v as (
        update video_comments set ${set} where id = ${id}
        returning text as words, 'video' as kind, video_id as parent_id
      ), b as (
        update blog_comments set ${set} where id = ${id}
        returning text as words, 'talk' as kind, blog_id as parent_id
      )
      select * from v union all select * from b`,
  };
  const statement = statements[report.target];
  if (!statement) return undefined;
  const [row] = await rowsOf<HiddenRow>(tx, statement);
  return row;
}

/** Hides the reported row (its first hiding time kept); undefined when it is gone. */
export function hideRow(tx: Transaction, report: ReportRow, now: Date) {
  return setHiddenAt(tx, report, sql`coalesce(hidden_at, ${now.toISOString()}::timestamptz)`);
}

export type RestoreOutcome =
  | { outcome: 'notFound' | 'notHidden' | 'self' | 'gone' }
  | { outcome: 'done'; report: ReportRow; shown: HiddenRow; approved?: ApprovedPosting };

/**
 * A moderator shows again what a report's hiding hid, in one transaction with its log rows: the
 * item's hidden_at is cleared and every report that hid it becomes 'dismissed' (closed, nothing
 * hidden), each with a log row of its own (issue 26: each report keeps its history);
 * a held job posting whose platform report was among them opens, as a dismissal would have, and
 * one held while a member's report kept it hidden goes back to the queue. All reports of the item are locked in one order, so two restores (or a restore and a
 * hide) of the same item are decided one after the other. Nobody restores their own post.
 */
export async function restoreHiddenContent(
  db: Database,
  input: { reportId: string; adminId: string; now: Date },
): Promise<RestoreOutcome> {
  const { reportId, adminId, now } = input;
  const [found] = await db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  if (!found) return { outcome: 'notFound' };
  return db.transaction(async (tx) => {
    const sameTarget = and(eq(reports.target, found.target), eq(reports.targetId, found.targetId));
    const locked = await lockItemReports(tx, found);
    const report = locked.find((row) => row.id === reportId);
    if (!report) return { outcome: 'notFound' };
    if (report.status !== 'hidden') return { outcome: 'notHidden' };
    if (report.ownerId === adminId) return { outcome: 'self' };
    const shown = await setHiddenAt(tx, report, sql`null`);
    if (!shown) return { outcome: 'gone' };
    const hid = locked.filter((row) => row.status === 'hidden');
    const platformHid = hid.some(decidesHeldPosting);
    const approved = platformHid ? await approveHeldPosting(tx, report.targetId, now) : undefined;
    if (report.target === 'job' && !platformHid) await refileIfHeld(tx, report.targetId, now);
    await tx
      .update(reports)
      .set({ status: 'dismissed', resolvedBy: adminId, resolvedAt: now })
      .where(and(eq(reports.status, 'hidden'), sameTarget));
    await tx.insert(moderationActions).values(
      hid.map((row) => ({
        adminId,
        action: 'restore' as const,
        reportId: row.id,
        userId: row.ownerId,
        target: row.target,
        targetId: row.targetId,
        createdAt: now,
      })),
    );
    return { outcome: 'done', report, shown, ...(approved ? { approved } : {}) };
  });
}
