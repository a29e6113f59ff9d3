import { CONNECT_MESSAGES, type ConnectionDetail, SOCIAL_MESSAGES } from '@ideaignite/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { connections } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import type { MediaStorage } from '../../media/storage.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import { notificationTexts } from '../notifications/notification-texts.ts';
import { createNotification, notify, pushNotification } from '../notifications/notifications-service.ts';
import { loadAuthors } from '../profiles/authors.ts';
import { findUserWithProfile } from '../profiles/profiles-repository.ts';

export interface ConnectsDeps {
  db: Database;
  storage: MediaStorage;
  realtime: Realtime;
}

type ConnectionRow = typeof connections.$inferSelect;

async function toDetails(deps: ConnectsDeps, rows: ConnectionRow[]): Promise<ConnectionDetail[]> {
  const people = await loadAuthors(
    deps.db,
    deps.storage,
    rows.flatMap((row) => [row.hustlerId, row.investorId]),
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

const nameOf = async (db: Database, userId: string, fallback: string) =>
  (await findUserWithProfile(db, userId))?.profile.username || fallback;

/** A Hustler asks an Investor to connect: one pending connection and an `ignite` notification. */
export async function igniteInvestor(deps: ConnectsDeps, claims: TokenClaims, investorId: string) {
  if (claims.role !== 'Hustler') throw new HttpError(403, CONNECT_MESSAGES.onlyHustlers);
  const investor = await findUserWithProfile(deps.db, investorId);
  if (!investor) throw notFound(CONNECT_MESSAGES.investorNotFound);
  if (investor.user.role !== 'Investor') throw new HttpError(400, CONNECT_MESSAGES.notAnInvestor);
  const hustler = await findUserWithProfile(deps.db, claims.userId);
  const name = hustler?.profile.username || 'A hustler';
  const project = hustler?.profile.project;
  try {
    const { connection, notification } = await deps.db.transaction(async (tx) => {
      const [connection] = await tx
        .insert(connections)
        .values({ hustlerId: claims.userId, investorId })
        .returning();
      if (!connection) throw new Error('connection insert returned nothing');
      const notification = await createNotification(tx as unknown as Database, {
        userId: investorId,
        type: 'ignite',
        message: notificationTexts.ignite(name, project),
        actorId: claims.userId,
        entityId: connection.id,
      });
      return { connection, notification };
    });
    pushNotification(deps.realtime, notification);
    const [detail] = await toDetails(deps, [connection]);
    return detail!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CONNECT_MESSAGES.alreadyIgnited);
    throw error;
  }
}

/** Ignites I received (as an investor) and sent (as a hustler), newest first. */
export async function listConnections(deps: ConnectsDeps, userId: string) {
  const [received, sent] = await Promise.all([
    deps.db
      .select()
      .from(connections)
      .where(eq(connections.investorId, userId))
      .orderBy(desc(connections.createdAt))
      .limit(200),
    deps.db
      .select()
      .from(connections)
      .where(eq(connections.hustlerId, userId))
      .orderBy(desc(connections.createdAt))
      .limit(200),
  ]);
  return { received: await toDetails(deps, received), sent: await toDetails(deps, sent) };
}

/** The ignited investor accepts or declines once; the hustler is told either way. */
export async function answerIgnite(
  deps: ConnectsDeps,
  claims: TokenClaims,
  connectionId: string,
  accept: boolean,
) {
  const [existing] = await deps.db
    .select()
    .from(connections)
    .where(eq(connections.id, connectionId))
    .limit(1);
  if (!existing) throw notFound(SOCIAL_MESSAGES.connectionNotFound);
  if (existing.investorId !== claims.userId) throw new HttpError(403, SOCIAL_MESSAGES.onlyInvestorResponds);
  const [row] = await deps.db
    .update(connections)
    .set({ status: accept ? 'accepted' : 'declined', respondedAt: new Date() })
    .where(and(eq(connections.id, connectionId), eq(connections.status, 'pending')))
    .returning();
  if (!row) throw conflict(SOCIAL_MESSAGES.alreadyAnswered);
  const investorName = await nameOf(deps.db, claims.userId, 'The investor');
  await notify(deps.db, deps.realtime, {
    userId: row.hustlerId,
    type: accept ? 'ignite-accepted' : 'ignite-declined',
    message: notificationTexts.igniteAnswer(investorName, accept),
    actorId: claims.userId,
    entityId: row.id,
  });
  const [detail] = await toDetails(deps, [row]);
  return detail!;
}
