import { ACCOUNT_SETTINGS_WORDS } from '@ideaignite/contract';
import { accountSettingsApi } from '@ideaignite/contract/account-settings';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { getAccountSettings, updateAccountSettings } from './account-settings-service.ts';

/** Settings → Notifications and Privacy: where each kind of notification reaches me, the digest, who sees what. */
export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, accountSettingsApi.get, async (request) =>
    getAccountSettings(container, currentUser(request).userId),
  );
  route(app, accountSettingsApi.update, async (request) => ({
    ...(await updateAccountSettings(container, currentUser(request).userId, request.body)),
    message: ACCOUNT_SETTINGS_WORDS.saved,
  }));
};
