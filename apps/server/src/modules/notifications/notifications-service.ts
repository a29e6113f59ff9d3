import { type AppNotification, SOCIAL_MESSAGES, SOCKET_EVENTS } from '@ideaignite/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Notification, notifications } from '../../db/schema.ts';
import { afterCursor, decodeCursor, pageOf } from '../../lib/cursor.ts';
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

/**
 * New messages from one person are grouped: while an unread `message` notification from that
 * sender exists, it is updated and moved to the top instead of adding another.
 */
export async function notifyMessage(
  db: Database,
  realtime: Realtime,
  input: NewNotification & { actorId: string },
) {
  const [updated] = await db
    .update(notifications)
    .set({ message: input.message, createdAt: new Date() })
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.actorId, input.actorId),
        eq(notifications.type, 'message'),
        eq(notifications.isRead, false),
      ),
    )
    .returning();
  pushNotification(realtime, updated ?? (await createNotification(db, { ...input, type: 'message' })));
}

export async function listNotifications(
  db: Database,
  userId: string,
  query: { limit: number; cursor?: string },
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        afterCursor(decodeCursor(query.cursor), notifications.createdAt, notifications.id),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
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
