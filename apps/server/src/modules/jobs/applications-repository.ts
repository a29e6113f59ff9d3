/**
 * Applications and hiring (issue 25): an application stored under the daily limit, the startup's
 * moves and the applicant's withdrawal as conditional updates (two at once cannot both win), the
 * applicant's list, the startup's tracker with its counts and figures, and the scheduled close of
 * unanswered ones (no-response.ts).
 */
import {
  APPLICATION_MOVES,
  APPLICATION_STATUSES,
  type ApplicationMove,
  type ApplicationStatus,
  OPEN_APPLICATION_STATUSES,
} from '@ideaignite/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { jobApplications, jobPostings, profiles, users, videos } from '../../db/schema.ts';
import { cursorAt, keysetList, type PageQuery } from '../../lib/cursor.ts';
import { preparedSql } from '../../lib/prepared.ts';
import { reachableSql } from '../blocks/index.ts';
import {
  type PublicAccount,
  type PublicProfile,
  publicAccountColumns,
  publicProfileColumns,
} from '../profiles/index.ts';
import { type PitchVideoRow, pitchVideoColumns } from '../videos/index.ts';
import {
  type JobCardRow,
  type JobRow,
  jobCardRowColumns,
  jobRowColumns,
  jobVisibleSql,
  posterVisibleSql,
} from './query-parts.ts';

/** The daily limit counts over the 24 hours before now, not the calendar day. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** A list of our own constants as SQL literals ('applied', 'viewed', …). */
const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The person `personId` may be shown to `viewerId`: not suspended, not erased, no block either
 * way (the same rule as for a posting's poster, applied to an applicant).
 */
const personVisibleSql = posterVisibleSql;

/** An application's own columns. */
const applicationColumns = {
  id: jobApplications.id,
  jobId: jobApplications.jobId,
  applicantId: jobApplications.applicantId,
  status: jobApplications.status,
  note: jobApplications.note,
  answers: jobApplications.answers,
  rejectReason: jobApplications.rejectReason,
  history: jobApplications.history,
  createdAt: jobApplications.createdAt,
  appliedAt: cursorAt(jobApplications.createdAt),
};

/** The video sent with an application (null when none, deleted or hidden), beside `applicationColumns`. */
export type ApplicationVideo = PitchVideoRow;

export interface ApplicationRow {
  id: string;
  jobId: string;
  applicantId: string;
  status: ApplicationStatus;
  note: string | null;
  answers: string[];
  rejectReason: string | null;
  history: Array<{ status: string; at: string }>;
  createdAt: Date;
  /** created_at as the keyset cursor's text. */
  appliedAt: string;
}

/** The video sent with an application, while a moderator has not hidden it. */
const shownVideo = sql`${videos.id} = ${jobApplications.videoId} and ${videos.hiddenAt} is null`;

interface ApplyTargetRow {
  owner_id: string;
  status: string;
  apply_by: string;
  questions: string[];
  title: string;
  /** The applicant may read the posting (jobVisibleSql: not deleted, not held, a poster they may see). */
  visible: boolean;
  already_applied: boolean;
  /** The owner of the video offered (null when none was, it does not exist or is hidden). */
  video_owner: string | null;
  applicant_name: string | null;
}

/** What applying needs to know, in one read: the posting, whether I may see it, my application, the video's owner. */
export async function findApplyTarget(
  db: Database,
  input: { jobId: string; me: string; videoId: string | null },
): Promise<ApplyTargetRow | undefined> {
  const me = sql`${input.me}::uuid`;
  const [row] = await rowsOf<ApplyTargetRow>(
    db,
    sql`select ${jobPostings.userId} as owner_id, ${jobPostings.status} as status,
        ${jobPostings.applyBy} as apply_by, ${jobPostings.questions} as questions, ${jobPostings.title} as title,
        ${jobVisibleSql(me)} as visible,
        exists (select 1 from job_applications ja where ja.job_id = ${jobPostings.id} and ja.applicant_id = ${me})
          as already_applied,
        (select v.user_id from videos v where v.id = ${input.videoId}::uuid and v.hidden_at is null) as video_owner,
        (select p.username from profiles p where p.user_id = ${me}) as applicant_name
      from ${jobPostings} where ${jobPostings.id} = ${input.jobId}`,
  );
  return row;
}

export interface NewApplication {
  jobId: string;
  applicantId: string;
  note: string | null;
  answers: string[];
  videoId: string | null;
  /** The server clock's time: created_at, the first history step and the daily window's end. */
  now: Date;
  dailyLimit: number;
}

/**
 * Stores an application when the applicant sent fewer than `dailyLimit` in the 24 hours before
 * `now` (withdrawn ones too). Their users row is locked first, so two requests at once are
 * counted one after the other. Throws on a second application to the same job (the unique
 * index: a race answers 409, not 500) or a video gone since it was checked.
 */
export async function insertApplication(db: Database, input: NewApplication) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${input.applicantId} for update`);
    const [sent] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from job_applications
        where applicant_id = ${input.applicantId} and created_at > ${new Date(input.now.getTime() - DAY_MS)}`,
    );
    if ((sent?.n ?? 0) >= input.dailyLimit) return { limited: true as const };
    const [row] = await tx
      .insert(jobApplications)
      .values({
        jobId: input.jobId,
        applicantId: input.applicantId,
        note: input.note,
        answers: input.answers,
        videoId: input.videoId,
        history: [{ status: 'applied', at: input.now.toISOString() }],
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: jobApplications.id });
    if (!row) throw new Error('job application insert returned nothing');
    return { limited: false as const, id: row.id };
  });
}

