/**
 * Who may reach whom, and whose posts are shown (issue 15, decision 023): the SQL pieces every
 * module's queries use, so a block, a suspension or a moderator's hide means the same everywhere.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

type Expression = SQL | AnyPgColumn;

/** True when either of `a` and `b` blocked the other (two primary-key probes). */
export const blockedEitherWaySql = (a: Expression, b: Expression) => sql`(exists (
  select 1 from blocks bl where bl.blocker_id = ${a} and bl.blocked_id = ${b}
) or exists (
  select 1 from blocks bl where bl.blocker_id = ${b} and bl.blocked_id = ${a}
))`;

/** True when the account `userId` is suspended by a moderator (a primary-key probe). */
export const suspendedSql = (userId: Expression) =>
  sql`exists (select 1 from users su where su.id = ${userId} and su.suspended_at is not null)`;

/**
 * True when what `authorId` posted may be shown to `viewerId` (null: signed out): the author is
 * not suspended, and neither of them blocked the other.
 */
export const authorVisibleSql = (authorId: Expression, viewerId: Expression | null) =>
  viewerId
    ? sql`(not ${suspendedSql(authorId)} and not ${blockedEitherWaySql(authorId, viewerId)})`
    : sql`(not ${suspendedSql(authorId)})`;

/** Which way a block stands between me and another person: I blocked them, they blocked me, or none. */
export type BlockDirection = 'byMe' | 'byThem' | null;

/** The BlockDirection between `me` and `other` as a column, to answer with an action's other reads. */
export const blockDirectionSql = (me: Expression, other: Expression) => sql<BlockDirection>`case
  when exists (select 1 from blocks bl where bl.blocker_id = ${me} and bl.blocked_id = ${other}) then 'byMe'
  when exists (select 1 from blocks bl where bl.blocker_id = ${other} and bl.blocked_id = ${me}) then 'byThem'
end`;

export async function blockDirection(db: Database, me: string, other: string): Promise<BlockDirection> {
  const [row] = await rowsOf<{ by_me: boolean; by_them: boolean }>(
    db,
    sql`select
      exists (select 1 from blocks where blocker_id = ${me}::uuid and blocked_id = ${other}::uuid) as by_me,
      exists (select 1 from blocks where blocker_id = ${other}::uuid and blocked_id = ${me}::uuid) as by_them`,
  );
  if (row?.by_me) return 'byMe';
  if (row?.by_them) return 'byThem';
  return null;
}
