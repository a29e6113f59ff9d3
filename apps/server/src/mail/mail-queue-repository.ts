import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { claimableSql } from '../db/leased-queue.ts';
import { mailQueue } from '../db/schema.ts';
import type { MailMessage } from './mailer.ts';

export type QueuedMail = typeof mailQueue.$inferSelect;

/** Stores a message to send (in the caller's transaction when `db` is one), due at once. */
export async function insertMail(db: Database, message: MailMessage, now: Date): Promise<void> {
  await db.insert(mailQueue).values({ ...message, nextAttemptAt: now });
}

/**
 * Takes up to `limit` due messages for this process until `leaseUntil`: rows another process
 * holds (a live lease, or locked by its claim right now: SKIP LOCKED) are left to it. A lease
 * that ran out (its process died mid-send) is claimed again.
 */
export async function claimDueMail(
  db: Database,
  {
    now,
    leaseUntil,
    limit,
    maxAttempts,
  }: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(claimableSql(now, maxAttempts))
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(mailQueue).set({ lockedUntil: leaseUntil }).where(inArray(mailQueue.id, due)).returning();
}

/** Sent: the row goes (its links carry one-time tokens, which need not be kept). */
export async function deleteMail(db: Database, id: string): Promise<void> {
  await db.delete(mailQueue).where(eq(mailQueue.id, id));
}

/** A failed attempt: counted, its error kept, tried again at `nextAttemptAt`. */
export async function recordMailFailure(
  db: Database,
  id: string,
  { error, nextAttemptAt }: { error: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      lastError: error,
      nextAttemptAt,
      lockedUntil: null,
    })
    .where(eq(mailQueue.id, id));
}

/** Every queued row, oldest first (tests and operators). */
export async function listQueuedMail(db: Database): Promise<QueuedMail[]> {
  return db.select().from(mailQueue).orderBy(asc(mailQueue.createdAt));
}
