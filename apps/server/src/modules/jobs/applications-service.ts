/**
 * Applying and hiring (issue 25): a job seeker applies once per posting (at most
 * JOB_LIMITS.applicationsPerDay a day); only the startup moves an application, in the order
 * APPLICATION_MOVES allows; only the applicant withdraws. Every step tells the other side
 * (application-notices.ts). Shortlisting needs nothing more here: from then on the two are
 * connected for the chat (the messages module reads the application), so a first message skips
 * the stranger's request.
 */
import {
  APPLICATION_MOVES,
  APPLICATION_STATUSES,
  type ApplicationMove,
  type ApplicationStatus,
  type ApplyInput,
  JOB_LIMITS,
  JOBS_WORDS,
  type MyApplication,
  type TrackedApplication,
  type TrackerResponse,
} from '@ideaignite/contract';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { TokenClaims } from '../auth/index.ts';
import { assertCanReach } from '../blocks/index.ts';
import { recordActivity } from '../profiles/index.ts';
import {
  type ApplicationsDeps,
  announce,
  appliedNotice,
  movedNotice,
  withdrawnNotice,
} from './application-notices.ts';
import { toMyApplication, toTrackedApplication } from './application-view.ts';
import {
  countTracker,
  findApplicationParties,
  findApplyTarget,
  findMyApplication,
  findTrackedApplication,
  findTrackerJob,
  insertApplication,
  listMyApplications,
  listTrackedApplications,
  moveApplication,
  withdrawApplication,
} from './applications-repository.ts';
import { indiaToday } from './india-day.ts';
import { toJob } from './job-view.ts';

export type { ApplicationsDeps };

/** My application as I see it now (with its posting's card). */
async function myApplication(
  deps: ApplicationsDeps,
  applicationId: string,
  me: string,
): Promise<MyApplication> {
  const row = await findMyApplication(deps.db, applicationId, me);
  if (!row) throw notFound(JOBS_WORDS.applicationNotFound);
  return toMyApplication(row, me, indiaToday(deps.clock.now()), deps.storage);
}

/** Every screening question answered: as many answers as questions, none empty. */
const answersEvery = (questions: string[], answers: string[]) =>
  answers.length === questions.length && answers.every((answer) => answer.length > 0);

/**
 * A job seeker applies: 403 for any other role; 404 when they may not see the posting (deleted,
 * held, its startup suspended or erased, a block either way); 409 when they applied before or it
 * takes no applications (closed, or its apply-by day is past in India); 400 without an answer to
 * every question or with a video not theirs; 429 past the daily limit.
 */
