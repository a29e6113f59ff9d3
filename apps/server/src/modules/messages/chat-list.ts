import type { ChatListItem } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cursorAt, decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import type { MediaStorage } from '../../media/storage.ts';

interface ChatRow {
  partner_id: string;
  id: string;
  text: string;
  sender_id: string;
  cursor_at: string;
  role: string;
  username: string | null;
  profile_pic: string | null;
  contact_email: string | null;
  unread: number | string;
}

/** node-postgres and PGlite both answer raw queries with `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The chat list: one row per person I have exchanged messages with, carrying the last message,
 * newest conversation first, with my unread count for each.
 */
export async function listChats(
  db: Database,
  storage: MediaStorage,
  me: string,
  query: { limit: number; cursor?: string },
): Promise<{ items: ChatListItem[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor);
  // Not a prepared statement yet: its cost follows my history (see docs: the chat list is the one
  // list not yet bounded by an index range).
  const result = await db.execute(sql`
    with mine as (
      select case when sender_id = ${me} then receiver_id else sender_id end as partner_id,
             id, text, sender_id, created_at
      from messages
      where sender_id = ${me} or receiver_id = ${me}
    ), latest as (
      select distinct on (partner_id) partner_id, id, text, sender_id, created_at
      from mine
      order by partner_id, created_at desc, id desc
    )
    select latest.partner_id, latest.id, latest.text, latest.sender_id,
      ${cursorAt(sql`latest.created_at`)} as cursor_at, u.role, p.username, p.profile_pic, p.contact_email,
      (select count(*)::int from messages m
        where m.sender_id = latest.partner_id and m.receiver_id = ${me} and m.read_at is null) as unread
    from latest
    join users u on u.id = latest.partner_id
    join profiles p on p.user_id = latest.partner_id
    ${cursor ? sql`where (latest.created_at, latest.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
    order by latest.created_at desc, latest.id desc
    limit ${query.limit + 1}
  `);
  const rows = rowsOf<ChatRow>(result);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      _id: row.partner_id,
      email: row.contact_email,
      profilePic: row.profile_pic ? storage.publicUrl(row.profile_pic) : null,
      text: row.text,
      name: row.username,
      role: row.role,
      lastMessageAt: new Date(row.cursor_at).toISOString(),
      lastSenderId: row.sender_id,
      unreadCount: Number(row.unread),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}
