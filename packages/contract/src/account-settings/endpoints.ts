import { defineEndpoint } from '../endpoint.ts';
import {
  AccountSettingsResponseSchema,
  AccountSettingsSchema,
  AccountSettingsUpdateSchema,
} from './schemas.ts';

/** Settings → Notifications and Privacy: read my settings, change any part of them. */
export const accountSettingsApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/account/settings',
    auth: 'user',
    tags: ['account'],
    summary: 'My notification channels per kind, the email digest, and my privacy choices',
    responses: { 200: AccountSettingsSchema },
    errors: [400, 401, 404],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/account/settings',
    auth: 'user',
    tags: ['account'],
    summary:
      'Change any part of my settings (what is left out stays); unknown or bad values: 400, nothing changed',
    body: AccountSettingsUpdateSchema,
    responses: { 200: AccountSettingsResponseSchema },
    errors: [400, 401, 404],
  }),
};
