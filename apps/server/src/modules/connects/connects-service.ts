import {
  CONNECT_MESSAGES,
  type ConnectionDetail,
  type NotificationText,
  SOCIAL_MESSAGES,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import { mailIfChosen, type NotifyDeps } from '../notifications/notification-mail.ts';
import { notificationWords, notify, pushNotification } from '../notifications/notifications-service.ts';
import { loadAuthors } from '../profiles/profiles-service.ts';
import {
  answerConnection,
  type ConnectionRow,
  findIgniteParties,
  insertIgniteWithNotification,
  listConnectionRows,
} from './connects-repository.ts';

export type ConnectsDeps = Pick<Container, 'db' | 'storage'> & NotifyDeps;

/** The connections with both people, their contact details as each lets `viewerId` see them. */
async function toDetails(
  deps: ConnectsDeps,
  rows: ConnectionRow[],
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
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    hustler: people.get(row.hustlerId) ?? null,
    investor: people.get(row.investorId) ?? null,
  }));
}

/** A Hustler asks an Investor to connect: one pending connection and an `ignite` notification. */
export async function igniteInvestor(deps: ConnectsDeps, claims: TokenClaims, investorId: string) {
  if (claims.role !== 'Hustler') throw new HttpError(403, CONNECT_MESSAGES.onlyHustlers);
  const parties = await findIgniteParties(deps.db, claims.userId, investorId);
  if (!parties?.investor_role) throw notFound(CONNECT_MESSAGES.investorNotFound);
  if (parties.investor_role !== 'Investor') throw new HttpError(400, CONNECT_MESSAGES.notAnInvestor);
  const params: NotificationText = {
    key: 'ignite',
    args: [parties.hustler_name ?? '', parties.hustler_project ?? ''],
  };
  const message = notificationWords(params);
  let row: Awaited<ReturnType<typeof insertIgniteWithNotification>>;
  try {
    row = await insertIgniteWithNotification(deps.db, {
      hustlerId: claims.userId,
      investorId,
      message,
      params,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CONNECT_MESSAGES.alreadyIgnited);
    if (isForeignKeyViolation(error)) throw notFound(CONNECT_MESSAGES.investorNotFound);
    throw error;
  }
  if (row.notification_id && row.notification_created_at) {
    pushNotification(deps.realtime, {
      id: row.notification_id,
      userId: investorId,
      type: 'ignite',
      message,
      params,
      isRead: false,
      actorId: claims.userId,
      entityId: row.id,
      createdAt: new Date(row.notification_created_at),
    });
  }
  await mailIfChosen(deps, { userId: investorId, type: 'ignite', params, actorId: claims.userId });
  const [detail] = await toDetails(
    deps,
    [
      {
        id: row.id,
        hustlerId: claims.userId,
        investorId,
        status: 'pending',
        respondedAt: null,
        createdAt: new Date(row.created_at),
      },
    ],
    claims.userId,
  );
  return detail!;
}

/** Ignites I received (as an investor) and sent (as a hustler), newest first. */
export async function listConnections(deps: ConnectsDeps, userId: string) {
  const [received, sent] = await Promise.all([
    listConnectionRows(deps.db, 'investorId', userId),
    listConnectionRows(deps.db, 'hustlerId', userId),
  ]);
  return {
    received: await toDetails(deps, received, userId),
    sent: await toDetails(deps, sent, userId),
  };
}

/** The ignited investor accepts or declines once; the hustler is told either way. */
export async function answerIgnite(
  deps: ConnectsDeps,
  claims: TokenClaims,
  connectionId: string,
  accept: boolean,
) {
  const row = await answerConnection(deps.db, {
    connectionId,
    investorId: claims.userId,
    status: accept ? 'accepted' : 'declined',
  });
  if (!row?.id) throw notFound(SOCIAL_MESSAGES.connectionNotFound);
  if (row.investor_id !== claims.userId) throw new HttpError(403, SOCIAL_MESSAGES.onlyInvestorResponds);
  if (!row.answered) throw conflict(SOCIAL_MESSAGES.alreadyAnswered);
  await notify(deps, {
    userId: row.hustler_id,
    type: accept ? 'ignite-accepted' : 'ignite-declined',
    params: { key: accept ? 'igniteAccepted' : 'igniteDeclined', args: [row.investor_name ?? ''] },
    actorId: claims.userId,
    entityId: row.id,
  });
  const [detail] = await toDetails(
    deps,
    [
      {
        id: row.id,
        hustlerId: row.hustler_id,
        investorId: row.investor_id,
        status: row.status,
        createdAt: new Date(row.created_at),
        respondedAt: row.responded_at ? new Date(row.responded_at) : null,
      },
    ],
    claims.userId,
  );
  return detail!;
}
