/**
 * Postings (issue 25): a Hustler's jobs and internships as stored, their limits counted under a
 * lock, one posting as a viewer reads it, views, saved jobs, and the poster's and the saver's
 * lists. The board's filtered list and its counts are in board-repository.ts.
 */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { jobPostings, profiles, savedJobs } from '../../db/schema.ts';
import { decodeCursor, keysetList, type PageQuery, pageFetch, pageOf } from '../../lib/cursor.ts';
import { prepared } from '../../lib/prepared.ts';
import { reportHeldPosting } from '../moderation/index.ts';
import {
  fromJobCards,
  fromJobsWithPoster,
  type JobCardRow,
  type JobRow,
  jobVisibleSql,
  posterVisibleSql,
} from './query-parts.ts';

/** A posting's stored fields, as the service makes them from JobInputSchema and the poster's profile. */
export type PostingValues = Omit<
  typeof jobPostings.$inferInsert,
  'id' | 'userId' | 'views' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'hiddenAt'
>;

/** The limits count over the 24 hours before now, not the calendar day. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The poster's startup as their profile says: its sectors and stage. */
export async function findPosterProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ sectors: profiles.sectors, currentStage: profiles.currentStage })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

/** Open postings that take applications: open, not deleted, apply-by today or later. */
const openCount = (userId: string, today: string) =>
  sql`select count(*)::int as n from job_postings
    where user_id = ${userId} and status = 'open' and deleted_at is null and apply_by >= ${today}`;

export type LimitHit = 'open' | 'daily';

/**
 * A held posting waits in the moderators' queue (decision 029): the platform's own report of it,
 * the words that asked for money as its details, stored in the same transaction as the hold. One
 * stays open per posting (an edit while held refreshes its words); a posting a moderator refused
 * (hidden) files none: it stays refused until a moderator restores it.
 */
async function reportIfHeld(
  tx: Database,
  row: { id: string; userId: string; status: string; heldReason: string | null; hiddenAt: Date | null },
) {
  if (row.status !== 'held' || row.hiddenAt) return;
  await reportHeldPosting(tx, { jobId: row.id, ownerId: row.userId, words: row.heldReason ?? '' });
}

/** What reportIfHeld needs of a posting just stored. */
const heldColumns = {
  id: jobPostings.id,
  userId: jobPostings.userId,
  status: jobPostings.status,
  heldReason: jobPostings.heldReason,
  hiddenAt: jobPostings.hiddenAt,
};

/**
 * Stores a new posting when the poster has fewer than `openLimit` open postings and made fewer
 * than `dailyLimit` (deleted ones too) in the 24 hours before `now`. The poster's users row is
 * locked first, so two requests at once are counted one after the other. A held one is reported
 * to the moderators with it.
 */
export async function insertPosting(
  db: Database,
  input: {
    userId: string;
    values: PostingValues;
    now: Date;
    today: string;
    openLimit: number;
    dailyLimit: number;
  },
): Promise<{ limited: LimitHit } | { id: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${input.userId} for update`);
    const [counts] = await rowsOf<{ open: number; recent: number }>(
      tx,
      sql`select (${openCount(input.userId, input.today)}) as open,
        (select count(*)::int from job_postings where user_id = ${input.userId}
          and created_at > ${new Date(input.now.getTime() - DAY_MS)}) as recent`,
    );
    if ((counts?.recent ?? 0) >= input.dailyLimit) return { limited: 'daily' as const };
    if ((counts?.open ?? 0) >= input.openLimit) return { limited: 'open' as const };
    const [row] = await tx
      .insert(jobPostings)
      .values({ ...input.values, userId: input.userId, createdAt: input.now })
      .returning(heldColumns);
    if (!row) throw new Error('job posting insert returned nothing');
    await reportIfHeld(tx, row);
    return { id: row.id };
  });
}

/** What the rules need of one posting: its owner, state and dates, and whether `viewerId` may read it. */
export async function findPostingState(db: Database, jobId: string, viewerId: string) {
  const [row] = await db
    .select({
      userId: jobPostings.userId,
      status: jobPostings.status,
      applyBy: jobPostings.applyBy,
      startDate: jobPostings.startDate,
      heldReason: jobPostings.heldReason,
      visible: sql<boolean>`${jobVisibleSql(sql`${viewerId}`)}`,
    })
    .from(jobPostings)
    .where(and(eq(jobPostings.id, jobId), isNull(jobPostings.deletedAt)));
  return row;
}

/** Replaces a posting's fields (an edit, whole); held, it is reported to the moderators with it. */
export async function updatePosting(db: Database, jobId: string, values: PostingValues, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobPostings)
      .set({ ...values, updatedAt: now })
      .where(and(eq(jobPostings.id, jobId), isNull(jobPostings.deletedAt)))
      .returning(heldColumns);
    if (row) await reportIfHeld(tx, row);
  });
}

/** Closes an open posting; false when it was not open (any more). */
export async function closePosting(db: Database, jobId: string, now: Date) {
  const rows = await db
    .update(jobPostings)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(jobPostings.id, jobId), eq(jobPostings.status, 'open'), isNull(jobPostings.deletedAt)))
    .returning({ id: jobPostings.id });
  return rows.length > 0;
}

/**
 * Opens a closed posting again when its poster has fewer than `openLimit` open postings (the
 * users row locked, as for a new one); false when it is no longer closed.
 */
export async function reopenPosting(
  db: Database,
  input: { jobId: string; userId: string; now: Date; today: string; openLimit: number },
): Promise<{ limited: 'open' } | { reopened: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${input.userId} for update`);
    const [open] = await rowsOf<{ n: number }>(tx, openCount(input.userId, input.today));
    if ((open?.n ?? 0) >= input.openLimit) return { limited: 'open' as const };
    const rows = await tx
      .update(jobPostings)
      .set({ status: 'open', updatedAt: input.now })
      .where(
        and(eq(jobPostings.id, input.jobId), eq(jobPostings.status, 'closed'), isNull(jobPostings.deletedAt)),
      )
      .returning({ id: jobPostings.id });
    return { reopened: rows.length > 0 };
  });
}

