import { pushApi } from '@ideaignite/contract/notifications';
import { call } from '../../../../lib/call.ts';

/** What this device can do about push: why not, or whether it is on. */
export type PushDeviceState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The browser's subscription for this site, when the app's service worker has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Keeps the browser's subscription for this sign-in on the server (an upsert by endpoint). */
async function keep(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  await call(pushApi.subscribe, {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
}

/**
 * This device's push state, from the browser. A subscription the browser still has is kept again
 * for this sign-in: signing out forgot it on the server (it belonged to that session).
 */
export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  await keep(subscription);
  return 'on';
}

/** A base64url key as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Turns push on here: asks the person's permission, subscribes the app's service worker with the
 * server's VAPID key and keeps the subscription for this sign-in. Answers the state it left, or
 * 'not-ready' when the service worker is not installed yet.
 */
export async function turnPushOn(): Promise<PushDeviceState | 'not-ready'> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.active) return 'not-ready';
  const { publicKey } = await call(pushApi.key, {});
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await keep(subscription);
  return 'on';
}

/** Turns push off here: the server forgets the device, the browser drops the subscription. */
export async function turnPushOff(): Promise<PushDeviceState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await call(pushApi.unsubscribe, { query: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
