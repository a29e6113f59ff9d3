import { CONNECT_MESSAGES, type ConnectionDetail, SOCIAL_MESSAGES } from '@ideaignite/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { connections } from '../../db/schema.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { preparedSql } from '../../lib/prepared.ts';
import type { MediaStorage } from '../../media/storage.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import { notificationTexts } from '../notifications/notification-texts.ts';
import { notify, pushNotification } from '../notifications/notifications-service.ts';
import { loadAuthors } from '../profiles/authors.ts';

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

interface IgnitePartiesRow {
  investor_role: string | null;
  hustler_name: string | null;
  hustler_project: string | null;
}

/** The investor's role (null when there is none) and the hustler's name and project, in one read. */
const igniteParties = () => sql`
  select (select role from users where id = ${sql.placeholder('investorId')}::uuid) as investor_role,
    p.username as hustler_name, p.project as hustler_project
  from (select 1) as one left join profiles p on p.user_id = ${sql.placeholder('hustlerId')}::uuid`;

interface IgnitedRow {
  id: string;
  created_at: string;
  notification_id: string;
  notification_created_at: string;
}

/** The connection and the investor's notification in one statement (one commit). */
const insertIgnite = () => sql`
  with connection as (
    insert into connections (hustler_id, investor_id)
    values (${sql.placeholder('hustlerId')}::uuid, ${sql.placeholder('investorId')}::uuid)
    returning id, created_at
  ), noted as (
    insert into notifications (user_id, type, message, actor_id, entity_id)
    select ${sql.placeholder('investorId')}::uuid, 'ignite', ${sql.placeholder('message')},
      ${sql.placeholder('hustlerId')}::uuid, connection.id::text
    from connection
    returning id, created_at
  )
  select connection.id, ${cursorAt(sql`connection.created_at`)} as created_at,
    noted.id as notification_id, ${cursorAt(sql`noted.created_at`)} as notification_created_at
  from connection, noted`;

/** A Hustler asks an Investor to connect: one pending connection and an `ignite` notification. */
export async function igniteInvestor(deps: ConnectsDeps, claims: TokenClaims, investorId: string) {
  if (claims.role !== 'Hustler') throw new HttpError(403, CONNECT_MESSAGES.onlyHustlers);
  const [parties] = await preparedSql<IgnitePartiesRow>(
    deps.db,
    'connects_ignite_parties',
    igniteParties,
  ).execute({
    investorId,
    hustlerId: claims.userId,
  });
  if (!parties?.investor_role) throw notFound(CONNECT_MESSAGES.investorNotFound);
  if (parties.investor_role !== 'Investor') throw new HttpError(400, CONNECT_MESSAGES.notAnInvestor);
  const message = notificationTexts.ignite(parties.hustler_name || 'A hustler', parties.hustler_project);
  let row: IgnitedRow | undefined;
  try {
    [row] = await preparedSql<IgnitedRow>(deps.db, 'connects_ignite', insertIgnite).execute({
      hustlerId: claims.userId,
      investorId,
      message,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CONNECT_MESSAGES.alreadyIgnited);
    if (isForeignKeyViolation(error)) throw notFound(CONNECT_MESSAGES.investorNotFound);
    throw error;
  }
  if (!row) throw new Error('connection insert returned nothing');
  pushNotification(deps.realtime, {
    id: row.notification_id,
    userId: investorId,
    type: 'ignite',
    message,
    isRead: false,
    actorId: claims.userId,
    entityId: row.id,
    createdAt: new Date(row.notification_created_at),
  });
  const [detail] = await toDetails(deps, [
    {
      id: row.id,
      hustlerId: claims.userId,
      investorId,
      status: 'pending',
      respondedAt: null,
      createdAt: new Date(row.created_at),
    },
  ]);
  return detail!;
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

interface AnsweredRow {
  id: string | null;
  hustler_id: string;
  investor_id: string;
  status: 'pending' | 'accepted' | 'declined';
  created_at: string;
  responded_at: string | null;
  answered: boolean;
  investor_name: string | null;
}

/**
 * Answers a pending ignite and reads back what the caller needs, in one statement: the updated
 * row when this answer won, otherwise the row as it stands (to tell 404, 403 and 409 apart).
 */
const answerStatement = () => sql`
  with answered as (
    update connections set status = ${sql.placeholder('status')}, responded_at = now()
    where id = ${sql.placeholder('connectionId')}::uuid and investor_id = ${sql.placeholder('investorId')}::uuid
      and status = 'pending'
    returning id, hustler_id, investor_id, status, created_at, responded_at
  ), outcome as (
    select id, hustler_id, investor_id, status, created_at, responded_at, true as answered from answered
    union all
    select id, hustler_id, investor_id, status, created_at, responded_at, false from connections
    where id = ${sql.placeholder('connectionId')}::uuid and not exists (select 1 from answered)
  )
  select outcome.id, outcome.hustler_id, outcome.investor_id, outcome.status, outcome.answered,
    ${cursorAt(sql`outcome.created_at`)} as created_at, ${cursorAt(sql`outcome.responded_at`)} as responded_at,
    (select username from profiles where user_id = ${sql.placeholder('investorId')}::uuid) as investor_name
  from outcome`;

/** The ignited investor accepts or declines once; the hustler is told either way. */
export async function answerIgnite(
  deps: ConnectsDeps,
  claims: TokenClaims,
  connectionId: string,
  accept: boolean,
) {
  const [row] = await preparedSql<AnsweredRow>(deps.db, 'connects_answer', answerStatement).execute({
    connectionId,
    investorId: claims.userId,
    status: accept ? 'accepted' : 'declined',
  });
  if (!row?.id) throw notFound(SOCIAL_MESSAGES.connectionNotFound);
  if (row.investor_id !== claims.userId) throw new HttpError(403, SOCIAL_MESSAGES.onlyInvestorResponds);
  if (!row.answered) throw conflict(SOCIAL_MESSAGES.alreadyAnswered);
  await notify(deps.db, deps.realtime, {
    userId: row.hustler_id,
    type: accept ? 'ignite-accepted' : 'ignite-declined',
    message: notificationTexts.igniteAnswer(row.investor_name || 'The investor', accept),
    actorId: claims.userId,
    entityId: row.id,
  });
  const [detail] = await toDetails(deps, [
    {
      id: row.id,
      hustlerId: row.hustler_id,
      investorId: row.investor_id,
      status: row.status,
      createdAt: new Date(row.created_at),
      respondedAt: row.responded_at ? new Date(row.responded_at) : null,
    },
  ]);
  return detail!;
}