/** An application with the posting it answers, as its applicant reads it (a JobCardRow for the card). */
export type MyApplicationRow = JobCardRow & { application: ApplicationRow; video: ApplicationVideo | null };

/**
 * The applicant's applications with their postings in any state (closed, expired, deleted: they
 * still see what they applied to), but not a startup they may no longer see (suspended, erased,
 * blocked either way).
 */
const myApplicationsSelect = (db: Database, me: SQL) =>
  db
    .select({ ...jobCardRowColumns(me), application: applicationColumns, video: pitchVideoColumns })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobPostings.userId))
    .innerJoin(profiles, eq(profiles.userId, jobPostings.userId))
    .leftJoin(videos, shownVideo);

const myApplications = keysetList<MyApplicationRow, { me: string }>(
  'job_applications_mine',
  (db, after, limit) =>
    myApplicationsSelect(db, sql`${sql.placeholder('me')}`)
      .where(
        and(
          eq(jobApplications.applicantId, sql.placeholder('me')),
          posterVisibleSql(jobPostings.userId, sql`${sql.placeholder('me')}`),
          after?.(jobApplications.createdAt, jobApplications.id),
        ),
      )
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(limit),
  (row) => ({ at: row.application.appliedAt, id: row.application.id }),
);

export const listMyApplications = (db: Database, me: string, query: PageQuery) =>
  myApplications(db, query, { me });

/** One application of `me` with its posting (after applying or withdrawing). */
export async function findMyApplication(
  db: Database,
  applicationId: string,
  me: string,
): Promise<MyApplicationRow | undefined> {
  const [row] = await myApplicationsSelect(db, sql`${me}`)
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.applicantId, me)))
    .limit(1);
  return row;
}

/** Who is on each side of an application and what it is about, for the rules and the notices. */
export interface ApplicationParties {
  id: string;
  jobId: string;
  applicantId: string;
  startupId: string;
  status: ApplicationStatus;
  jobTitle: string;
  jobDeleted: boolean;
  applicantName: string | null;
  startupName: string | null;
}

export async function findApplicationParties(
  db: Database,
  applicationId: string,
): Promise<ApplicationParties | undefined> {
  const [row] = await db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      applicantId: jobApplications.applicantId,
      startupId: jobPostings.userId,
      status: jobApplications.status,
      jobTitle: jobPostings.title,
      jobDeleted: sql<boolean>`${jobPostings.deletedAt} is not null`,
      applicantName: sql<
        string | null
      >`(select p.username from profiles p where p.user_id = ${jobApplications.applicantId})`,
      startupName: sql<
        string | null
      >`(select p.username from profiles p where p.user_id = ${jobPostings.userId})`,
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .where(eq(jobApplications.id, applicationId))
    .limit(1);
  return row;
}

/** An application's history (the column `history`) with one step more, at `at` (ISO text). */
const withStep = (history: SQL, status: SQL, at: SQL) =>
  sql`${history} || jsonb_build_array(jsonb_build_object('status', ${status}, 'at', ${at}))`;

