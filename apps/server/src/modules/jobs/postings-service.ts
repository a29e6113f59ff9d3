/**
 * Postings (issue 25): the rules of posting a job or internship for a startup, editing, closing,
 * reopening and deleting it, reading it, and saving it. Only Hustlers post; the sector and stage
 * are the startup's (its profile); a posting that asks candidates for money waits for a moderator.
 */
import {
  JOB_LIMITS,
  JOBS_WORDS,
  type Job,
  type JobInput,
  moneyAskingIn,
  type PageQuery,
  STAGE_FILTERS,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { TokenClaims } from '../auth/index.ts';
import { newestVideoBy } from '../videos/index.ts';
import { addDays, indiaToday, isRealDay } from './india-day.ts';
import { statusOf, stipendColumns, toJob, toJobCard } from './job-view.ts';
import {
  closePosting,
  countView,
  findJobRow,
  findPosterProfile,
  findPostingState,
  insertPosting,
  listMyPostings,
  listSavedJobs,
  type PostingValues,
  reopenPosting,
  saveJob,
  softDeletePosting,
  unsaveJob,
  updatePosting,
} from './postings-repository.ts';

export type JobsDeps = Pick<Container, 'db' | 'storage' | 'clock'>;

const STAGES: ReadonlySet<string> = new Set(STAGE_FILTERS.map((stage) => stage.value));

/**
 * The apply-by date runs from today (India's date) to JOB_LIMITS.applyByDays ahead; a start date
 * is Immediately (null) or from today on. On an edit, a date the posting already had is kept as it
 * is (a posting that started last week may still be edited).
 */
function checkDates(input: JobInput, today: string, kept?: { applyBy: string; startDate: string | null }) {
  if (kept?.applyBy !== input.applyBy) {
    const last = addDays(today, JOB_LIMITS.applyByDays);
    if (!isRealDay(input.applyBy) || input.applyBy < today || input.applyBy > last)
      throw badRequest(JOBS_WORDS.invalidApplyBy);
  }
  if (input.startDate !== null && kept?.startDate !== input.startDate) {
    if (!isRealDay(input.startDate) || input.startDate < today) throw badRequest(JOBS_WORDS.invalidStartDate);
  }
}

/** The words in a posting that ask candidates for money, if any: its title, description, questions and skills. */
const moneyAsked = (input: JobInput) =>
  moneyAskingIn([input.title, input.description, ...input.questions, ...input.skills]);

/** A posting's stored fields: the input, with the startup's sector and stage from the poster's profile. */
async function postingValues(
  deps: JobsDeps,
  userId: string,
  input: JobInput,
  held: { status: 'open' | 'closed' | 'held'; heldReason: string | null },
): Promise<PostingValues> {
  const profile = await findPosterProfile(deps.db, userId);
  const stage = profile?.currentStage?.toLowerCase() ?? null;
  const remote = input.workMode === 'remote';
  return {
    title: input.title,
    type: input.type as PostingValues['type'],
    workMode: input.workMode as PostingValues['workMode'],
    state: remote ? null : (input.state ?? null),
    city: remote ? null : (input.city ?? null),
    skills: input.skills,
    sector: profile?.sectors[0] ?? null,
    stage: stage && STAGES.has(stage) ? stage : null,
    description: input.description,
    openings: input.openings,
    startDate: input.startDate,
    durationMonths: input.durationMonths ?? null,
    ...stipendColumns(input.stipend),
    payMinLpa: input.payLpa?.min ?? null,
    payMaxLpa: input.payLpa?.max ?? null,
    esopMin: input.esopPercent?.min ?? null,
    esopMax: input.esopPercent?.max ?? null,
    perks: input.perks,
    audiences: input.audiences,
    studentYear: input.audiences.includes('students') ? (input.studentYear ?? null) : null,
    applyBy: input.applyBy,
    questions: input.questions,
    ...held,
  };
}

/** A posting as `viewerId` reads it now (after a change), or 404. */
async function readJob(deps: JobsDeps, jobId: string, viewerId: string): Promise<Job> {
  const row = await findJobRow(deps.db, jobId, viewerId);
  if (!row) throw notFound(JOBS_WORDS.jobNotFound);
  return toJob(row, viewerId, indiaToday(deps.clock.now()), deps.storage);
}

/**
 * A Hustler posts a job or internship: at most JOB_LIMITS.openPerStartup open at once and
 * JOB_LIMITS.postingsPerDay in any 24 hours. Words that ask for money hold it for a moderator,
 * the words kept as the reason its poster is shown.
 */
export async function createJob(deps: JobsDeps, claims: TokenClaims, input: JobInput) {
  if (claims.role !== 'Hustler') throw forbidden(JOBS_WORDS.onlyHustlersPost);
  const now = deps.clock.now();
  const today = indiaToday(now);
  checkDates(input, today);
  const asked = moneyAsked(input);
  const values = await postingValues(deps, claims.userId, input, {
    status: asked ? 'held' : 'open',
    heldReason: asked,
  });
  const stored = await insertPosting(deps.db, {
    userId: claims.userId,
    values,
    now,
    today,
    openLimit: JOB_LIMITS.openPerStartup,
    dailyLimit: JOB_LIMITS.postingsPerDay,
  });
  if ('limited' in stored)
    throw new HttpError(429, stored.limited === 'open' ? JOBS_WORDS.openLimit : JOBS_WORDS.dailyPostingLimit);
  return {
    message: asked ? JOBS_WORDS.held : JOBS_WORDS.posted,
    job: await readJob(deps, stored.id, claims.userId),
  };
}

/**
 * The posting `jobId` when `userId` posted it: 404 when it is deleted, unknown or not theirs to
 * see; 403 when they may see it but did not post it.
 */
async function ownPosting(deps: JobsDeps, userId: string, jobId: string) {
  const state = await findPostingState(deps.db, jobId, userId);
  if (!state) throw notFound(JOBS_WORDS.jobNotFound);
  if (state.userId !== userId) {
    if (state.visible) throw forbidden(JOBS_WORDS.notYourJob);
    throw notFound(JOBS_WORDS.jobNotFound);
  }
  return state;
}

/**
 * The poster edits their posting, whole, checked again for asking money: an open or closed
 * posting that now asks is held; a held one stays held whatever it says (only a moderator opens it).
 */
export async function updateJob(deps: JobsDeps, claims: TokenClaims, jobId: string, input: JobInput) {
  const state = await ownPosting(deps, claims.userId, jobId);
  const now = deps.clock.now();
  checkDates(input, indiaToday(now), state);
  const asked = moneyAsked(input);
  const held = state.status === 'held' || asked !== null;
  const values = await postingValues(deps, claims.userId, input, {
    status: held ? 'held' : state.status,
    heldReason: asked ?? (state.status === 'held' ? state.heldReason : null),
  });
  await updatePosting(deps.db, jobId, values, now);
  return {
    message: held ? JOBS_WORDS.held : JOBS_WORDS.updated,
    job: await readJob(deps, jobId, claims.userId),
  };
}

/** The poster stops taking applications: 409 unless the posting is open (not held, closed or expired). */
export async function closeJob(deps: JobsDeps, claims: TokenClaims, jobId: string) {
  const state = await ownPosting(deps, claims.userId, jobId);
  const now = deps.clock.now();
  if (statusOf(state, indiaToday(now)) !== 'open') throw conflict(JOBS_WORDS.notOpen);
  if (!(await closePosting(deps.db, jobId, now))) throw conflict(JOBS_WORDS.notOpen);
  return readJob(deps, jobId, claims.userId);
}

/**
 * The poster takes applications again: not while a moderator holds it, not past its apply-by date
 * (an edit gives it a new one), and within the open postings' limit. An open posting stays open.
 */
export async function reopenJob(deps: JobsDeps, claims: TokenClaims, jobId: string) {
  const state = await ownPosting(deps, claims.userId, jobId);
  const now = deps.clock.now();
  const today = indiaToday(now);
  if (state.status === 'held') throw conflict(JOBS_WORDS.cannotReopenHeld);
  if (state.applyBy < today) throw conflict(JOBS_WORDS.cannotReopenExpired);
  if (state.status === 'closed') {
    const result = await reopenPosting(deps.db, {
      jobId,
      userId: claims.userId,
      now,
      today,
      openLimit: JOB_LIMITS.openPerStartup,
    });
    if ('limited' in result) throw new HttpError(429, JOBS_WORDS.openLimit);
  }
  return readJob(deps, jobId, claims.userId);
}

/** The poster deletes their posting (softly: its applicants still see what they applied to). */
export async function removeJob(deps: JobsDeps, claims: TokenClaims, jobId: string) {
  await ownPosting(deps, claims.userId, jobId);
  await softDeletePosting(deps.db, jobId, deps.clock.now());
}

/**
 * The poster of `jobId` when `viewerId` may read it (jobVisibleSql: its poster always, anyone else
 * not while held or hidden, nor across a block or from a suspended poster); undefined otherwise.
 * The moderation module's reports ask it (Container.reportedOwners).
 */
export async function postingOwnerFor(db: JobsDeps['db'], jobId: string, viewerId: string) {
  const posting = await findPostingState(db, jobId, viewerId);
  return posting?.visible ? posting.userId : undefined;
}

/** A posting's page, counted as a view unless its poster is looking; 404 when the viewer may not read it. */
export async function getJob(deps: JobsDeps, viewerId: string, jobId: string): Promise<Job> {
  const row = await findJobRow(deps.db, jobId, viewerId);
  if (!row) throw notFound(JOBS_WORDS.jobNotFound);
  if (row.job.userId !== viewerId) await countView(deps.db, jobId);
  return {
    ...toJob(row, viewerId, indiaToday(deps.clock.now()), deps.storage),
    startupVideo: await newestVideoBy(deps, viewerId, row.job.userId),
  };
}

/** Saves a posting the viewer may read (saving it again changes nothing). */
export async function saveJobFor(deps: JobsDeps, userId: string, jobId: string) {
  if (!(await saveJob(deps.db, userId, jobId, deps.clock.now()))) throw notFound(JOBS_WORDS.jobNotFound);
}

/** Removes a posting from the viewer's saved jobs; 404 for one they may not read. */
export async function unsaveJobFor(deps: JobsDeps, userId: string, jobId: string) {
  const state = await findPostingState(deps.db, jobId, userId);
  if (!state?.visible) throw notFound(JOBS_WORDS.jobNotFound);
  await unsaveJob(deps.db, userId, jobId);
}

/** A Hustler's own postings, every state but deleted, newest first, with how many applied. */
export async function myJobs(deps: JobsDeps, claims: TokenClaims, query: PageQuery) {
  if (claims.role !== 'Hustler') throw forbidden(JOBS_WORDS.onlyHustlersPost);
  const { page, nextCursor } = await listMyPostings(deps.db, claims.userId, query);
  const today = indiaToday(deps.clock.now());
  return { data: page.map((row) => toJobCard(row, claims.userId, today, deps.storage)), nextCursor };
}

/** The viewer's saved postings they may still read, those closing soonest first. */
export async function savedJobs(deps: JobsDeps, userId: string, query: PageQuery) {
  const { page, nextCursor } = await listSavedJobs(deps.db, userId, query);
  const today = indiaToday(deps.clock.now());
  return { data: page.map((row) => toJobCard(row, userId, today, deps.storage)), nextCursor };
}
