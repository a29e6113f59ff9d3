import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages, users } from '../../db/schema.ts';
import { cursorAt, keysetList } from '../../lib/cursor.ts';
import { prepared, preparedSql } from '../../lib/prepared.ts';
import { receiptsSharedSql } from './query-parts.ts';

export type MessageRow = Omit<typeof messages.$inferSelect, 'clientKey'>;

const messageColumns = {
  id: messages.id,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  text: messages.text,
  readAt: messages.readAt,
  deliveredAt: messages.deliveredAt,
  hiddenAt: messages.hiddenAt,
  createdAt: messages.createdAt,
};

/**
 * The message `senderId` stored under an idempotency key (decision 038), if any: a send repeated
 * with the same key answers it instead of storing another.
 */
export async function findSentMessage(
  db: Pick<Database, 'select'>,
  senderId: string,
  idempotencyKey: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, idempotencyKey)))
    .limit(1);
  return row;
}

/** Both directions of a pair share one key, so a conversation is one bounded index range. */
const pairLow = sql`least(${messages.senderId}, ${messages.receiverId})`;
const pairHigh = sql`greatest(${messages.senderId}, ${messages.receiverId})`;

/** A conversation's messages, newest first; one page and its next cursor. */
export const listConversationRows = keysetList<
  MessageRow & { cursorAt: string },
  { me: string; other: string }
>(
  'messages_conversation',
  (db, after, limit) =>
    db
      .select({ ...messageColumns, cursorAt: cursorAt(messages.createdAt) })
      .from(messages)
      .where(
        and(
          sql`${pairLow} = least(${sql.placeholder('me')}::uuid, ${sql.placeholder('other')}::uuid)`,
          sql`${pairHigh} = greatest(${sql.placeholder('me')}::uuid, ${sql.placeholder('other')}::uuid)`,
          // A moderator hid it (decision 023): nobody reads it any more.
          isNull(messages.hiddenAt),
          after?.(messages.createdAt, messages.id),
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit),
  (row) => ({ at: row.cursorAt, id: row.id }),
);

export async function userExists(db: Database, userId: string) {
  const statement = prepared(db, 'users_exists', (name) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  );
  return (await statement.execute({ userId })).length > 0;
}

/** What marking a conversation read changed: how many, which, when, and whether receipts are shared. */
export interface ReadMark {
  count: number;
  ids: string[];
  at: string;
  receipts: boolean;
}

/**
 * Marks the other person's messages to me read (and delivered, when they were not yet), lowers
 * the chat list's unread count, and marks their grouped message notification read too, in one
 * statement.
 */
export async function setConversationRead(db: Database, me: string, other: string): Promise<ReadMark> {
  const [row] = await preparedSql<ReadMark>(
    db,
    'messages_mark_read',
    () => sql`
      with read as (
        update messages set read_at = now(), delivered_at = coalesce(delivered_at, now())
        where sender_id = ${sql.placeholder('other')}::uuid and receiver_id = ${sql.placeholder('me')}::uuid
          and read_at is null
        returning id, read_at
      ), counted as (
        -- The chat list's unread count drops by exactly the rows marked here: a message that lands
        -- after this statement's snapshot was counted by its insert trigger and stays unread.
        update conversations set unread = greatest(unread - (select count(*) from read)::int, 0)
        where user_id = ${sql.placeholder('me')}::uuid and partner_id = ${sql.placeholder('other')}::uuid
          and exists (select 1 from read)
        returning 1
      ), noted as (
        update notifications set is_read = true
        where user_id = ${sql.placeholder('me')}::uuid and actor_id = ${sql.placeholder('other')}::uuid
          and type = 'message' and is_read = false
        returning 1
      )
      select (select count(*) from read)::int as count, (select count(*) from noted)::int as notes,
        coalesce((select array_agg(id::text) from read), '{}') as ids,
        ${cursorAt(sql`coalesce((select max(read_at) from read), now())`)} as at,
        ${receiptsSharedSql(sql`${sql.placeholder('me')}::uuid`, sql`${sql.placeholder('other')}::uuid`)} as receipts`,
  ).execute({ me, other });
  return {
    count: Number(row?.count ?? 0),
    ids: row?.ids ?? [],
    at: row?.at ?? new Date().toISOString(),
    receipts: Boolean(row?.receipts),
  };
}

export async function countUnreadMessages(db: Database, me: string): Promise<number> {
  const statement = prepared(db, 'messages_unread_count', (name) =>
    db
      .select({ total: count() })
      .from(messages)
      .where(and(eq(messages.receiverId, sql.placeholder('me')), isNull(messages.readAt)))
      .prepare(name),
  );
  const [row] = await statement.execute({ me });
  return Number(row?.total ?? 0);
}