/**
 * The startup's move, checked and made in one conditional statement: only on its own posting
 * (not deleted), only from the steps the move starts from, never across a block or a suspension.
 * The first move stamps answered_at (the posting's "time to first answer"); a rejection keeps its
 * reason. True when this move won.
 */
const moveStatement = (move: ApplicationMove) => () => {
  const { from, to } = APPLICATION_MOVES[move];
  const reason = move === 'reject' ? sql`, reject_reason = ${sql.placeholder('reason')}::text` : sql``;
  return sql`
    update job_applications a set status = ${to},
      history = ${withStep(sql`a.history`, sql`${to}::text`, sql`${sql.placeholder('at')}::text`)},
      answered_at = coalesce(a.answered_at, ${sql.placeholder('now')}::timestamptz),
      updated_at = ${sql.placeholder('now')}::timestamptz ${reason}
    from job_postings p
    where a.id = ${sql.placeholder('applicationId')}::uuid and p.id = a.job_id
      and p.user_id = ${sql.placeholder('me')}::uuid and p.deleted_at is null
      and a.status in (${literals(from)}) and ${reachableSql(sql`p.user_id`, sql`a.applicant_id`)}
    returning a.id`;
};

export async function moveApplication(
  db: Database,
  move: ApplicationMove,
  input: { applicationId: string; me: string; now: Date; reason: string | null },
): Promise<boolean> {
  const rows = await preparedSql<{ id: string }>(
    db,
    `job_applications_move_${move}`,
    moveStatement(move),
  ).execute({
    applicationId: input.applicationId,
    me: input.me,
    now: input.now,
    at: input.now.toISOString(),
    reason: input.reason,
  });
  return rows.length > 0;
}