/** Deletes a posting softly: its applicants still see what they applied to. */
export async function softDeletePosting(db: Database, jobId: string, now: Date) {
  await db
    .update(jobPostings)
    .set({ deletedAt: now })
    .where(and(eq(jobPostings.id, jobId), isNull(jobPostings.deletedAt)));
}

/** One posting as `viewerId` reads it, or undefined when they may not (jobVisibleSql). */
export async function findJobRow(db: Database, jobId: string, viewerId: string): Promise<JobRow | undefined> {
  const statement = prepared(db, 'jobs_one', (name) =>
    fromJobsWithPoster(db, sql.placeholder('me'))
      .where(and(eq(jobPostings.id, sql.placeholder('jobId')), jobVisibleSql(sql`${sql.placeholder('me')}`)))
      .prepare(name),
  );
  const [row] = await statement.execute({ jobId, me: viewerId });
  return row;
}

/** One more view of a posting's page. */
export async function countView(db: Database, jobId: string) {
  await db
    .update(jobPostings)
    .set({ views: sql`${jobPostings.views} + 1` })
    .where(eq(jobPostings.id, jobId));
}

/** Saves a posting for `userId` when they may read it (again: no change); false when they may not. */
export async function saveJob(db: Database, userId: string, jobId: string, now: Date) {
  const [row] = await rowsOf<{ visible: boolean }>(
    db,
    sql`with job as (
        select ${jobPostings.id} as id from ${jobPostings}
        where ${jobPostings.id} = ${jobId} and ${jobVisibleSql(sql`${userId}`)}
      ), saved as (
        insert into saved_jobs (user_id, job_id, created_at) select ${userId}, job.id, ${now} from job
        on conflict do nothing
      )
      select exists (select 1 from job) as visible`,
  );
  return Boolean(row?.visible);
}

/** Removes a saved posting. */
export async function unsaveJob(db: Database, userId: string, jobId: string) {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

/** The poster's own postings, every state but deleted, newest first (keyset over created_at, id). */
const myPostings = keysetList<JobCardRow, { me: string }>(
  'jobs_mine',
  (db, after, limit) =>
    fromJobCards(db, sql.placeholder('me'))
      .where(
        and(
          eq(jobPostings.userId, sql.placeholder('me')),
          isNull(jobPostings.deletedAt),
          after?.(jobPostings.createdAt, jobPostings.id),
        ),
      )
      .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
      .limit(limit),
  (row) => ({ at: row.cursorAt, id: row.job.id }),
);

export const listMyPostings = (db: Database, userId: string, query: PageQuery) =>
  myPostings(db, query, { me: userId });

/**
 * The saved postings `userId` may still read (not deleted, not held, a poster they may see),
 * those closing soonest first: keyset over (apply_by, id), ascending. The cursor carries the
 * apply-by day as midnight UTC, the shape lib/cursor.ts encodes.
 */
export async function listSavedJobs(db: Database, userId: string, query: PageQuery) {
  const cursor = decodeCursor(query.cursor);
  const fetch = pageFetch(query.limit);
  const build = (after: boolean) => (name: string) =>
    fromJobCards(db, sql.placeholder('me'))
      .innerJoin(
        savedJobs,
        and(eq(savedJobs.jobId, jobPostings.id), eq(savedJobs.userId, sql.placeholder('me'))),
      )
      .where(
        and(
          isNull(jobPostings.deletedAt),
          sql`${jobPostings.status} <> 'held'`,
          posterVisibleSql(jobPostings.userId, sql`${sql.placeholder('me')}`),
          after
            ? gt(
                sql`(${jobPostings.applyBy}, ${jobPostings.id})`,
                sql`(${sql.placeholder('cursorDay')}::text, ${sql.placeholder('cursorId')}::uuid)`,
              )
            : undefined,
        ),
      )
      .orderBy(asc(jobPostings.applyBy), asc(jobPostings.id))
      .limit(fetch.limit)
      .prepare(name);
  const statement = cursor
    ? prepared(db, `jobs_saved_after_${fetch.rows}`, build(true))
    : prepared(db, `jobs_saved_first_${fetch.rows}`, build(false));
  const rows = await statement.execute({
    me: userId,
    ...(cursor ? { cursorDay: cursor.at.slice(0, 10), cursorId: cursor.id } : {}),
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => ({
    at: `${row.job.applyBy}T00:00:00.000000Z`,
    id: row.job.id,
  }));
  return { page, nextCursor };
}
