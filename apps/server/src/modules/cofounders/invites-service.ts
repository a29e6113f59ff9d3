import {
  COFOUNDERS_WORDS,
  type CofounderInvite,
  type CofounderInviteInput,
  DAILY_INVITE_LIMIT,
  NOTIFICATION_TEXT_KEEP,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { TokenClaims } from '../auth/index.ts';
import { assertCanReach } from '../blocks/index.ts';
import { type NotifyDeps, notify } from '../notifications/index.ts';
import {
  answerInvite,
  findInvite,
  findInviteBetween,
  findInviteParties,
  findInviteWithPerson,
  type InviteRow,
  type InviteWithPerson,
  insertInvite,
  listInvitesOf,
} from './invites-repository.ts';
import { toPerson } from './person-view.ts';
import { assertMatchingRole } from './preferences-service.ts';

export type InvitesDeps = Pick<Container, 'db' | 'clock' | 'storage'> & NotifyDeps;

/**
 * An invite as `viewerId` sees it: the sender sees their declined invite as still pending (a
 * decline is quiet).
 */
function toInvite(
  deps: Pick<Container, 'storage'>,
  row: InviteWithPerson,
  viewerId: string,
): CofounderInvite {
  const quiet = row.status === 'declined' && row.from_id === viewerId;
  return {
    _id: row.id,
    status: quiet ? 'pending' : row.status,
    note: row.note,
    createdAt: row.created_at,
    answeredAt: quiet ? null : row.answered_at,
    person: toPerson(row, deps.storage),
  };
}

/** Invites waiting for my answer, those I sent, and my co-founder connections. */
export async function listInvites(deps: InvitesDeps, claims: TokenClaims) {
  assertMatchingRole(claims.role);
  const rows = await listInvitesOf(deps.db, claims.userId);
  const shown = (row: InviteWithPerson) => toInvite(deps, row, claims.userId);
  return {
    received: rows.filter((row) => row.to_id === claims.userId && row.status === 'pending').map(shown),
    sent: rows.filter((row) => row.from_id === claims.userId && row.status !== 'accepted').map(shown),
    connections: rows.filter((row) => row.status === 'accepted').map(shown),
  };
}

/** One invite with the other person's card, as `viewerId` sees it. */
async function inviteFor(deps: InvitesDeps, row: InviteRow, viewerId: string): Promise<CofounderInvite> {
  const found = await findInviteWithPerson(deps.db, row.id, viewerId);
  if (!found) throw notFound(COFOUNDERS_WORDS.inviteNotFound);
  return toInvite(deps, found, viewerId);
}

/**
 * Invites a co-founder (or, as a co-founder, a Hustler looking for one) with a short note, at most
 * DAILY_INVITE_LIMIT in any 24 hours. Their pending invite to me is accepted instead (`accepted`);
 * an invite of theirs I declined becomes mine to them. The invitee is notified as they chose.
 */
export async function sendInvite(deps: InvitesDeps, claims: TokenClaims, input: CofounderInviteInput) {
  assertMatchingRole(claims.role);
  if (input.toId === claims.userId) throw badRequest(COFOUNDERS_WORDS.cannotInviteYourself);
  const parties = await findInviteParties(deps.db, claims.userId, input.toId);
  if (parties?.role !== 'Cofounder' && parties?.role !== 'Hustler')
    throw notFound(COFOUNDERS_WORDS.personNotFound);
  await assertCanReach(deps.db, claims.userId, input.toId, COFOUNDERS_WORDS.personNotFound);
  if (parties.role === 'Hustler' && claims.role === 'Hustler')
    throw badRequest(COFOUNDERS_WORDS.hustlersInviteCofounders);
  if (parties.role === 'Hustler' && !parties.looking) throw conflict(COFOUNDERS_WORDS.notLooking);
  const existing = await findInviteBetween(deps.db, claims.userId, input.toId);
  if (existing?.status === 'accepted') throw conflict(COFOUNDERS_WORDS.alreadyConnected);
  if (existing?.status === 'pending' && existing.to_id === claims.userId)
    return { accepted: true as const, invite: await answerBy(deps, claims, existing.id, 'accepted') };
  if (existing && existing.from_id === claims.userId) throw conflict(COFOUNDERS_WORDS.alreadyInvited);
  const note = input.note || null;
  let stored: Awaited<ReturnType<typeof insertInvite>>;
  try {
    stored = await insertInvite(deps.db, {
      fromId: claims.userId,
      toId: input.toId,
      note,
      now: deps.clock.now(),
      dailyLimit: DAILY_INVITE_LIMIT,
      replacesDeclined: existing?.id ?? null,
    });
  } catch (error) {
    // They invited me, or I them from another tab, since the read above.
    if (isUniqueViolation(error)) throw conflict(COFOUNDERS_WORDS.alreadyInvited);
    throw error;
  }
  if (stored.limited) throw new HttpError(429, COFOUNDERS_WORDS.dailyLimit);
  if (!stored.row) throw conflict(COFOUNDERS_WORDS.alreadyInvited);
  await notify(deps, {
    userId: input.toId,
    type: 'cofounder-invite',
    params: {
      key: 'cofounderInvite',
      args: [parties.from_name ?? '', (note ?? '').slice(0, NOTIFICATION_TEXT_KEEP)],
    },
    actorId: claims.userId,
    entityId: stored.row.id,
  });
  return { accepted: false as const, invite: await inviteFor(deps, stored.row, claims.userId) };
}

/**
 * The invited person's answer. Someone else's invite, or an unknown id, is 404; its sender
 * answering is 403; an answered invite 409; across a block 403 in the block's words. Accepting
 * tells the sender (and connects the two: the chat needs no request); declining tells nobody.
 */
export async function answerBy(
  deps: InvitesDeps,
  claims: TokenClaims,
  inviteId: string,
  status: 'accepted' | 'declined',
): Promise<CofounderInvite> {
  assertMatchingRole(claims.role);
  const invite = await findInvite(deps.db, inviteId);
  if (!invite || (invite.from_id !== claims.userId && invite.to_id !== claims.userId))
    throw notFound(COFOUNDERS_WORDS.inviteNotFound);
  const other = invite.from_id === claims.userId ? invite.to_id : invite.from_id;
  await assertCanReach(deps.db, claims.userId, other, COFOUNDERS_WORDS.inviteNotFound);
  if (invite.from_id === claims.userId) throw forbidden(COFOUNDERS_WORDS.onlyInviteeAnswers);
  const row = await answerInvite(deps.db, {
    id: inviteId,
    userId: claims.userId,
    status,
    now: deps.clock.now(),
  });
  if (!row) throw conflict(COFOUNDERS_WORDS.alreadyAnswered);
  if (status === 'accepted') {
    const parties = await findInviteParties(deps.db, claims.userId, other);
    await notify(deps, {
      userId: other,
      type: 'cofounder-accepted',
      params: { key: 'cofounderAccepted', args: [parties?.from_name ?? ''] },
      actorId: claims.userId,
      entityId: row.id,
    });
  }
  return inviteFor(deps, row, claims.userId);
}
