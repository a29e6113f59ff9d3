/**
 * Query parts: the chat's SQL pieces that statements elsewhere use too (the data download shows a
 * read time only where receipts were shared), so the rule is written once. Re-exported by the
 * front door (index.ts) as query parts.
 */
import { type SQL, sql } from 'drizzle-orm';
import { reachableSql } from '../blocks/index.ts';

/**
 * Both people exist and have read receipts on (the switch is mutual), and one may reach the other
 * (modules/blocks/reach.ts): no status, read time or typing crosses a block or a suspension.
 */
export const receiptsSharedSql = (a: SQL, b: SQL) =>
  sql`(coalesce((select count(*) = 2 and bool_and(u.read_receipts) from users u where u.id in (${a}, ${b})), false)
    and ${reachableSql(a, b)})`;
