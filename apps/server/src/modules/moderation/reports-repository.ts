import type { ReportTarget } from '@ideaignite/contract';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { moderationActions, profiles, reports, users } from '../../db/schema.ts';
import { type Cursor, cursorAt, pageOf } from '../../lib/cursor.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;

/**
 * Whose the reported thing is: undefined when there is no such thing (or, for a message, when the
 * reporter neither sent nor received it). A comment is a video comment or a blog or talk comment.
 * A job posting is the jobs module's to answer (Container.reportedOwners: who may read it).
 */
export async function findTargetOwner(
  db: Database,
  target: Exclude<ReportTarget, 'job'>,
  targetId: string,
  reporterId: string,
): Promise<string | undefined> {
  const queries: Record<Exclude<ReportTarget, 'job'>, SQL> = {
    user: sql`select id as owner_id from users where id = ${targetId} and deleted_at is null`,
    message: sql`select sender_id as owner_id from messages
      where id = ${targetId} and (sender_id = ${reporterId} or receiver_id = ${reporterId})`,
    video: sql`select user_id as owner_id from videos where id = ${targetId}`,
    blog: sql`select user_id as owner_id from blogs where id = ${targetId} and kind = 'blog'`,
    talk: sql`select user_id as owner_id from blogs where id = ${targetId} and kind = 'talk'`,
    comment: sql`select user_id as owner_id from video_comments where id = ${targetId}
      union all select user_id as owner_id from blog_comments where id = ${targetId}`,
  };
  const [row] = await rowsOf<{ owner_id: string | null }>(db, queries[target]);
  return row?.owner_id ?? undefined;
}

/** Stores a report; throws a unique violation when the reporter already reported the same thing. */
export async function insertReport(db: Database, values: NewReport) {
  const [row] = await db.insert(reports).values(values).returning();
  if (!row) throw new Error('report insert returned nothing');
  return row;
}

/**
 * The platform's own report (no reporter) of a job posting held for asking money, its matched
 * words as the details: one open per posting, so an edit while it is held refreshes the words
 * rather than adding another. `db` may be the caller's transaction, so the hold and its report
 * are stored together.
 */
export async function filePlatformReport(
  db: Database,
  values: {
    target: 'job';
    targetId: string;
    ownerId: string;
    reason: 'asksForMoney';
    details: string;
  },
) {
  await db
    .insert(reports)
    .values({ ...values, reporterId: null })
    .onConflictDoUpdate({
      target: [reports.target, reports.targetId],
      targetWhere: sql`${reports.reporterId} is null and ${reports.status} = 'open'`,
      set: { details: values.details },
    });
}

export async function findReport(db: Database, reportId: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  return row;
}

/**
 * One page of the queue, one row per reported item (target and id, issue 26): its lead report,
 * the oldest open one (the longest waiting on top) or, among closed ones, the newest (newest
 * first); keyset over the lead's (created_at, id) in either direction. A lead stays the lead
 * while the item is in the tab (a later report is never older), so paging skips and repeats none.
 */
export async function listReportRows(
  db: Database,
  status: 'open' | 'closed',
  limit: number,
  cursor: Cursor | undefined,
) {
  const open = status === 'open';
  const direction = sql.raw(open ? '<' : '>');
  const after = cursor
    ? sql`(${reports.createdAt}, ${reports.id}) ${sql.raw(open ? '>' : '<')} (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const sameTab = sql.raw(open ? `o.status = 'open'` : `o.status <> 'open'`);
  const lead = sql`not exists (select 1 from reports o
    where o.target = ${reports.target} and o.target_id = ${reports.targetId} and ${sameTab}
      and (o.created_at, o.id) ${direction} (${reports.createdAt}, ${reports.id}))`;
  const order = open ? asc : desc;
  const rows = await db
    .select({ report: reports, cursorAt: cursorAt(reports.createdAt) })
    .from(reports)
    .where(and(open ? eq(reports.status, 'open') : ne(reports.status, 'open'), after, lead))
    .orderBy(order(reports.createdAt), order(reports.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.report.id }));
  return { page: page.map((row) => row.report), nextCursor };
}

/**
 * Every report in the same tab (open, or closed) of the items these reports are about, oldest
 * first: what one card of the queue lists.
 */
export async function findItemReports(db: Database, leads: ReportRow[]): Promise<ReportRow[]> {
  if (leads.length === 0) return [];
  const keys = new Set(leads.map((row) => `${row.status === 'open'}:${row.target}:${row.targetId}`));
  const rows = await db
    .select()
    .from(reports)
    .where(
      inArray(
        reports.targetId,
        leads.map((row) => row.targetId),
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id));
  return rows.filter((row) => keys.has(`${row.status === 'open'}:${row.target}:${row.targetId}`));
}

/** Every report of the item (target and id), locked in one order: two actions on it go one after the other. */
export function lockItemReports(tx: Database, report: Pick<ReportRow, 'target' | 'targetId'>) {
  return tx
    .select()
    .from(reports)
    .where(and(eq(reports.target, report.target), eq(reports.targetId, report.targetId)))
    .orderBy(asc(reports.id))
    .for('update');
}

/** The people a page of reports names (reporters, owners, moderators), with their suspension. */
export function findPeople(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      role: users.role,
      suspendedAt: users.suspendedAt,
      username: profiles.username,
      profilePic: profiles.profilePic,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
}

/** How many reports each of these items has, keyed by `target:targetId`. */
export async function countReports(db: Database, targetIds: string[]) {
  if (targetIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ target: reports.target, targetId: reports.targetId, total: sql<number>`count(*)::int` })
    .from(reports)
    .where(inArray(reports.targetId, targetIds))
    .groupBy(reports.target, reports.targetId);
  return new Map(rows.map((row) => [`${row.target}:${row.targetId}`, Number(row.total)]));
}

/** The moderation actions taken on these reports, oldest first. */
export function findActions(db: Database, reportIds: string[]) {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      reportId: moderationActions.reportId,
      action: moderationActions.action,
      adminId: moderationActions.adminId,
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .where(inArray(moderationActions.reportId, reportIds))
    .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id));
}
