import { defineEndpoint } from '../endpoint.ts';
import {
  PushAnswerSchema,
  PushKeyResponseSchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
} from './push-schemas.ts';

/**
 * Issue 29: web push for this device, kept per sign-in (signing out removes it); a channel of the
 * notifications feature (its server half is the notifications module's web-push.ts).
 */
export const pushApi = {
  key: defineEndpoint({
    method: 'GET',
    path: '/api/push/key',
    auth: 'user',
    tags: ['push'],
    summary: "The server's VAPID public key, to subscribe this device to pushes",
    responses: { 200: PushKeyResponseSchema },
    errors: [401],
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    auth: 'user',
    tags: ['push'],
    summary: "Turns push on for this device: keeps the browser's subscription for this sign-in",
    body: PushSubscriptionSchema,
    responses: { 201: PushAnswerSchema },
    errors: [400, 401, 429],
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    auth: 'user',
    tags: ['push'],
    summary: 'Turns push off for this device',
    query: PushUnsubscribeSchema,
    responses: { 200: PushAnswerSchema },
    errors: [400, 401],
  }),
};
