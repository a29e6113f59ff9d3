import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { moderationActions, reports, users } from '../../db/schema.ts';
import { type ApprovedPosting, approveHeldPosting, decidesHeldPosting } from './held-jobs-repository.ts';
import { type HiddenRow, hideRow, type Transaction } from './hidden-content-repository.ts';
import { moderatorIdsSql } from './moderator-grants-repository.ts';
import { lockItemReports, type ReportRow } from './reports-repository.ts';

/** Closes open reports matching `where` as `status`, by `adminId`; answers the reports it closed. */
function closeReports(
  tx: Transaction,
  where: ReturnType<typeof and>,
  status: ReportRow['status'],
  adminId: string,
  now: Date,
) {
  return tx
    .update(reports)
    .set({ status, resolvedBy: adminId, resolvedAt: now })
    .where(and(eq(reports.status, 'open'), where))
    .returning();
}

export type ModerationOutcome =
  | { outcome: 'notFound' | 'closed' | 'userTarget' | 'gone' | 'self' | 'lastModerator' }
  | { outcome: 'done'; report: ReportRow; hidden?: HiddenRow; approved?: ApprovedPosting };

/**
 * Whether suspending `userId` would leave no active moderator: they are one and no other
 * unsuspended one remains. Suspensions take one lock first, so two moderators suspending each
 * other at once are decided one after the other and the second is refused.
 */
async function wouldSuspendLastModerator(tx: Transaction, userId: string, listed: Iterable<string>) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('moderator-suspensions', 0))`);
  const [row] = await rowsOf<{ target: boolean; others: number }>(
    tx,
    sql`with m as ${moderatorIdsSql(listed)}
      select ${userId}::uuid in (select user_id from m) as target,
        (select count(*)::int from users where id in (select user_id from m)
          and suspended_at is null and id <> ${userId}::uuid) as others`,
  );
  return Boolean(row?.target) && Number(row?.others ?? 0) === 0;
}

/**
 * One moderator's action on a reported item (issue 26: every open report of the same thing), in
 * one transaction with a log row for each report it closes, so each keeps its outcome: dismiss
 * them (for the platform's report of a held job posting among them, the posting opens), hide what
 * they are about (a hidden posting stays out of everyone's sight but its poster's, whatever its
 * status), or suspend its owner (closing every open report about them). The item's reports are
 * locked in one order, so two moderators acting on it (through any of its reports) act once.
 * Nobody acts on a report about themselves, and the last active moderator is never suspended
 * (issue 24).
 */
export function moderateReport(
  db: Database,
  input: {
    reportId: string;
    adminId: string;
    action: 'dismiss' | 'hide' | 'suspend';
    now: Date;
    /** ADMIN_EMAILS, lower-cased. */
    listed: Iterable<string>;
  },
): Promise<ModerationOutcome> {
  const { reportId, adminId, action, now } = input;
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(reports).where(eq(reports.id, reportId)).limit(1);
    if (!found) return { outcome: 'notFound' };
    const report = (await lockItemReports(tx, found)).find((row) => row.id === reportId);
    if (!report) return { outcome: 'notFound' };
    if (report.status !== 'open') return { outcome: 'closed' };
    if (report.ownerId === adminId) return { outcome: 'self' };
    const sameItem = and(eq(reports.target, report.target), eq(reports.targetId, report.targetId));
    let hidden: HiddenRow | undefined;
    let approved: ApprovedPosting | undefined;
    let closed: ReportRow[];
    if (action === 'dismiss') {
      closed = await closeReports(tx, sameItem, 'dismissed', adminId, now);
      if (closed.some(decidesHeldPosting)) approved = await approveHeldPosting(tx, report.targetId, now);
    } else if (action === 'hide') {
      if (report.target === 'user') return { outcome: 'userTarget' };
      hidden = await hideRow(tx, report, now);
      if (!hidden) return { outcome: 'gone' };
      closed = await closeReports(tx, sameItem, 'hidden', adminId, now);
    } else {
      if (await wouldSuspendLastModerator(tx, report.ownerId, input.listed)) {
        return { outcome: 'lastModerator' };
      }
      await tx
        .update(users)
        .set({ suspendedAt: sql`coalesce(${users.suspendedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(users.id, report.ownerId));
      closed = await closeReports(tx, eq(reports.ownerId, report.ownerId), 'suspended', adminId, now);
    }
    await tx.insert(moderationActions).values(
      closed.map((row) => ({
        adminId,
        action,
        reportId: row.id,
        userId: row.ownerId,
        target: action === 'suspend' ? 'user' : row.target,
        targetId: action === 'suspend' ? row.ownerId : row.targetId,
        createdAt: now,
      })),
    );
    return { outcome: 'done', report, ...(hidden ? { hidden } : {}), ...(approved ? { approved } : {}) };
  });
}

/** Lifts a suspension, with its log row; 'notFound' or 'notSuspended' when there is none to lift. */
export function restoreAccount(db: Database, input: { userId: string; adminId: string; now: Date }) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) return 'notFound' as const;
    if (!user.suspendedAt) return 'notSuspended' as const;
    await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, input.userId));
    await tx.insert(moderationActions).values({
      adminId: input.adminId,
      action: 'restore',
      userId: input.userId,
      target: 'user',
      targetId: input.userId,
      createdAt: input.now,
    });
    return 'restored' as const;
  });
}
