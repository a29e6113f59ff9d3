/** The SQL of safe messaging (decision 023): a conversation's state and mute, requests' checks, receipts. */
import type { ConversationState, WhoCanMessage } from '@ideaignite/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { cofounderConnectedSql } from '../cofounders/index.ts';
import { receiptsSharedSql } from './query-parts.ts';

type Executor = Pick<Database, 'execute'>;

/**
 * True when `a` and `b` are connected for the chat, so a first message skips the stranger's
 * request: an Ignite between them (either way) reached a meeting or a connection, or (issue 25)
 * one of them shortlisted the other's application to a job (shortlisted or any step after it,
 * on a posting not deleted), or (issue 26) they accepted a co-founder invite between them.
 */
export const connectedSql = (a: SQL, b: SQL) => sql`(exists (
  select 1 from connections k
  where ((k.hustler_id = ${a} and k.investor_id = ${b}) or (k.hustler_id = ${b} and k.investor_id = ${a}))
    and k.status in ('meeting', 'connected'))
  or exists (
  select 1 from job_applications ja join job_postings jp on jp.id = ja.job_id
  where ((jp.user_id = ${a} and ja.applicant_id = ${b}) or (jp.user_id = ${b} and ja.applicant_id = ${a}))
    and ja.status in ('shortlisted', 'interview', 'offer', 'hired') and jp.deleted_at is null)
  or ${cofounderConnectedSql(a, b)})`;

/** Serialises the transactional sends of one pair (both directions), until the transaction ends. */
export async function lockPair(tx: Executor, a: string, b: string): Promise<void> {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Everything a send or the conversation's info needs to know about a pair, in one read. */
export interface PairContext {
  receiverExists: boolean;
  blockedByMe: boolean;
  blockedByThem: boolean;
  /** My row's state, theirs, and my mute (null: no conversation yet). */
  mine: ConversationState | null;
  theirs: ConversationState | null;
  muted: boolean;
  connected: boolean;
  whoCanMessage: WhoCanMessage;
  receipts: boolean;
  /** How many messages I sent them in all. */
  sent: number;
}

export async function readPairContext(db: Executor, me: string, other: string): Promise<PairContext> {
  const [row] = await rowsOf<{
    receiver_exists: boolean;
    by_me: boolean;
    by_them: boolean;
    mine: ConversationState | null;
    theirs: ConversationState | null;
    muted: boolean | null;
    connected: boolean;
    who_can_message: WhoCanMessage | null;
    receipts: boolean;
    sent: number;
  }>(
    db,
    sql`select
      (u.id is not null) as receiver_exists,
      exists (select 1 from blocks where blocker_id = ${me}::uuid and blocked_id = ${other}::uuid) as by_me,
      exists (select 1 from blocks where blocker_id = ${other}::uuid and blocked_id = ${me}::uuid) as by_them,
      (select state from conversations where user_id = ${me}::uuid and partner_id = ${other}::uuid) as mine,
      (select state from conversations where user_id = ${other}::uuid and partner_id = ${me}::uuid) as theirs,
      (select muted from conversations where user_id = ${me}::uuid and partner_id = ${other}::uuid) as muted,
      ${connectedSql(sql`${me}::uuid`, sql`${other}::uuid`)} as connected,
      u.who_can_message,
      ${receiptsSharedSql(sql`${me}::uuid`, sql`${other}::uuid`)} as receipts,
      (select count(*)::int from messages where sender_id = ${me}::uuid and receiver_id = ${other}::uuid) as sent
    from (select 1) as one
    left join users u on u.id = ${other}::uuid and u.deleted_at is null`,
  );
  return {
    receiverExists: Boolean(row?.receiver_exists),
    blockedByMe: Boolean(row?.by_me),
    blockedByThem: Boolean(row?.by_them),
    mine: row?.mine ?? null,
    theirs: row?.theirs ?? null,
    muted: Boolean(row?.muted),
    connected: Boolean(row?.connected),
    whoCanMessage: row?.who_can_message ?? 'everyone',
    receipts: Boolean(row?.receipts),
    sent: Number(row?.sent ?? 0),
  };
}

/** Moves my row with `partner` from one state to another; true when it did. */
export async function moveConversation(
  db: Executor,
  me: string,
  partner: string,
  from: ConversationState[],
  to: ConversationState,
): Promise<boolean> {
  const rows = await rowsOf<{ state: string }>(
    db,
    sql`update conversations set state = ${to}
      where user_id = ${me}::uuid and partner_id = ${partner}::uuid
        and state in (${sql.join(
          from.map((state) => sql`${state}`),
          sql`, `,
        )})
      returning state`,
  );
  return rows.length > 0;
}

/** Mutes or unmutes my conversation with `partner`; false when there is none. */
export async function setMuted(db: Executor, me: string, partner: string, muted: boolean): Promise<boolean> {
  const rows = await rowsOf<{ muted: boolean }>(
    db,
    sql`update conversations set muted = ${muted}
      where user_id = ${me}::uuid and partner_id = ${partner}::uuid returning muted`,
  );
  return rows.length > 0;
}

/**
 * Marks messages to `me` delivered (only theirs to me, not yet marked); answers them per sender,
 * with whether that sender and I share receipts.
 */
export async function setDelivered(db: Executor, me: string, ids: string[]) {
  return rowsOf<{ sender_id: string; ids: string[]; at: string; receipts: boolean }>(
    db,
    sql`with marked as (
        update messages set delivered_at = now()
        where id = any(${`{${ids.join(',')}}`}::uuid[]) and receiver_id = ${me}::uuid and delivered_at is null
        returning id, sender_id, delivered_at
      )
      select sender_id, array_agg(id::text) as ids, ${cursorAt(sql`max(delivered_at)`)} as at,
        ${receiptsSharedSql(sql`sender_id`, sql`${me}::uuid`)} as receipts
      from marked group by sender_id`,
  );
}

/** Both people share read receipts (which needs that one may reach the other): typing may pass too. */
export async function receiptsShared(db: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await rowsOf<{ shared: boolean }>(
    db,
    sql`select ${receiptsSharedSql(sql`${a}::uuid`, sql`${b}::uuid`)} as shared`,
  );
  return Boolean(row?.shared);
}
