import { type AppNotification, SOCIAL_MESSAGES, SOCKET_EVENTS } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import {
  countUnreadNotifications,
  insertNotification,
  listNotificationRows,
  type NewNotification,
  type Notification,
  setAllNotificationsRead,
  setNotificationRead,
} from './notifications-repository.ts';

type NotificationsDeps = Pick<Container, 'db'>;

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

/** Pushes a stored notification to its recipient's sockets (after commit). */
export function pushNotification(realtime: Realtime, row: Notification): void {
  realtime.emitToUser(row.userId, SOCKET_EVENTS.notification, toNotification(row));
}

/** Stores and pushes one notification; self-inflicted events (liking your own video) make none. */
export async function notify(
  deps: Pick<Container, 'db' | 'realtime'>,
  input: NewNotification,
): Promise<void> {
  if (input.actorId && input.actorId === input.userId) return;
  pushNotification(deps.realtime, await insertNotification(deps.db, input));
}

export async function listNotifications(
  deps: NotificationsDeps,
  userId: string,
  query: { limit: number; cursor?: string },
) {
  const { page, nextCursor } = await listNotificationRows(deps.db, query, { userId });
  return { items: page.map(toNotification), nextCursor };
}

export function unreadNotificationCount(deps: NotificationsDeps, userId: string): Promise<number> {
  return countUnreadNotifications(deps.db, userId);
}

/** Only the owner can mark a notification; anyone else's id is simply not found. */
export async function markNotificationRead(deps: NotificationsDeps, userId: string, id: string) {
  const row = await setNotificationRead(deps.db, userId, id);
  if (!row) throw notFound(SOCIAL_MESSAGES.notificationNotFound);
  return toNotification(row);
}

export function markAllNotificationsRead(deps: NotificationsDeps, userId: string): Promise<number> {
  return setAllNotificationsRead(deps.db, userId);
}
