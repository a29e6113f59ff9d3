import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { blocks, profiles, users } from '../../db/schema.ts';
import { cursorAt, keysetList } from '../../lib/cursor.ts';

export interface BlockedRow {
  id: string;
  username: string | null;
  role: string;
  profilePic: string | null;
  blockedAt: string;
}

/**
 * `blockerId` blocks `blockedId` (kept as it was when already blocked); false when `blockedId`
 * is no account or an erased one, and then nothing is stored.
 */
export async function insertBlock(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`with target as (
      select id from users where id = ${blockedId}::uuid and deleted_at is null
    ), stored as (
      insert into blocks (blocker_id, blocked_id)
      select ${blockerId}::uuid, id from target
      on conflict do nothing
    )
    select exists (select 1 from target) as found`,
  );
  return Boolean(row?.found);
}

/** Removes the block; false when there was none. */
export async function deleteBlock(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const deleted = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ id: blocks.blockedId });
  return deleted.length > 0;
}

/** The people `blockerId` blocked, newest first (the blocks_blocker_created_idx index). */
export const listBlockRows = keysetList<BlockedRow, { blockerId: string }>(
  'blocks_list',
  (db, after, limit) =>
    db
      .select({
        id: blocks.blockedId,
        username: profiles.username,
        role: users.role,
        profilePic: profiles.profilePic,
        blockedAt: cursorAt(blocks.createdAt),
      })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .leftJoin(profiles, eq(profiles.userId, blocks.blockedId))
      .where(
        and(eq(blocks.blockerId, sql.placeholder('blockerId')), after?.(blocks.createdAt, blocks.blockedId)),
      )
      .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
      .limit(limit),
  (row) => ({ at: row.blockedAt, id: row.id }),
);
