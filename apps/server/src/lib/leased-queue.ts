import { type SQL, sql } from 'drizzle-orm';

/**
 * What the server's durable queues share (mail_queue, push_deliveries): each row carries
 * `next_attempt_at`, `attempts` and `locked_until`; a job claims due rows with a lease (SKIP LOCKED,
 * so two processes never take one row), deletes a row once done, and on a failure counts it and
 * waits longer each time before the next attempt.
 */

const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000];
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** The wait before the next attempt after `attempts` failures: 30 s, 2 min, 10 min, 30 min, then hourly. */
export const retryDelayMs = (attempts: number) =>
  RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? MAX_RETRY_DELAY_MS;

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
