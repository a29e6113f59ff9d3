import {
  type AccountSettings,
  type AccountSettingsUpdate,
  API_ERRORS,
  NOTIFICATION_KINDS,
  notificationChannels,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { notFound } from '../../lib/http-error.ts';
import { findSettings, type SettingsRow, saveSettings } from './account-settings-repository.ts';

type SettingsDeps = Pick<Container, 'db' | 'clock'>;

function toSettings(row: SettingsRow): AccountSettings {
  return {
    notifications: notificationChannels(row.notificationChannels),
    digest: row.digest,
    privacy: {
      phone: row.phoneVisibility,
      email: row.emailVisibility,
      discoverable: row.discoverable,
      whoCanMessage: row.whoCanMessage,
      readReceipts: row.readReceipts,
      publicPosts: row.publicPosts,
      publicProfile: row.publicProfile,
      publicIndexable: row.publicIndexable,
    },
    dataSaver: row.dataSaver,
    pushHidesText: row.pushHidesText,
  };
}

/** My notification channels (every kind, defaults filled in), digest and privacy. */
export async function getAccountSettings(deps: SettingsDeps, userId: string): Promise<AccountSettings> {
  const row = await findSettings(deps.db, userId);
  if (!row) throw notFound(API_ERRORS.userNotFound);
  return toSettings(row);
}

/** Changes what the update names, keeps the rest; answers the settings as saved. */
export async function updateAccountSettings(
  deps: SettingsDeps,
  userId: string,
  update: AccountSettingsUpdate,
): Promise<AccountSettings> {
  const current = await findSettings(deps.db, userId);
  if (!current) throw notFound(API_ERRORS.userNotFound);
  const values: Partial<SettingsRow> = {};
  if (update.notifications) {
    const channels = notificationChannels(current.notificationChannels);
    for (const kind of NOTIFICATION_KINDS)
      channels[kind] = { ...channels[kind], ...update.notifications[kind] };
    values.notificationChannels = channels;
  }
  if (update.digest) values.digest = update.digest;
  if (update.dataSaver) values.dataSaver = update.dataSaver;
  if (update.pushHidesText !== undefined) values.pushHidesText = update.pushHidesText;
  if (update.privacy?.phone) values.phoneVisibility = update.privacy.phone;
  if (update.privacy?.email) values.emailVisibility = update.privacy.email;
  if (update.privacy?.discoverable !== undefined) values.discoverable = update.privacy.discoverable;
  if (update.privacy?.whoCanMessage) values.whoCanMessage = update.privacy.whoCanMessage;
  if (update.privacy?.readReceipts !== undefined) values.readReceipts = update.privacy.readReceipts;
  for (const key of ['publicPosts', 'publicProfile', 'publicIndexable'] as const) {
    const choice = update.privacy?.[key];
    if (choice !== undefined) values[key] = choice;
  }
  if (Object.keys(values).length === 0) return toSettings(current);
  const saved = await saveSettings(deps.db, userId, values, deps.clock.now());
  if (!saved) throw notFound(API_ERRORS.userNotFound);
  return toSettings(saved);
}
