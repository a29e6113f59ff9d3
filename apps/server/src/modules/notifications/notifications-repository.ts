import type { NotificationText } from '@ideaignite/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Notification, notifications } from '../../db/schema.ts';
import { cursorAt, keysetList } from '../../lib/cursor.ts';
import { authorVisibleSql } from '../blocks/index.ts';

export type { Notification };

export interface NewNotification {
  userId: string;
  type: string;
  /** The words in English (kept for rows read without params). */
  message: string;
  /** The text and what fills it, to show it in the reader's language. */
  params: NotificationText;
  actorId?: string | null;
  entityId?: string | null;
}

export async function insertNotification(db: Database, input: NewNotification): Promise<Notification> {
  const [row] = await db.insert(notifications).values(input).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

/**
 * A notification is shown (in the list, the unread count and the digest) only while its actor may
 * still be seen by its reader: one stored before a block, either way, or before the actor's
 * suspension goes quiet, and comes back with an unblock or a restore (issue 24).
 */
export const notificationShownSql = sql`(${notifications.actorId} is null or ${authorVisibleSql(
  notifications.actorId,
  notifications.userId,
)})`;

const notificationColumns = {
  id: notifications.id,
  userId: notifications.userId,
  type: notifications.type,
  message: notifications.message,
  isRead: notifications.isRead,
  actorId: notifications.actorId,
  entityId: notifications.entityId,
  params: notifications.params,
  createdAt: notifications.createdAt,
};

/** A user's notifications, newest first; one page and its next cursor. */
export const listNotificationRows = keysetList<Notification & { cursorAt: string }, { userId: string }>(
  'notifications_list',
  (db, after, limit) =>
    db
      .select({ ...notificationColumns, cursorAt: cursorAt(notifications.createdAt) })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, sql.placeholder('userId')),
          notificationShownSql,
          after?.(notifications.createdAt, notifications.id),
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
  (row) => ({ at: row.cursorAt, id: row.id }),
);

export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), notificationShownSql));
  return Number(row?.total ?? 0);
}

/** Marks one of the user's notifications read; undefined when it is not theirs or does not exist. */
export async function setNotificationRead(db: Database, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks every unread notification of the user read; answers how many. */
export async function setAllNotificationsRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Removes every notification about things that are gone (a deleted video, blog, talk or comment:
 * `entity_id` names it). Takes a transaction so it goes with the delete it follows.
 */
export async function deleteNotificationsAbout(db: Pick<Database, 'delete'>, entityIds: string[]) {
  if (entityIds.length === 0) return 0;
  const rows = await db
    .delete(notifications)
    .where(inArray(notifications.entityId, entityIds))
    .returning({ id: notifications.id });
  return rows.length;
}
