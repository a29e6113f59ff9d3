import {
  ACCOUNT_SETTINGS_MESSAGES,
  AccountSettingsResponseSchema,
  AccountSettingsSchema,
  AccountSettingsUpdateSchema,
  API,
} from '@ideaignite/contract';
import type { ModuleRoutes } from '../../lib/container.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { getAccountSettings, updateAccountSettings } from './account-settings-service.ts';

const errors = errorResponses(400, 401, 404);

/** Settings → Notifications and Privacy: where each kind of notification reaches me, the digest, who sees what. */
export const routes: ModuleRoutes = async (app, { container }) => {
  app.get(
    API.accountSettings,
    {
      schema: {
        tags: ['account'],
        summary: 'My notification channels per kind, the email digest, and my privacy choices',
        response: { 200: AccountSettingsSchema, ...errors },
      },
    },
    async (request) => getAccountSettings(container, currentUser(request).userId),
  );
  app.put(
    API.accountSettings,
    {
      schema: {
        tags: ['account'],
        summary:
          'Change any part of my settings (what is left out stays); unknown or bad values: 400, nothing changed',
        body: AccountSettingsUpdateSchema,
        response: { 200: AccountSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await updateAccountSettings(container, currentUser(request).userId, request.body)),
      message: ACCOUNT_SETTINGS_MESSAGES.saved,
    }),
  );
};
