import { accountSettingsApi } from '@ideaignite/contract/account-settings';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../call.ts';

/**
 * The account's settings (notifications, digest, privacy, data saver): read by Settings, and by
 * every video player for data saver (issue 27), so they live here rather than in one feature.
 */
export const accountSettingsQueryKey = ['account-settings'] as const;

export function getAccountSettings() {
  return call(accountSettingsApi.get);
}

export const accountSettingsQueryOptions = () =>
  queryOptions({ queryKey: accountSettingsQueryKey, queryFn: getAccountSettings });