export async function applyToJob(
  deps: ApplicationsDeps,
  claims: TokenClaims,
  jobId: string,
  input: ApplyInput,
): Promise<MyApplication> {
  if (claims.role !== 'Jobseeker') throw forbidden(JOBS_WORDS.onlyJobseekersApply);
  const videoId = input.videoId ?? null;
  const target = await findApplyTarget(deps.db, { jobId, me: claims.userId, videoId });
  if (!target?.visible) throw notFound(JOBS_WORDS.jobNotFound);
  if (target.already_applied) throw conflict(JOBS_WORDS.alreadyApplied);
  const now = deps.clock.now();
  if (target.status !== 'open' || target.apply_by < indiaToday(now)) throw conflict(JOBS_WORDS.notOpen);
  if (!answersEvery(target.questions, input.answers)) throw badRequest(JOBS_WORDS.answersRequired);
  if (videoId && target.video_owner !== claims.userId) throw badRequest(JOBS_WORDS.videoNotYours);
  let stored: Awaited<ReturnType<typeof insertApplication>>;
  try {
    stored = await insertApplication(deps.db, {
      jobId,
      applicantId: claims.userId,
      note: input.note || null,
      answers: input.answers,
      videoId,
      now,
      dailyLimit: JOB_LIMITS.applicationsPerDay,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(JOBS_WORDS.alreadyApplied);
    // The parent that can go away between the check and the insert is the video (a posting is deleted softly).
    if (isForeignKeyViolation(error)) throw badRequest(JOBS_WORDS.videoNotYours);
    throw error;
  }
  if (stored.limited) throw new HttpError(429, JOBS_WORDS.applicationsDailyLimit);
  await recordActivity(deps, claims.userId);
  const sides = {
    id: stored.id,
    jobId,
    applicantId: claims.userId,
    startupId: target.owner_id,
    jobTitle: target.title,
    applicantName: target.applicant_name,
    startupName: null,
  };
  await announce(deps, sides, 'applied', [appliedNotice(sides)], claims.userId);
  return myApplication(deps, stored.id, claims.userId);
}

/** My applications, newest first, each with its posting's card (closed, expired or deleted too). */
export async function myApplications(
  deps: ApplicationsDeps,
  me: string,
  query: { limit: number; cursor?: string },
) {
  const { page, nextCursor } = await listMyApplications(deps.db, me, query);
  const today = indiaToday(deps.clock.now());
  return { data: page.map((row) => toMyApplication(row, me, today, deps.storage)), nextCursor };
}

/**
 * The startup's move: 404 for an unknown application (or one whose posting was deleted), 403 for
 * anyone but the startup that posted the job (or across a block, in the blocks' words), 409 for a
 * move its step does not allow. A rejection keeps its reason.
 */
export async function moveApplicationBy(
  deps: ApplicationsDeps,
  claims: TokenClaims,
  applicationId: string,
  move: ApplicationMove,
  reason: string | undefined,
): Promise<TrackedApplication> {
  const parties = await findApplicationParties(deps.db, applicationId);
  if (!parties || parties.jobDeleted) throw notFound(JOBS_WORDS.applicationNotFound);
  if (parties.startupId !== claims.userId) throw forbidden(JOBS_WORDS.onlyStartupMoves);
  await assertCanReach(deps.db, claims.userId, parties.applicantId, JOBS_WORDS.applicationNotFound);
  const rejectReason = move === 'reject' ? reason || null : null;
  const moved = await moveApplication(deps.db, move, {
    applicationId,
    me: claims.userId,
    now: deps.clock.now(),
    reason: rejectReason,
  });
  // The checks above passed, so what stopped it is the step it stands at (or a block made meanwhile).
  if (!moved) throw conflict(JOBS_WORDS.illegalMove);
  const status = APPLICATION_MOVES[move].to;
  await announce(deps, parties, status, [movedNotice(parties, status, rejectReason)], claims.userId);
  const row = await findTrackedApplication(deps.db, applicationId);
  if (!row) throw notFound(JOBS_WORDS.applicationNotFound);
  return toTrackedApplication(row, deps.storage);
}

/** The applicant withdraws: 404 unknown, 403 anyone else, 409 when it is no longer under way. */
export async function withdrawApplicationBy(
  deps: ApplicationsDeps,
  claims: TokenClaims,
  applicationId: string,
): Promise<MyApplication> {
  const parties = await findApplicationParties(deps.db, applicationId);
  if (!parties) throw notFound(JOBS_WORDS.applicationNotFound);
  if (parties.applicantId !== claims.userId) throw forbidden(JOBS_WORDS.onlyApplicantWithdraws);
  const withdrawn = await withdrawApplication(deps.db, {
    applicationId,
    me: claims.userId,
    now: deps.clock.now(),
  });
  if (!withdrawn) throw conflict(JOBS_WORDS.illegalMove);
  await announce(deps, parties, 'withdrawn', [withdrawnNotice(parties)], claims.userId);
  return myApplication(deps, applicationId, claims.userId);
}

/** Hours to a tenth, from seconds. */
const hours = (seconds: number | null) => (seconds === null ? null : Math.round((seconds / 3600) * 10) / 10);

/**
 * The startup's tracker of one posting: 404 unknown or deleted, 403 anyone else's. Counts per
 * status (every status), the posting's figures, and its applications newest first (of one status
 * when asked), leaving out applicants who are suspended, erased or blocked either way.
 */
export async function trackerOf(
  deps: ApplicationsDeps,
  me: string,
  jobId: string,
  query: { limit: number; cursor?: string; status?: ApplicationStatus },
): Promise<Omit<TrackerResponse, 'success'>> {
  const job = await findTrackerJob(deps.db, jobId, me);
  if (!job) throw notFound(JOBS_WORDS.jobNotFound);
  if (job.job.userId !== me) throw forbidden(JOBS_WORDS.notYourJob);
  const [tally, list] = await Promise.all([
    countTracker(deps.db, jobId, me),
    listTrackedApplications(deps.db, { jobId, me, status: query.status }, query),
  ]);
  const applications = APPLICATION_STATUSES.reduce((sum, status) => sum + tally.counts[status], 0);
  return {
    job: toJob(job, me, indiaToday(deps.clock.now()), deps.storage),
    counts: tally.counts,
    figures: { views: job.views, applications, medianFirstAnswerHours: hours(tally.medianSeconds) },
    data: list.page.map((row) => toTrackedApplication(row, deps.storage)),
    nextCursor: list.nextCursor,
  };
}
