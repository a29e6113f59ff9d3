import {
  type AppNotification,
  isNotificationText,
  type Locale,
  NOTIFICATIONS_WORDS,
  SOCKET_EVENTS,
} from '@ideaignite/contract';
import type { Database } from '../../db/client.ts';
import type { Container } from '../../lib/container.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  channelsFor,
  kindOf,
  type NotifyDeps,
  notificationWords,
  reachableRecipient,
  sendNotificationMail,
} from './notification-mail.ts';
import {
  countUnreadNotifications,
  deleteNotificationsAbout,
  insertNotification,
  listNotificationRows,
  type NewNotification,
  type Notification,
  setAllNotificationsRead,
  setNotificationRead,
} from './notifications-repository.ts';
import { PUSH_JOB } from './web-push.ts';

export type { NotifyDeps };
export { notificationWords };

type NotificationsDeps = Pick<Container, 'db'>;

/**
 * Forgets every notification about these posts or comments, which are being deleted: run inside
 * the deleting transaction (`tx`), so a notification never outlives what it points at.
 */
export function forgetNotificationsAbout(tx: Pick<Database, 'delete'>, entityIds: string[]): Promise<number> {
  return deleteNotificationsAbout(tx, entityIds);
}

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
 * `params` for the app to show it in the language it is in; and wakes the push job, which sends
 * it to their devices (the trigger on notifications queued it with the row). A statement that
 * read whether the recipient has a push device (`hasPushDevices`) passes `devices`: with none,
 * the job is not woken for nothing (it was one more statement for every chat message).
 */
export function pushNotification(
  deps: Pick<Container, 'realtime' | 'scheduler'>,
  row: Notification,
  devices = true,
): void {
  deps.realtime.emitToUser(row.userId, SOCKET_EVENTS.notification, toNotification(row));
  if (devices) deps.scheduler.kick(PUSH_JOB);
}

/**
 * Makes one notification as its recipient chose for its kind (Settings → Notifications): stored
 * and pushed when in-app is on, mailed in their language when email is on. Self-inflicted events
 * (liking your own video) make none, nor does anything for an erased account or across a block
 * (either way) or a suspension between the actor and the recipient.
 */
export async function notify(deps: NotifyDeps, input: Omit<NewNotification, 'message'>): Promise<void> {
  if (input.actorId && input.actorId === input.userId) return;
  const recipient = await reachableRecipient(deps.db, input.userId, input.actorId);
  if (!recipient) return;
  const channels = channelsFor(recipient, input.type);
  if (channels.inApp) {
    const row = await insertNotification(deps.db, { ...input, message: notificationWords(input.params) });
    pushNotification(deps, row);
  }
  const kind = kindOf(input.type);
  if (channels.email && kind)
    await sendNotificationMail(deps, recipient, kind, input.params, input.actorId, input.entityId);
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
  if (!row) throw notFound(NOTIFICATIONS_WORDS.notificationNotFound);
  return toNotification(row, locale);
}

export function markAllNotificationsRead(deps: NotificationsDeps, userId: string): Promise<number> {
  return setAllNotificationsRead(deps.db, userId);
}
