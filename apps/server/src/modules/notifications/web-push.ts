import {
  type Locale,
  NOTIFICATION_TYPE_KIND,
  type NotificationKind,
  notificationChannels,
  PUSH_TITLE,
  PUSH_WORDS,
  type PushPayload,
  type PushSubscriptionInput,
} from '@ideaignite/contract';
import { PUSH_WORDS_HI } from '@ideaignite/contract/hi';
import webpush from 'web-push';
import type { Container } from '../../lib/container.ts';
import { badRequest } from '../../lib/http-error.ts';
import { retryDelayMs } from '../../lib/retry-delay.ts';
import { notificationPath, notificationWords } from './notification-mail.ts';
import {
  claimDuePushes,
  type DuePush,
  deletePush,
  deletePushSubscription,
  deletePushSubscriptionById,
  recordPushFailure,
  savePushSubscription,
} from './push-repository.ts';

/**
 * Web push (issue 29): each notification also goes to every device its recipient turned push on
 * for, as their choices for its kind say, encrypted for the device (RFC 8291, aes128gcm) and
 * signed with our VAPID key. The trigger on notifications queues one row per device in the same
 * transaction; the `push` job (kicked whenever a notice is made, and every tick) claims due rows
 * with a lease, sends and deletes each. A 404 or 410 means the device is gone: its subscription
 * goes. A 429 or a 5xx (or no answer) is tried again later, as the service asks (Retry-After) or
 * with a growing wait; the subscription stays.
 */

export const PUSH_JOB = 'push';
/** After this many failed attempts a push is dropped (the subscription stays). */
export const PUSH_MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;
const BATCH = 50;
/** How long the push service may take to answer one push. */
const SEND_TIMEOUT_MS = 10_000;
/** A push not delivered within this long is dropped by the push service (messages go stale sooner). */
const TTL_SECONDS = { message: 24 * 60 * 60, other: 4 * 24 * 60 * 60 };

type PushDeps = Pick<Container, 'db' | 'clock' | 'log' | 'vapid' | 'pushAllowLocal'>;

/** A push endpoint we may post to: https on a public name, unless local ones are allowed (tests). */
function isAcceptedEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase();
  const ipLiteral = /^[\d.]+$/.test(host) || host.startsWith('[');
  const local =
    host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || !host.includes('.');
  return url.protocol === 'https:' && !url.username && !url.password && !ipLiteral && !local;
}

/** Turns push on for the device of this sign-in; a refused endpoint is a 400 in the catalogue's words. */
export async function subscribePush(
  deps: Pick<PushDeps, 'db' | 'pushAllowLocal'>,
  user: { userId: string; sessionId: string },
  input: PushSubscriptionInput,
): Promise<void> {
  if (!isAcceptedEndpoint(input.endpoint, deps.pushAllowLocal))
    throw badRequest(PUSH_WORDS.invalidSubscription);
  await savePushSubscription(deps.db, { ...user, endpoint: input.endpoint, ...input.keys });
}

/** Turns push off for the device at `endpoint` (only the user's own). */
export async function unsubscribePush(
  deps: Pick<PushDeps, 'db'>,
  userId: string,
  endpoint: string,
): Promise<void> {
  await deletePushSubscription(deps.db, userId, endpoint);
}

const kindOfType = (type: string): NotificationKind | undefined => NOTIFICATION_TYPE_KIND[type];
const isMessage = (push: DuePush) => push.params?.key === 'message' || push.params?.key === 'messageRequest';

/** Whether the recipient's choices let this push go: push on for its kind (a kind off in the app is off here too). */
function wanted(push: DuePush): boolean {
  if (!push.reachable || push.isRead) return false;
  const kind = kindOfType(push.type);
  if (!kind) return true;
  const channels = notificationChannels(push.channels)[kind];
  return channels.inApp && channels.push;
}

/**
 * What the device shows: the notice's words in the recipient's language (a message's words hidden
 * when they chose so), the page it opens, and a tag per conversation for messages (a new message
 * replaces the last one's notification) or per notice.
 */
