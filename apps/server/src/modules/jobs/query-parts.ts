/**
 * Query parts of the jobs module (issue 25): the SQL pieces both halves of the module (postings
 * and the board; applications and hiring) put inside their own statements, so "who may see a
 * posting" and "what a posting answers with" mean the same on every path. Reuse them rather than
 * writing them again:
 *
 * - `posterVisibleSql` / `jobVisibleSql`: may this viewer read this posting (the board, a job's
 *   page, saving, applying);
 * - `onBoardSql(today)`: is this posting on the board (the board, search);
 * - `jobRowColumns(viewer)` with `fromJobsWithPoster`: a posting with its startup (the poster as a
 *   public user), whether the viewer saved it, their application to it and, for its owner only,
 *   how many applied: the `JobRow` that `job-view.ts` turns into a Job (a job's page);
 * - `jobCardRowColumns(viewer)` with `fromJobCards`: the same with only what a card shows of the
 *   startup, the `JobCardRow` that becomes a JobCard (the lists).
 *
 * `viewer` is an SQL expression: a placeholder in a prepared statement (`sql.placeholder('me')`)
 * or a bound value (`sql\`${userId}\``), cast to uuid here.
 */
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { jobPostings, profiles, users } from '../../db/schema.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { blockedEitherWaySql } from '../blocks/index.ts';
import {
  type PublicAccount,
  type PublicProfile,
  publicAccountColumns,
  publicProfileColumns,
} from '../profiles/index.ts';

type Expression = SQL | AnyPgColumn | Placeholder;
const uuid = (value: Expression) => sql`${value}::uuid`;

/**
 * True when the poster `posterId` may be shown to `viewerId`: their account is neither suspended
 * nor erased, and neither of them blocked the other.
 */
export const posterVisibleSql = (posterId: Expression, viewerId: Expression) =>
  sql`(exists (select 1 from users pu where pu.id = ${posterId} and pu.suspended_at is null and pu.deleted_at is null)
    and not ${blockedEitherWaySql(uuid(posterId), uuid(viewerId))})`;

/**
 * True when `viewerId` may read the posting in `job_postings`: never a deleted one; its poster
 * sees it in every state, everyone else not while held (it waits for a moderator) or hidden (a
 * moderator refused it) and only from a poster they may see. Closed and expired postings stay
 * readable.
 */
export const jobVisibleSql = (viewerId: Expression) =>
  sql`(${jobPostings.deletedAt} is null and (${jobPostings.userId} = ${uuid(viewerId)}
    or (${jobPostings.status} <> 'held' and ${jobPostings.hiddenAt} is null
      and ${posterVisibleSql(jobPostings.userId, viewerId)})))`;

/**
 * True for a posting on the board, over `job_postings` (unaliased): open, not deleted, expired nor
 * hidden by a moderator, apply-by `today` (India's, `YYYY-MM-DD`) or later. Its poster's rules are
 * the caller's (the board joins users; search asks of every document's owner).
 *
 * The first three conditions are job_postings_open_created_idx's predicate, so the board's planner
 * walks that index newest first; it holds no posting the expiry job found expired (decision 030).
 * The apply-by condition only drops the few that expired since the job's last run. It is written
 * as an expression (`|| ''`) so the planner cannot read it through job_postings_apply_by_idx nor
 * multiply its statistics with expired_at's (both say "live"; taken as independent they made
 * live postings look rare): with the bare column a filtered list read every live posting by
 * apply-by date and sorted them (bench/api/jobs.ts's plans).
 */
export const onBoardSql = (today: Expression) =>
  sql`(${jobPostings.status} = 'open' and ${jobPostings.deletedAt} is null and ${jobPostings.expiredAt} is null
    and ${jobPostings.hiddenAt} is null and (${jobPostings.applyBy} || '') >= ${today}::text)`;

/** The posting's own columns a JobCard or a Job is made of. */
export const jobColumns = {
  id: jobPostings.id,
  userId: jobPostings.userId,
  title: jobPostings.title,
  type: jobPostings.type,
  workMode: jobPostings.workMode,
  state: jobPostings.state,
  city: jobPostings.city,
  skills: jobPostings.skills,
  sector: jobPostings.sector,
  stage: jobPostings.stage,
  description: jobPostings.description,
  openings: jobPostings.openings,
  startDate: jobPostings.startDate,
  durationMonths: jobPostings.durationMonths,
  stipendKind: jobPostings.stipendKind,
  stipendMin: jobPostings.stipendMin,
  stipendMax: jobPostings.stipendMax,
  payMinLpa: jobPostings.payMinLpa,
  payMaxLpa: jobPostings.payMaxLpa,
  esopMin: jobPostings.esopMin,
  esopMax: jobPostings.esopMax,
  perks: jobPostings.perks,
  audiences: jobPostings.audiences,
  studentYear: jobPostings.studentYear,
  applyBy: jobPostings.applyBy,
  questions: jobPostings.questions,
  status: jobPostings.status,
  heldReason: jobPostings.heldReason,
  hiddenAt: jobPostings.hiddenAt,
  createdAt: jobPostings.createdAt,
  updatedAt: jobPostings.updatedAt,
};

