import type { Locale } from '@ideaignite/contract';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notifications } from '../../db/schema.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { notificationShownSql } from './notifications-repository.ts';

export interface ClaimedRow {
  id: string;
  email: string;
  locale: Locale;
  since: string | null;
}

/**
 * Claims users whose digest is due: one conditional UPDATE that moves their `digest_sent_at` to
 * now and answers when the previous digest was. Rows another process holds are skipped and the
 * condition is checked again on the row as it is, so two processes never claim the same user.
 */
export async function claimDue(db: Database, slot: Date, now: Date, batch: number): Promise<ClaimedRow[]> {
  return rowsOf<ClaimedRow>(
    db,
    sql`
    with due as (
      select id, digest_sent_at from users
      where digest = 'daily' and deleted_at is null
        and (digest_sent_at is null or digest_sent_at < ${slot.toISOString()}::timestamptz)
      order by id
      limit ${batch}
      for update skip locked
    )
    update users u set digest_sent_at = ${now.toISOString()}::timestamptz
    from due
    where u.id = due.id
      and (u.digest_sent_at is null or u.digest_sent_at < ${slot.toISOString()}::timestamptz)
    returning u.id, u.email, u.locale,
      ${cursorAt(sql`due.digest_sent_at`)} as since`,
  );
}

/** The user's unread notifications since the last digest: the newest few and how many in all. */
export async function unreadSince(db: Database, userId: string, since: Date | null, max: number) {
  const where = and(
    eq(notifications.userId, userId),
    eq(notifications.isRead, false),
    notificationShownSql,
    since ? gt(notifications.createdAt, since) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: notifications.message, params: notifications.params })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(max),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}
