import { type AppNotification, SOCIAL_MESSAGES, SOCKET_EVENTS } from '@ideaignite/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Notification, notifications } from '../../db/schema.ts';
import { cursorAt, keysetList } from '../../lib/cursor.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Realtime } from '../../realtime/realtime.ts';

export interface NewNotification {
  userId: string;
  type: string;
  message: string;
  actorId?: string | null;
  entityId?: string | null;
}

export function toNotification(row: Notification): AppNotification {
  return {
    _id: row.id,
    type: row.type,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    entityId: row.entityId,
  };
}

/** Stores a notification for its recipient. Pushing it live is `pushNotification`'s job, after commit. */
export async function createNotification(db: Database, input: NewNotification): Promise<Notification> {
  const [row] = await db.insert(notifications).values(input).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

export function pushNotification(realtime: Realtime, row: Notification): void {
  realtime.emitToUser(row.userId, SOCKET_EVENTS.notification, toNotification(row));
}

/** Stores and pushes one notification; self-inflicted events (liking your own video) make none. */
export async function notify(db: Database, realtime: Realtime, input: NewNotification): Promise<void> {
  if (input.actorId && input.actorId === input.userId) return;
  pushNotification(realtime, await createNotification(db, input));
}

const notificationColumns = {
  id: notifications.id,
  userId: notifications.userId,
  type: notifications.type,
  message: notifications.message,
  isRead: notifications.isRead,
  actorId: notifications.actorId,
  entityId: notifications.entityId,
  createdAt: notifications.createdAt,
};

const notificationList = keysetList<Notification & { cursorAt: string }, { userId: string }>(
  'notifications_list',
  (db, after) =>
    db
      .select({ ...notificationColumns, cursorAt: cursorAt(notifications.createdAt) })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, sql.placeholder('userId')),
          after?.(notifications.createdAt, notifications.id),
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit')),
  (row) => ({ at: row.cursorAt, id: row.id }),
);

export async function listNotifications(
  db: Database,
  userId: string,
  query: { limit: number; cursor?: string },
) {
  const { page, nextCursor } = await notificationList(db, query, { userId });
  return { items: page.map(toNotification), nextCursor };
}

export async function unreadNotificationCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return Number(row?.total ?? 0);
}

/** Only the owner can mark a notification; anyone else's id is simply not found. */
export async function markNotificationRead(db: Database, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound(SOCIAL_MESSAGES.notificationNotFound);
  return toNotification(row);
}

export async function markAllNotificationsRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
