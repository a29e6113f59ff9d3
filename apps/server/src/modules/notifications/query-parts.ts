/**
 * Query parts: the notification channels as SQL pieces, for statements that store or mail a
 * notification themselves (an Ignite, a message, connection news), so a channel switched off means
 * the same everywhere. Re-exported by the front door (index.ts) as query parts.
 */
import {
  NOTIFICATION_CHANNEL_DEFAULTS,
  type NotificationChannels,
  type NotificationKind,
} from '@ideaignite/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL: whether a user's `channel` for `kind` is on, read from their `notification_channels`
 * column (`channels`), else the contract's default. Kind and channel are our own constants.
 */
export function channelsOn(channels: SQL, kind: NotificationKind, channel: keyof NotificationChannels): SQL {
  const fallback = NOTIFICATION_CHANNEL_DEFAULTS[kind][channel] ? 'true' : 'false';
  return sql`coalesce((${channels} -> ${sql.raw(`'${kind}'`)} ->> ${sql.raw(`'${channel}'`)})::boolean, ${sql.raw(fallback)})`;
}

/**
 * SQL for statements that store a notification themselves (an Ignite, a message): true when
 * the user `userId` wants this kind in the app.
 */
export function inAppOn(userId: SQL, kind: NotificationKind): SQL {
  return sql`coalesce((select ${channelsOn(sql`u.notification_channels`, kind, 'inApp')} from users u where u.id = ${userId}), true)`;
}

/**
 * SQL: whether the user `userId` turned push on for any device. The trigger on notifications
 * queues a push for each such device; with none there is nothing for the push job to send.
 */
export function hasPushDevices(userId: SQL): SQL {
  return sql`exists (select 1 from push_subscriptions s where s.user_id = ${userId})`;
}
