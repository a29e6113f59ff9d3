import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL pieces the server's durable queues share (mail_queue, push_deliveries; their waits are
 * lib/retry-delay.ts): rows with `next_attempt_at`, `attempts` and `locked_until`, claimed with a
 * lease.
 */

/**
 * A queue row that may be claimed at `now`: its time has come, it has attempts left, and no live
 * lease holds it (a lease that ran out, its process having died mid-send, no longer does).
 */
export function claimableSql(now: Date, maxAttempts: number): SQL {
  const at = now.toISOString();
  return sql`next_attempt_at <= ${at}::timestamptz and attempts < ${maxAttempts}
    and (locked_until is null or locked_until <= ${at}::timestamptz)`;
}

/** A failed attempt's columns: counted, the lease let go, tried again at `nextAttemptAt`. */
export const failedAttemptSql = (nextAttemptAt: Date): SQL =>
  sql`attempts = attempts + 1, locked_until = null, next_attempt_at = ${nextAttemptAt.toISOString()}::timestamptz`;