export function pushPayload(push: DuePush): PushPayload {
  const words = push.locale === 'hi-IN' ? PUSH_WORDS_HI : PUSH_WORDS;
  const body =
    push.hidesText && isMessage(push)
      ? words.messageHidden
      : push.params
        ? notificationWords(push.params, push.locale as Locale)
        : push.message;
  return {
    title: PUSH_TITLE,
    body,
    url: push.params ? notificationPath(push.params, push.actorId, push.entityId) : '/notifications',
    tag: isMessage(push) && push.actorId ? `message-${push.actorId}` : `notice-${push.notificationId}`,
  };
}

/** The push service's options: TTL and urgency by kind, a topic per conversation so repeats collapse. */
function sendOptions(deps: Pick<PushDeps, 'vapid'>, push: DuePush): webpush.RequestOptions {
  const kind = kindOfType(push.type);
  const message = isMessage(push);
  return {
    vapidDetails: deps.vapid,
    TTL: message ? TTL_SECONDS.message : TTL_SECONDS.other,
    urgency: message || kind === 'ignite' || kind === 'jobs' ? 'high' : kind === 'like' ? 'low' : 'normal',
    ...(message && push.actorId ? { topic: `m${push.actorId.replaceAll('-', '').slice(0, 31)}` } : {}),
    contentEncoding: 'aes128gcm',
  };
}

/**
 * Posts one push, encrypted and signed by web-push (`generateRequestDetails`), over fetch (so a
 * test's push service may be plain http on this machine); answers the push service's status and
 * headers, or no status when it could not be reached or did not answer in time.
 */
async function post(
  deps: Pick<PushDeps, 'vapid' | 'log'>,
  push: DuePush,
): Promise<{ status?: number; headers?: Headers }> {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(pushPayload(push)),
      sendOptions(deps, push),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as Buffer,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { status: response.status, headers: response.headers };
  } catch (error) {
    deps.log.warn({ err: error, subscriptionId: push.subscriptionId }, 'push not posted');
    return {};
  }
}

/** The wait a 429 or 503 asks for (Retry-After in seconds or as a date), else none. */
function retryAfterMs(headers: Headers | undefined, now: Date): number | undefined {
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/** Sends every push that is due, batch by batch; answers how many were sent, dropped and failed. */
export async function deliverDuePushes(
  deps: PushDeps,
): Promise<{ sent: number; dropped: number; failed: number }> {
  const { db, clock, log } = deps;
  const counts = { sent: 0, dropped: 0, failed: 0 };
  for (;;) {
    const now = clock.now();
    const claimed = await claimDuePushes(db, {
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      limit: BATCH,
      maxAttempts: PUSH_MAX_ATTEMPTS,
    });
    for (const push of claimed) {
      if (!wanted(push)) {
        await deletePush(db, push);
        counts.dropped += 1;
        continue;
      }
      const { status, headers } = await post(deps, push);
      if (status !== undefined && status >= 200 && status < 300) {
        await deletePush(db, push);
        counts.sent += 1;
      } else if (status === 404 || status === 410) {
        // The device unsubscribed or the service forgot it: never push there again.
        await deletePushSubscriptionById(db, push.subscriptionId);
        counts.dropped += 1;
      } else if (status !== undefined && status < 500 && status !== 429) {
        // Refused for good (a bad key, too large): this push is dropped, the device kept.
        log.warn({ status, subscriptionId: push.subscriptionId }, 'push refused: dropped');
        await deletePush(db, push);
        counts.dropped += 1;
      } else {
        const attempts = push.attempts + 1;
        const wait = retryAfterMs(headers, clock.now()) ?? retryDelayMs(attempts);
        await recordPushFailure(db, push, new Date(clock.now().getTime() + wait));
        log.warn({ status, attempts, subscriptionId: push.subscriptionId }, 'push not sent: will retry');
        counts.failed += 1;
      }
    }
    if (claimed.length < BATCH) return counts;
  }
}
