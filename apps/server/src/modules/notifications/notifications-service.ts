import {
  type AppNotification,
  isNotificationText,
  type Locale,
  NOTIFICATION_TEXTS,
  type NotificationText,
  notificationMessage,
  SOCIAL_MESSAGES,
  SOCKET_EVENTS,
} from '@ideaignite/contract';
import { NOTIFICATION_TEXTS_HI } from '@ideaignite/contract/hi';
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

/** A notification's words in `locale`. */
export const notificationWords = (text: NotificationText, locale: Locale = 'en-IN') =>
  notificationMessage(locale === 'hi-IN' ? NOTIFICATION_TEXTS_HI : NOTIFICATION_TEXTS, text);

/** A stored notification as the API shows it, its words in `locale` when it has params. */
export function toNotification(row: Notification, locale: Locale = 'en-IN'): AppNotification {
  const params = isNotificationText(row.params) ? row.params : null;
  return {
    _id: row.id,
    type: row.type,
    message: params ? notificationWords(params, locale) : row.message,
    params,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    entityId: row.entityId,
  };
}

/**
 * Pushes a stored notification to its recipient's sockets (after commit): `message` in English,
 * `params` for the app to show it in the language it is in.
 */
export function pushNotification(realtime: Realtime, row: Notification): void {
  realtime.emitToUser(row.userId, SOCKET_EVENTS.notification, toNotification(row));
}

/** Stores and pushes one notification; self-inflicted events (liking your own video) make none. */
export async function notify(
  deps: Pick<Container, 'db' | 'realtime'>,
  input: Omit<NewNotification, 'message'>,
): Promise<void> {
  if (input.actorId && input.actorId === input.userId) return;
  const row = await insertNotification(deps.db, { ...input, message: notificationWords(input.params) });
  pushNotification(deps.realtime, row);
}

export async function listNotifications(
  deps: NotificationsDeps,
  userId: string,
  query: { limit: number; cursor?: string },
  locale: Locale,
) {
  const { page, nextCursor } = await listNotificationRows(deps.db, query, { userId });
  return { items: page.map((row) => toNotification(row, locale)), nextCursor };
}

export function unreadNotificationCount(deps: NotificationsDeps, userId: string): Promise<number> {
  return countUnreadNotifications(deps.db, userId);
}

/** Only the owner can mark a notification; anyone else's id is simply not found. */
export async function markNotificationRead(
  deps: NotificationsDeps,
  userId: string,
  id: string,
  locale: Locale,
) {
  const row = await setNotificationRead(deps.db, userId, id);
  if (!row) throw notFound(SOCIAL_MESSAGES.notificationNotFound);
  return toNotification(row, locale);
}

export function markAllNotificationsRead(deps: NotificationsDeps, userId: string): Promise<number> {
  return setAllNotificationsRead(deps.db, userId);
}
