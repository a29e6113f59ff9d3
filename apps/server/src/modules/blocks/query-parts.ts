/**
 * Query parts (issue 15, decision 023): the SQL pieces other modules' repositories put inside their
 * own statements, so a block, a suspension or a moderator's hide means the same everywhere. They
 * are the blocks module's public SQL, re-exported by its front door (index.ts) as query parts; the
 * blocks module's own reads are in visibility-repository.ts.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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

/**
 * authorVisibleSql's rule for statements that test many rows (search's thousands of matches): the
 * author is none of the suspended accounts, nor of those the viewer blocked or who blocked the
 * viewer, each set read once (hashed) instead of probed per row. The same answer, another plan.
 */
export const authorVisibleToManySql = (
  authorId: Expression,
  viewerId: Expression,
) => sql`(${authorId} not in (
    select su.id from users su where su.suspended_at is not null
  ) and ${authorId} not in (
    select bl.blocked_id from blocks bl where bl.blocker_id = ${viewerId}
  ) and ${authorId} not in (
    select bl.blocker_id from blocks bl where bl.blocked_id = ${viewerId}
  ))`;

/**
 * True when `a` may reach `b` (a notification, a receipt, typing, a live event): neither blocked
 * the other and neither account is suspended. Every path that tells someone something uses it,
 * through modules/blocks/reach.ts or inside its own statement.
 */
export const reachableSql = (a: Expression, b: Expression) =>
  sql`(not ${blockedEitherWaySql(a, b)} and not ${suspendedSql(a)} and not ${suspendedSql(b)})`;

/** Which way a block stands between me and another person: I blocked them, they blocked me, or none. */
export type BlockDirection = 'byMe' | 'byThem' | null;

/** The BlockDirection between `me` and `other` as a column, to answer with an action's other reads. */
export const blockDirectionSql = (me: Expression, other: Expression) => sql<BlockDirection>`case
  when exists (select 1 from blocks bl where bl.blocker_id = ${me} and bl.blocked_id = ${other}) then 'byMe'
  when exists (select 1 from blocks bl where bl.blocker_id = ${other} and bl.blocked_id = ${me}) then 'byThem'
end`;
