import {
  API_ERRORS,
  MODERATION_WORDS,
  NOTIFICATION_TEXT_KEEP,
  type ReportInput,
  type ReportItem,
  type ReportReason,
} from '@ideaignite/contract';
import type { Database } from '../../db/client.ts';
import type { Container } from '../../lib/container.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { type NotifyDeps, notify } from '../notifications/index.ts';
import type { ApprovedPosting } from './held-jobs-repository.ts';
import { type HiddenRow, restoreHiddenContent } from './hidden-content-repository.ts';
import { moderateReport, restoreAccount } from './moderation-repository.ts';
import { grantListedAccounts, isModerator } from './moderator-grants-repository.ts';

/** For other modules: a verified listed address becomes a grant (auth); erasure drops grants (account). */
export {
  deleteGrants as forgetModeratorGrants,
  grantIfListed as grantModeratorIfListed,
} from './moderator-grants-repository.ts';

import { toReportItems } from './report-items.ts';
import {
  filePlatformReport,
  findReport,
  findTargetOwner,
  insertReport,
  listReportRows,
} from './reports-repository.ts';

type ModerationDeps = Pick<Container, 'db' | 'storage' | 'clock' | 'sessions' | 'adminEmails'> & NotifyDeps;

/** POST /api/reports: one report per person and thing, never of oneself or one's own posts. */
export async function fileReport(
  deps: Pick<Container, 'db' | 'reportedOwners'>,
  reporterId: string,
  input: ReportInput,
) {
  // A job posting is asked of the jobs module, which decides who may read it.
  const ownerId =
    input.target === 'job'
      ? await deps.reportedOwners.job(deps.db, input.targetId, reporterId)
      : await findTargetOwner(deps.db, input.target, input.targetId, reporterId);
  if (!ownerId) throw notFound(MODERATION_WORDS.reportTargetNotFound);
  if (ownerId === reporterId) throw badRequest(MODERATION_WORDS.cannotReportSelf);
  try {
    await insertReport(deps.db, {
      reporterId,
      ownerId,
      target: input.target,
      targetId: input.targetId,
      reason: input.reason as ReportReason,
      details: input.details || null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MODERATION_WORDS.alreadyReported);
    throw error;
  }
}

/**
 * For jobs (issue 25, decision 029): a posting held for asking candidates money waits in the queue
 * as the platform's own report (no reporter), `words` (what asked) as its details. One stays open
 * per posting: reporting it again while that one is open refreshes the words. `db` may be the
 * caller's transaction, so the hold and its report are stored together.
 */
export function reportHeldPosting(db: Database, posting: { jobId: string; ownerId: string; words: string }) {
  return filePlatformReport(db, {
    target: 'job',
    targetId: posting.jobId,
    ownerId: posting.ownerId,
    reason: 'asksForMoney',
    details: posting.words,
  });
}

/**
 * Whether the account may moderate (checked on every call): verified, and either granted by an
 * operator (admin.ts) or holding the address it verified while ADMIN_EMAILS named it, still named
 * there. Signing up with a listed address is not enough (issue 24).
 */
export function isAdmin(deps: Pick<Container, 'db' | 'adminEmails'>, userId: string) {
  return isModerator(deps.db, userId, deps.adminEmails);
}

/** At start: already verified accounts with a listed address become moderators (see grantListedAccounts). */
export function grantListedModerators(deps: Pick<Container, 'db' | 'adminEmails'>) {
  return grantListedAccounts(deps.db, deps.adminEmails);
}

/** 403 for anyone but a moderator. */
export async function requireAdmin(deps: Pick<Container, 'db' | 'adminEmails'>, userId: string) {
  if (!(await isAdmin(deps, userId))) throw forbidden(MODERATION_WORDS.notAdmin);
}

/** The moderators' queue, one entry per reported item: open ones oldest first, or closed ones newest first. */
export async function listReports(
  deps: Pick<Container, 'db' | 'storage'>,
  query: { status: 'open' | 'closed'; limit: number; cursor?: string },
) {
  const { page, nextCursor } = await listReportRows(
    deps.db,
    query.status,
    query.limit,
    decodeCursor(query.cursor),
  );
  return { items: await toReportItems(deps, page), nextCursor };
}

/** Why an action was refused: the report is gone or closed, a person cannot be hidden, the thing is gone. */
const REFUSALS = {
  notFound: () => notFound(MODERATION_WORDS.reportNotFound),
  closed: () => conflict(MODERATION_WORDS.reportClosed),
  userTarget: () => badRequest(MODERATION_WORDS.cannotHideUser),
  gone: () => notFound(MODERATION_WORDS.reportTargetNotFound),
  self: () => forbidden(MODERATION_WORDS.cannotModerateSelf),
  lastModerator: () => conflict(MODERATION_WORDS.lastModerator),
  notHidden: () => conflict(MODERATION_WORDS.notHidden),
};

const DONE_MESSAGES = {
  dismiss: MODERATION_WORDS.reportDismissed,
  hide: MODERATION_WORDS.contentHidden,
  suspend: MODERATION_WORDS.userSuspended,
} as const;

/** Tells open pages to drop what was hidden, with the events its author's delete would send. */
function dropFromOpenPages(deps: Pick<Container, 'realtime'>, targetId: string, hidden: HiddenRow) {
  if (hidden.parent_id && (hidden.kind === 'video' || hidden.kind === 'talk'))
    deps.realtime.emitContentChange('commentDeleted', hidden.kind, hidden.parent_id, targetId);
  else if (hidden.kind === 'video') deps.realtime.emitContentChange('videoDeleted', targetId);
  else if (hidden.kind === 'blog' || hidden.kind === 'talk')
    deps.realtime.emitContentChange('blogDeleted', targetId, hidden.kind);
}

/**
 * A moderator dismisses a report, hides what it is about (its owner is told, open pages drop it)
 * or suspends its owner (every session of theirs ends, their sockets close, the live rooms of
 * their posts empty).
 */
export async function actOnReport(
  deps: ModerationDeps,
  adminId: string,
  reportId: string,
  action: 'dismiss' | 'hide' | 'suspend',
): Promise<{ message: string; report?: ReportItem }> {
  const result = await moderateReport(deps.db, {
    reportId,
    adminId,
    action,
    now: deps.clock.now(),
    listed: deps.adminEmails,
  });
  if (result.outcome !== 'done') throw REFUSALS[result.outcome]();
  const { report, hidden, approved } = result;
  if (approved) await tellApproved(deps, report.ownerId, approved);
  if (hidden) {
    dropFromOpenPages(deps, report.targetId, hidden);
    await notify(deps, {
      userId: report.ownerId,
      type: 'content-hidden',
      params: { key: 'contentHidden', args: [hidden.words.slice(0, NOTIFICATION_TEXT_KEEP)] },
    });
  }
  if (action === 'suspend') {
    await deps.sessions.endAll(report.ownerId);
    // Whoever is watching their posts hears nothing more of them (issue 32).
    await deps.realtime.emptyRoomsOf(report.ownerId);
  }
  const updated = await findReport(deps.db, report.id);
  const [item] = updated ? await toReportItems(deps, [updated]) : [];
  return { message: DONE_MESSAGES[action], ...(item ? { report: item } : {}) };
}

/** Tells a poster that a moderator opened their posting held for asking money (issue 25). */
function tellApproved(deps: NotifyDeps, posterId: string, posting: ApprovedPosting) {
  return notify(deps, {
    userId: posterId,
    type: 'job-approved',
    entityId: posting.jobId,
    params: { key: 'jobApproved', args: [posting.title.slice(0, NOTIFICATION_TEXT_KEEP)] },
  });
}

/**
 * A moderator shows again what a report's hiding hid (issue 24): it is back in its lists, and its
 * media are served again once the hidden media keys reload. Open pages are not told: it appears on
 * their next load. A held job posting it opens is told to its poster.
 */
export async function restoreContent(
  deps: Pick<Container, 'db' | 'storage' | 'clock'> & NotifyDeps,
  adminId: string,
  reportId: string,
): Promise<{ message: string; report?: ReportItem }> {
  const result = await restoreHiddenContent(deps.db, { reportId, adminId, now: deps.clock.now() });
  if (result.outcome !== 'done') throw REFUSALS[result.outcome]();
  if (result.approved) await tellApproved(deps, result.report.ownerId, result.approved);
  const updated = await findReport(deps.db, reportId);
  const [item] = updated ? await toReportItems(deps, [updated]) : [];
  return { message: MODERATION_WORDS.contentRestored, ...(item ? { report: item } : {}) };
}

/** A moderator lifts a suspension: they can sign in again and their posts are shown again. */
export async function restoreUser(deps: Pick<Container, 'db' | 'clock'>, adminId: string, userId: string) {
  const outcome = await restoreAccount(deps.db, { userId, adminId, now: deps.clock.now() });
  if (outcome === 'notFound') throw notFound(API_ERRORS.userNotFound);
  if (outcome === 'notSuspended') throw conflict(MODERATION_WORDS.notSuspended);
  return { message: MODERATION_WORDS.userRestored };
}
