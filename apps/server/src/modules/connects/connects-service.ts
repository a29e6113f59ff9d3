import {
  CONNECTS_WORDS,
  type ConnectionDetail,
  DAILY_IGNITE_LIMIT,
  IGNITE_TRANSITIONS,
  type IgniteAction,
  type IgniteInput,
  type IgniteStats,
  NOTIFICATION_TEXT_KEEP,
  type NotificationText,
  SOCKET_EVENTS,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { TokenClaims } from '../auth/index.ts';
import { assertCanReach } from '../blocks/index.ts';
import {
  mailIfChosen,
  type NotifyDeps,
  notificationWords,
  notify,
  pushNotification,
} from '../notifications/index.ts';
import { loadAuthors, recordActivity } from '../profiles/index.ts';
import { toPitchVideo } from '../videos/index.ts';
import {
  findIgniteParties,
  findIgniteRow,
  type IgniteRow,
  igniteStats,
  insertIgnite,
  listIgniteRows,
  moveIgnite,
} from './connects-repository.ts';

export type ConnectsDeps = Pick<Container, 'db' | 'storage' | 'clock'> & NotifyDeps;

/** The Ignites with both people, their contact details as each lets `viewerId` see them. */
async function toDetails(
  deps: ConnectsDeps,
  rows: IgniteRow[],
  viewerId: string,
): Promise<ConnectionDetail[]> {
  const people = await loadAuthors(
    deps,
    rows.flatMap((row) => [row.hustlerId, row.investorId]),
    viewerId,
  );
  return rows.map((row) => ({
    _id: row.id,
    hustlerId: row.hustlerId,
    investorId: row.investorId,
    status: row.status,
    pitch: row.pitch,
    video: row.video ? toPitchVideo(deps.storage, row.video) : null,
    passReason: row.passReason,
    createdAt: row.createdAt.toISOString(),
    viewedAt: row.viewedAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    connectedAt: row.connectedAt?.toISOString() ?? null,
    hustler: people.get(row.hustlerId) ?? null,
    investor: people.get(row.investorId) ?? null,
  }));
}

/** The Ignite as it stands now. */
async function currentIgnite(deps: ConnectsDeps, connectionId: string): Promise<IgniteRow> {
  const row = await findIgniteRow(deps.db, connectionId);
  if (!row) throw notFound(CONNECTS_WORDS.connectionNotFound);
  return row;
}

/**
 * Reads the Ignite as it stands and pushes it (SOCKET_EVENTS.igniteUpdated) to both sides' sockets,
 * each with the contact details that side may see; answers the one `viewerId` sees.
 */
async function shareIgnite(deps: ConnectsDeps, connectionId: string, viewerId: string) {
  const row = await currentIgnite(deps, connectionId);
  const [forHustler, forInvestor] = await Promise.all([
    toDetails(deps, [row], row.hustlerId),
    toDetails(deps, [row], row.investorId),
  ]);
  deps.realtime.emitToUser(row.hustlerId, SOCKET_EVENTS.igniteUpdated, forHustler[0]!);
  deps.realtime.emitToUser(row.investorId, SOCKET_EVENTS.igniteUpdated, forInvestor[0]!);
  return viewerId === row.investorId ? forInvestor[0]! : forHustler[0]!;
}

/**
 * A Hustler ignites an Investor with a pitch line and optionally one of their own videos: a new
 * Ignite and an `ignite` notification, at most DAILY_IGNITE_LIMIT in any 24 hours. Only an
 * investor whose profile says "open to pitches" can be ignited (issue 26): the switch is theirs
 * to say who may pitch them, so one who turned it off gets nothing stored and nothing told (403).
 * The block check comes first, so someone blocked learns only what blocks say.
 */
export async function igniteInvestor(deps: ConnectsDeps, claims: TokenClaims, input: IgniteInput) {
  if (claims.role !== 'Hustler') throw forbidden(CONNECTS_WORDS.onlyHustlers);
  const videoId = input.videoId ?? null;
  const parties = await findIgniteParties(deps.db, {
    hustlerId: claims.userId,
    investorId: input.investorId,
    videoId,
  });
  if (!parties?.investor_role) throw notFound(CONNECTS_WORDS.investorNotFound);
  if (parties.investor_role !== 'Investor') throw badRequest(CONNECTS_WORDS.notAnInvestor);
  await assertCanReach(deps.db, claims.userId, input.investorId, CONNECTS_WORDS.investorNotFound);
  if (!parties.investor_open) throw forbidden(CONNECTS_WORDS.notTakingPitches);
  if (videoId && parties.video_owner !== claims.userId) throw badRequest(CONNECTS_WORDS.videoNotYours);
  const params: NotificationText = {
    key: 'ignite',
    args: [parties.hustler_name ?? '', parties.hustler_project ?? ''],
  };
  const message = notificationWords(params);
  let stored: Awaited<ReturnType<typeof insertIgnite>>;
  try {
    stored = await insertIgnite(deps.db, {
      hustlerId: claims.userId,
      investorId: input.investorId,
      pitch: input.pitch,
      videoId,
      now: deps.clock.now(),
      dailyLimit: DAILY_IGNITE_LIMIT,
      message,
      params,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CONNECTS_WORDS.alreadyIgnited);
    // Users rows are never deleted (an erased account stays as a tombstone): the parent that
    // went away between the check and the insert is the video.
    if (isForeignKeyViolation(error)) throw badRequest(CONNECTS_WORDS.videoNotYours);
    throw error;
  }
  if (stored.limited) throw new HttpError(429, CONNECTS_WORDS.dailyLimit);
  const { row } = stored;
  await recordActivity(deps, claims.userId);
  if (row.notification_id && row.notification_created_at) {
    pushNotification(deps, {
      id: row.notification_id,
      userId: input.investorId,
      type: 'ignite',
      message,
      params,
      isRead: false,
      actorId: claims.userId,
      entityId: row.id,
      createdAt: new Date(row.notification_created_at),
    });
  }
  await mailIfChosen(deps, { userId: input.investorId, type: 'ignite', params, actorId: claims.userId });
  return shareIgnite(deps, row.id, claims.userId);
}

/** Ignites I received (as an investor) and sent (as a hustler), newest first. */
export async function listConnections(deps: ConnectsDeps, userId: string) {
  const [received, sent] = await Promise.all([
    listIgniteRows(deps.db, 'investorId', userId),
    listIgniteRows(deps.db, 'hustlerId', userId),
  ]);
  return {
    received: await toDetails(deps, received, userId),
    sent: await toDetails(deps, sent, userId),
  };
}

/** What each move tells the other side. */
const MOVE_NOTICE = {
  view: { type: 'ignite-viewed', key: 'igniteViewed' },
  meeting: { type: 'ignite-meeting', key: 'igniteMeeting' },
  pass: { type: 'ignite-passed', key: 'ignitePassed' },
  connect: { type: 'ignite-connected', key: 'igniteConnected' },
} as const satisfies Record<IgniteAction, { type: string; key: NotificationText['key'] }>;

/**
 * One pipeline move by the side it belongs to (IGNITE_TRANSITIONS): the other party gets 403, a
 * stranger or an unknown id 404, a move the Ignite's status does not allow 409, a move across a
 * block 403 in the words that say which way (modules/blocks/reach.ts). Opening an
 * Ignite the investor already opened changes nothing and is no error. Each move tells the other
 * side (a notification as they chose) and pushes the Ignite to both.
 */
export async function moveIgniteBy(
  deps: ConnectsDeps,
  claims: TokenClaims,
  connectionId: string,
  action: IgniteAction,
  reason?: string,
) {
  const passReason = action === 'pass' && reason ? reason : null;
  // Across a block (either way) or with a suspended account the Ignite stays as it is.
  const ignite = await findIgniteRow(deps.db, connectionId);
  if (ignite && (ignite.hustlerId === claims.userId || ignite.investorId === claims.userId)) {
    const other = ignite.hustlerId === claims.userId ? ignite.investorId : ignite.hustlerId;
    await assertCanReach(deps.db, claims.userId, other, CONNECTS_WORDS.connectionNotFound);
  }
  const row = await moveIgnite(deps.db, action, {
    connectionId,
    userId: claims.userId,
    now: deps.clock.now(),
    reason: passReason,
  });
  if (!row?.id) throw notFound(CONNECTS_WORDS.connectionNotFound);
  const by = IGNITE_TRANSITIONS[action].by;
  if (!row.moved) {
    const isInvestor = row.investor_id === claims.userId;
    const isHustler = row.hustler_id === claims.userId;
    if (!isInvestor && !isHustler) throw notFound(CONNECTS_WORDS.connectionNotFound);
    if (by === 'investor' && !isInvestor) throw forbidden(CONNECTS_WORDS.onlyInvestor);
    if (by === 'hustler' && !isHustler) throw forbidden(CONNECTS_WORDS.onlyHustler);
    // The right side, and the move did not apply: opening it again is fine, anything else is out of order.
    if (action !== 'view') throw conflict(CONNECTS_WORDS.illegalTransition);
    const [detail] = await toDetails(deps, [await currentIgnite(deps, row.id)], claims.userId);
    return detail!;
  }
  await recordActivity(deps, claims.userId);
  const notice = MOVE_NOTICE[action];
  const other = by === 'investor' ? row.hustler_id : row.investor_id;
  const name = row.mover_name ?? '';
  const params: NotificationText =
    notice.key === 'ignitePassed'
      ? { key: notice.key, args: [name, (passReason ?? '').slice(0, NOTIFICATION_TEXT_KEEP)] }
      : { key: notice.key, args: [name] };
  await notify(deps, {
    userId: other,
    type: notice.type,
    params,
    actorId: claims.userId,
    entityId: row.id,
  });
  return shareIgnite(deps, row.id, claims.userId);
}

/**
 * My side's figures: a Hustler's over the Ignites sent (and how many are left today), anyone
 * else's over the Ignites received. The acceptance rate is the share of answers that were a
 * meeting (or led to a connection); the median response time is in hours, to a tenth.
 */
export async function igniteStatsFor(deps: ConnectsDeps, claims: TokenClaims): Promise<IgniteStats> {
  const side = claims.role === 'Hustler' ? 'hustler' : 'investor';
  const row = await igniteStats(deps.db, side, claims.userId, deps.clock.now());
  return {
    side,
    total: row.total,
    answered: row.answered,
    acceptanceRate: row.answered > 0 ? row.accepted / row.answered : null,
    medianResponseHours:
      row.median_seconds === null ? null : Math.round((row.median_seconds / 3600) * 10) / 10,
    remainingToday: side === 'hustler' ? Math.max(0, DAILY_IGNITE_LIMIT - row.sent_today) : null,
  };
}
