import { z } from 'zod';
import { PUSH_WORDS } from './push-words.ts';

/** A base64url text of `min`–`max` characters (a key of the browser's subscription). */
const base64url = (min: number, max: number) =>
  z
    .string({ error: PUSH_WORDS.invalidSubscription })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_WORDS.invalidSubscription)
    .min(min, PUSH_WORDS.invalidSubscription)
    .max(max, PUSH_WORDS.invalidSubscription);

/** Where a push service takes this device's pushes (the subscription's endpoint): a URL. */
const EndpointSchema = z
  .string({ error: PUSH_WORDS.invalidSubscription })
  .max(1000, PUSH_WORDS.invalidSubscription)
  .url(PUSH_WORDS.invalidSubscription);

/**
 * POST /api/push/subscriptions: the browser's PushSubscription as `toJSON()` gives it (the
 * endpoint and the keys that encrypt each push, RFC 8291), kept for this sign-in.
 */
export const PushSubscriptionSchema = z.object(
  {
    endpoint: EndpointSchema,
    keys: z.object(
      {
        /** The device's P-256 public key: 65 bytes, 87–88 characters. */
        p256dh: base64url(80, 100),
        /** The shared authentication secret: 16 bytes, 22–24 characters. */
        auth: base64url(16, 32),
      },
      { error: PUSH_WORDS.invalidSubscription },
    ),
  },
  { error: PUSH_WORDS.invalidSubscription },
);
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** DELETE /api/push/subscriptions?endpoint=: the endpoint this device no longer wants pushes at. */
export const PushUnsubscribeSchema = z.object(
  { endpoint: EndpointSchema },
  { error: PUSH_WORDS.invalidSubscription },
);

/** GET /api/push/key: the server's VAPID public key, for `pushManager.subscribe`. */
export const PushKeyResponseSchema = z.object({ success: z.literal(true), publicKey: z.string() });

export const PushAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * What each push carries (encrypted for the device): a title, the notice's words in the
 * recipient's language, the app's page it opens, and a tag that collapses repeats (one per
 * conversation for messages).
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