/**
 * What a posting is to `viewer`: `saved`, the viewer's application (two probes of the
 * one-per-person index), the number of applications for the owner only (null for everyone else),
 * and the keyset cursor's text of its created_at.
 */
const viewerColumns = (viewer: Expression) => ({
  // A primary-key probe per row, never `exists` (decision 052).
  saved: sql<boolean>`coalesce((select true from saved_jobs sj where sj.user_id = ${uuid(viewer)} and sj.job_id = ${jobPostings.id}), false)`,
  applicationId: sql<
    string | null
  >`(select ja.id from job_applications ja where ja.job_id = ${jobPostings.id} and ja.applicant_id = ${uuid(viewer)})`,
  applicationStatus: sql<
    string | null
  >`(select ja.status from job_applications ja where ja.job_id = ${jobPostings.id} and ja.applicant_id = ${uuid(viewer)})`,
  applicationsCount: sql<number | null>`case when ${jobPostings.userId} = ${uuid(viewer)}
    then (select count(*)::int from job_applications ja where ja.job_id = ${jobPostings.id}) end`,
  cursorAt: cursorAt(jobPostings.createdAt),
});

/**
 * A posting as `viewer` reads it on its page, for a select over the postings joined to their
 * poster's account and profile (`fromJobsWithPoster`): the posting, its poster (public columns
 * only) and what it is to the viewer.
 */
export const jobRowColumns = (viewer: Expression) => ({
  job: jobColumns,
  user: publicAccountColumns,
  profile: publicProfileColumns,
  ...viewerColumns(viewer),
});

/** What a card shows of the poster (CardStartupSchema): a lists' page reads no more of the profile. */
const cardStartupColumns = {
  id: users.id,
  username: profiles.username,
  displayName: profiles.displayName,
  project: profiles.project,
  profilePic: profiles.profilePic,
};

/**
 * How much of the description a card's row reads: its summary is its first ~200 characters once
 * runs of spaces are one (`summaryOf`), and a list page has no use for the rest (a description may
 * be thousands of characters: reading, parsing and scanning them all was ~5% of a board page's CPU).
 */
export const CARD_DESCRIPTION_CHARS = 600;

/** The posting's columns a card shows: no questions, no edit time, the description's start only. */
const {
  description: _description,
  questions: _questions,
  updatedAt: _updatedAt,
  ...cardOwnColumns
} = jobColumns;
const jobCardColumns = {
  ...cardOwnColumns,
  descriptionStart: sql<string>`left(${jobPostings.description}, ${sql.raw(String(CARD_DESCRIPTION_CHARS))})`,
};

/** A posting as `viewer` reads it in a list (a JobCard), over the same joins (`fromJobCards`). */
export const jobCardRowColumns = (viewer: Expression) => ({
  job: jobCardColumns,
  startup: cardStartupColumns,
  ...viewerColumns(viewer),
});

/** A select of `jobRowColumns(viewer)` from the postings joined to their poster's account and profile. */
export const fromJobsWithPoster = (db: Database, viewer: Expression) =>
  db
    .select(jobRowColumns(viewer))
    .from(jobPostings)
    .innerJoin(users, eq(users.id, jobPostings.userId))
    .innerJoin(profiles, eq(profiles.userId, jobPostings.userId));

/** A select of `jobCardRowColumns(viewer)`, over the same joins: the lists' pages. */
export const fromJobCards = (db: Database, viewer: Expression) =>
  db
    .select(jobCardRowColumns(viewer))
    .from(jobPostings)
    .innerJoin(users, eq(users.id, jobPostings.userId))
    .innerJoin(profiles, eq(profiles.userId, jobPostings.userId));

/** A posting's own row, as `jobColumns` selects it. */
export type JobColumns = {
  [K in keyof typeof jobColumns]: (typeof jobPostings.$inferSelect)[K];
};

/** What a posting is to one viewer (`viewerColumns`). */
interface ViewerParts {
  saved: boolean;
  applicationId: string | null;
  applicationStatus: string | null;
  applicationsCount: number | null;
  cursorAt: string;
}

/** What `jobRowColumns` selects: one posting as one viewer reads it on its page. */
export interface JobRow extends ViewerParts {
  job: JobColumns;
  user: PublicAccount;
  profile: PublicProfile;
}

/** What `jobCardRowColumns` selects: one posting as one viewer reads it in a list. */
export interface JobCardRow extends ViewerParts {
  job: Omit<JobColumns, 'description' | 'questions' | 'updatedAt'> & { descriptionStart: string };
  startup: {
    id: string;
    username: string | null;
    displayName: string | null;
    project: string | null;
    profilePic: string | null;
  };
}
