import type { Locale, NotificationChannels, NotificationKind, NotificationText } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimableSql, failedAttemptSql } from '../../db/leased-queue.ts';
import { rowsOf } from '../../db/rows.ts';
import { reachableSql } from '../blocks/index.ts';

/**
 * Issue 29's storage: the devices that take pushes (push_subscriptions, one per sign-in that
 * turned push on) and the pushes waiting to go (push_deliveries, written by a trigger on
 * notifications, migration 0017).
 */

export interface NewPushSubscription {
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps this device's subscription for the sign-in: a browser has one endpoint, so an endpoint
 * kept before (another sign-in on the same browser, even another person's) now belongs to this one.
 */
export async function savePushSubscription(db: Database, input: NewPushSubscription): Promise<void> {
  await db.execute(sql`
    insert into push_subscriptions (user_id, session_id, endpoint, p256dh, auth)
    values (${input.userId}::uuid, ${input.sessionId}::uuid, ${input.endpoint}, ${input.p256dh}, ${input.auth})
    on conflict (endpoint) do update set user_id = excluded.user_id, session_id = excluded.session_id,
      p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`);
}

/** Forgets the user's subscription at `endpoint` (this device turned push off). */
export async function deletePushSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.execute(
    sql`delete from push_subscriptions where user_id = ${userId}::uuid and endpoint = ${endpoint}`,
  );
}

/** Forgets a subscription the push service says is gone (404 or 410), with its waiting pushes. */
export async function deletePushSubscriptionById(db: Database, id: string): Promise<void> {
  await db.execute(sql`delete from push_subscriptions where id = ${id}::uuid`);
}

/** The user's subscriptions, oldest first (tests and "where you're signed in"). */
export function listPushSubscriptions(db: Database, userId: string) {
  return rowsOf<{ id: string; sessionId: string; endpoint: string }>(
    db,
    sql`select id, session_id as "sessionId", endpoint from push_subscriptions
      where user_id = ${userId}::uuid order by created_at, id`,
  );
}

/** A push to send, with all it is made of: the device, the notice, and its recipient's choices. */
export interface DuePush {
  notificationId: string;
  subscriptionId: string;
  attempts: number;
  /** This claim's lease: the row is deleted only while it still holds it. */
  lockedUntil: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  type: string;
  message: string;
  params: NotificationText | null;
  actorId: string | null;
  entityId: string | null;
  isRead: boolean;
  locale: Locale;
  channels: Partial<Record<NotificationKind, Partial<NotificationChannels>>> | null;
  hidesText: boolean;
  /** Neither blocked the other and neither is suspended, now (the notice may be older). */
  reachable: boolean;
}

/**
 * Takes up to `limit` due pushes for this process until `leaseUntil`: rows another process holds
 * (a live lease, or being claimed right now: SKIP LOCKED) are left to it, so two processes never
 * send one push twice; a lease that ran out (its process died mid-send) is claimed again.
 */
export function claimDuePushes(
  db: Database,
  {
    now,
    leaseUntil,
    limit,
    maxAttempts,
  }: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
): Promise<DuePush[]> {
  return rowsOf<DuePush>(
    db,
    sql`with due as (
        select notification_id, subscription_id from push_deliveries
        where ${claimableSql(now, maxAttempts)}
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      ), claimed as (
        update push_deliveries d set locked_until = ${leaseUntil.toISOString()}::timestamptz
        from due where d.notification_id = due.notification_id and d.subscription_id = due.subscription_id
        returning d.notification_id, d.subscription_id, d.attempts, d.locked_until
      )
      select c.notification_id as "notificationId", c.subscription_id as "subscriptionId", c.attempts,
        to_char(c.locked_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "lockedUntil",
        s.endpoint, s.p256dh, s.auth, n.type, n.message, n.params, n.actor_id as "actorId",
        n.entity_id as "entityId", n.is_read as "isRead", u.locale, u.notification_channels as channels,
        u.push_hides_text as "hidesText",
        (u.deleted_at is null and (n.actor_id is null or ${reachableSql(sql`n.actor_id`, sql`n.user_id`)})) as reachable
      from claimed c
      join push_subscriptions s on s.id = c.subscription_id
      join notifications n on n.id = c.notification_id
      join users u on u.id = n.user_id`,
  );
}

type PushKey = Pick<DuePush, 'notificationId' | 'subscriptionId' | 'lockedUntil'>;
const keyOf = (push: PushKey) =>
  sql`notification_id = ${push.notificationId}::uuid and subscription_id = ${push.subscriptionId}::uuid
    and locked_until = ${push.lockedUntil}::timestamptz`;

/**
 * Done (sent, or not to be sent): the row goes, unless a newer message in the same conversation
 * wrote it again meanwhile (the trigger cleared the lease): then that push is still to go.
 */
export async function deletePush(db: Database, push: PushKey): Promise<void> {
  await db.execute(sql`delete from push_deliveries where ${keyOf(push)}`);
}

/** A failed attempt: counted, tried again at `nextAttemptAt`. */
export async function recordPushFailure(db: Database, push: PushKey, nextAttemptAt: Date): Promise<void> {
  await db.execute(sql`update push_deliveries set ${failedAttemptSql(nextAttemptAt)} where ${keyOf(push)}`);
}