/** The applicant withdraws an application still under way; true when it was. */
export async function withdrawApplication(
  db: Database,
  input: { applicationId: string; me: string; now: Date },
): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update job_applications a set status = 'withdrawn',
        history = ${withStep(sql`a.history`, sql`'withdrawn'::text`, sql`${input.now.toISOString()}::text`)},
        updated_at = ${input.now}
      where a.id = ${input.applicationId} and a.applicant_id = ${input.me}
        and a.status in (${literals(OPEN_APPLICATION_STATUSES)})
      returning a.id`,
  );
  return rows.length > 0;
}

/** An application as the startup's tracker shows it: with the applicant and their profile's completeness. */
export type TrackedRow = {
  application: ApplicationRow;
  video: ApplicationVideo | null;
  user: PublicAccount;
  profile: PublicProfile;
  completeness: number | null;
};

const trackedSelect = (db: Database) =>
  db
    .select({
      application: applicationColumns,
      video: pitchVideoColumns,
      user: publicAccountColumns,
      profile: publicProfileColumns,
      completeness: profiles.completeness,
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.applicantId))
    .innerJoin(profiles, eq(profiles.userId, jobApplications.applicantId))
    .leftJoin(videos, shownVideo);

/** One application as the tracker shows it (after a move). */
export async function findTrackedApplication(
  db: Database,
  applicationId: string,
): Promise<TrackedRow | undefined> {
  const [row] = await trackedSelect(db).where(eq(jobApplications.id, applicationId)).limit(1);
  return row;
}

/** The applicants the startup `me` may see: not suspended, not erased, no block either way. */
const applicantVisible = (me: SQL) => personVisibleSql(jobApplications.applicantId, me);

const trackedList = (byStatus: boolean) =>
  keysetList<TrackedRow, { jobId: string; me: string; status?: string }>(
    byStatus ? 'job_tracker_status' : 'job_tracker_all',
    (db, after, limit) =>
      trackedSelect(db)
        .where(
          and(
            eq(jobApplications.jobId, sql.placeholder('jobId')),
            byStatus ? eq(jobApplications.status, sql.placeholder('status')) : undefined,
            applicantVisible(sql`${sql.placeholder('me')}`),
            after?.(jobApplications.createdAt, jobApplications.id),
          ),
        )
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
        .limit(limit),
    (row) => ({ at: row.application.appliedAt, id: row.application.id }),
  );
const trackedAll = trackedList(false);
const trackedByStatus = trackedList(true);

/** A posting's applications newest first (of one status when asked), as its startup `me` may see them. */
export const listTrackedApplications = (
  db: Database,
  input: { jobId: string; me: string; status?: ApplicationStatus },
  query: PageQuery,
) =>
  input.status
    ? trackedByStatus(db, query, { jobId: input.jobId, me: input.me, status: input.status })
    : trackedAll(db, query, { jobId: input.jobId, me: input.me });

/** The tracker's posting: a JobRow as its owner reads it, with its views; undefined when unknown or deleted. */
export async function findTrackerJob(
  db: Database,
  jobId: string,
  me: string,
): Promise<(JobRow & { views: number }) | undefined> {
  const [row] = await db
    .select({ ...jobRowColumns(sql`${me}`), views: jobPostings.views })
    .from(jobPostings)
    .innerJoin(users, eq(users.id, jobPostings.userId))
    .innerJoin(profiles, eq(profiles.userId, jobPostings.userId))
    .where(and(eq(jobPostings.id, jobId), sql`${jobPostings.deletedAt} is null`))
    .limit(1);
  return row;
}

/** Per status how many applied (every status, zero included), and the median seconds to a first answer. */
export interface TrackerCounts {
  counts: Record<ApplicationStatus, number>;
  medianSeconds: number | null;
}

const countsStatement = () => sql`
  select ${sql.raw(
    APPLICATION_STATUSES.map(
      (status) => `count(*) filter (where status = '${status}')::int as "${status}"`,
    ).join(', '),
  )},
    percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at)::float8)
      filter (where answered_at is not null) as median_seconds
  from job_applications
  where job_id = ${sql.placeholder('jobId')}::uuid
    and ${personVisibleSql(sql`applicant_id`, sql`${sql.placeholder('me')}`)}`;

export async function countTracker(db: Database, jobId: string, me: string): Promise<TrackerCounts> {
  const [row] = await preparedSql<Record<string, number | null>>(
    db,
    'job_tracker_counts',
    countsStatement,
  ).execute({
    jobId,
    me,
  });
  return {
    counts: Object.fromEntries(
      APPLICATION_STATUSES.map((status) => [status, Number(row?.[status] ?? 0)]),
    ) as Record<ApplicationStatus, number>,
    medianSeconds: row?.median_seconds == null ? null : Number(row.median_seconds),
  };
}

/** The steps a startup has not answered: applied, or only opened (`view` is no answer). */
export const UNANSWERED_STATUSES = ['applied', 'viewed'] as const satisfies readonly ApplicationStatus[];

/** An application the scheduled close claimed, with what its notices say. */
export interface ClosedRow {
  id: string;
  job_id: string;
  applicant_id: string;
  startup_id: string;
  job_title: string;
  applicant_name: string | null;
  startup_name: string | null;
}

/**
 * Closes up to `limit` unanswered applications (UNANSWERED_STATUSES) to postings whose apply-by
 * day is before `cutoffDay`, whatever the posting's state, as `noResponse` with a history step.
 * One conditional UPDATE claims them: rows another process holds are skipped, and a row it
 * closed meanwhile no longer matches, so each application is closed, and told, once.
 */
export async function closeUnansweredApplications(
  db: Database,
  input: { cutoffDay: string; now: Date; limit: number },
): Promise<ClosedRow[]> {
  const unanswered = literals(UNANSWERED_STATUSES);
  return rowsOf<ClosedRow>(
    db,
    sql`with due as (
        select ja.id from job_postings jp
        join job_applications ja on ja.job_id = jp.id and ja.status in (${unanswered})
        where jp.apply_by < ${input.cutoffDay}
        limit ${input.limit}
        for update of ja skip locked
      )
      update job_applications a set status = 'noResponse',
        history = ${withStep(sql`a.history`, sql`'noResponse'::text`, sql`${input.now.toISOString()}::text`)},
        updated_at = ${input.now}
      from due, job_postings p
      where a.id = due.id and p.id = a.job_id and a.status in (${unanswered})
      returning a.id, a.job_id, a.applicant_id, p.user_id as startup_id, p.title as job_title,
        (select pr.username from profiles pr where pr.user_id = a.applicant_id) as applicant_name,
        (select pr.username from profiles pr where pr.user_id = p.user_id) as startup_name`,
  );
}
