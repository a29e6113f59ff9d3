/**
 * What the server's durable queues share (mail_queue, push_deliveries): each row carries
 * `next_attempt_at`, `attempts` and `locked_until`; a job claims due rows with a lease (SKIP LOCKED,
 * so two processes never take one row), deletes a row once done, and on a failure counts it and
 * waits longer each time before the next attempt. Their SQL pieces are db/leased-queue.ts.
 */

const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000];
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** The wait before the next attempt after `attempts` failures: 30 s, 2 min, 10 min, 30 min, then hourly. */
export const retryDelayMs = (attempts: number) =>
  RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? MAX_RETRY_DELAY_MS;
