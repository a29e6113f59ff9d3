import { CONNECT_MESSAGES } from '@ideaignite/contract';
import type { Database } from '../../db/client.ts';
import { connections } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import { createNotification } from '../notifications/notifications-service.ts';
import { findUserWithProfile } from '../profiles/profiles-repository.ts';

/** A Hustler asks an Investor to connect: one pending connection and an `ignite` notification. */
export async function igniteInvestor(db: Database, claims: TokenClaims, investorId: string) {
  if (claims.role !== 'Hustler') throw new HttpError(403, CONNECT_MESSAGES.onlyHustlers);
  const investor = await findUserWithProfile(db, investorId);
  if (!investor) throw notFound(CONNECT_MESSAGES.investorNotFound);
  if (investor.user.role !== 'Investor') throw new HttpError(400, CONNECT_MESSAGES.notAnInvestor);
  const hustler = await findUserWithProfile(db, claims.userId);
  const name = hustler?.profile.username || 'A hustler';
  const project = hustler?.profile.project;
  try {
    return await db.transaction(async (tx) => {
      const [connection] = await tx
        .insert(connections)
        .values({ hustlerId: claims.userId, investorId })
        .returning();
      if (!connection) throw new Error('connection insert returned nothing');
      await createNotification(tx as unknown as Database, {
        userId: investorId,
        type: 'ignite',
        message: project
          ? `${name} ignited you about ${project} and would like to connect.`
          : `${name} ignited you and would like to connect.`,
        actorId: claims.userId,
        entityId: connection.id,
      });
      return {
        _id: connection.id,
        hustlerId: connection.hustlerId,
        investorId: connection.investorId,
        status: connection.status,
        createdAt: connection.createdAt.toISOString(),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CONNECT_MESSAGES.alreadyIgnited);
    throw error;
  }
}
