import type { NotificationText } from '@ideaignite/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { connections } from '../../db/schema.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { preparedSql } from '../../lib/prepared.ts';
import { inAppOn } from '../notifications/channels-repository.ts';

export type ConnectionRow = typeof connections.$inferSelect;

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

export async function findIgniteParties(db: Database, hustlerId: string, investorId: string) {
  const [row] = await preparedSql<IgnitePartiesRow>(db, 'connects_ignite_parties', igniteParties).execute({
    investorId,
    hustlerId,
  });
  return row;
}

interface IgnitedRow {
  id: string;
  created_at: string;
  /** Null when the investor turned in-app Ignite notifications off. */
  notification_id: string | null;
  notification_created_at: string | null;
}

/** The connection and the investor's notification in one statement (one commit). */
const insertIgnite = () => sql`
  with connection as (
    insert into connections (hustler_id, investor_id)
    values (${sql.placeholder('hustlerId')}::uuid, ${sql.placeholder('investorId')}::uuid)
    returning id, created_at
  ), noted as (
    insert into notifications (user_id, type, message, params, actor_id, entity_id)
    select ${sql.placeholder('investorId')}::uuid, 'ignite', ${sql.placeholder('message')},
      ${sql.placeholder('params')}::jsonb, ${sql.placeholder('hustlerId')}::uuid, connection.id::text
    from connection
    where ${inAppOn(sql`${sql.placeholder('investorId')}::uuid`, 'ignite')}
    returning id, created_at
  )
  select connection.id, ${cursorAt(sql`connection.created_at`)} as created_at,
    noted.id as notification_id, ${cursorAt(sql`noted.created_at`)} as notification_created_at
  from connection left join noted on true`;

/** Stores a pending connection and its `ignite` notification; throws on a duplicate or a gone investor. */
export async function insertIgniteWithNotification(
  db: Database,
  input: { hustlerId: string; investorId: string; message: string; params: NotificationText },
) {
  const [row] = await preparedSql<IgnitedRow>(db, 'connects_ignite', insertIgnite).execute({
    ...input,
    params: JSON.stringify(input.params),
  });
  if (!row) throw new Error('connection insert returned nothing');
  return row;
}

/** A user's connections on one side (investor: received, hustler: sent), newest first, at most 200. */
export function listConnectionRows(db: Database, side: 'investorId' | 'hustlerId', userId: string) {
  return db
    .select()
    .from(connections)
    .where(eq(connections[side], userId))
    .orderBy(desc(connections.createdAt))
    .limit(200);
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

export async function answerConnection(
  db: Database,
  input: { connectionId: string; investorId: string; status: 'accepted' | 'declined' },
) {
  const [row] = await preparedSql<AnsweredRow>(db, 'connects_answer', answerStatement).execute(input);
  return row;
}
