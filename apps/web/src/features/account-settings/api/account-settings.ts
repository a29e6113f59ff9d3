import type { AccountSettingsUpdate } from '@ideaignite/contract';
import { accountSettingsApi } from '@ideaignite/contract/account-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** The account's notification channels, digest and privacy (Settings → Notifications, Privacy). */
export const accountSettingsQueryKey = ['account-settings'] as const;

export function getAccountSettings() {
  return call(accountSettingsApi.get);
}

export const accountSettingsQueryOptions = () =>
  queryOptions({ queryKey: accountSettingsQueryKey, queryFn: getAccountSettings });

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions());
}

/** Saves part of the settings (the rest stays); the answer is the settings as saved. */
export function saveAccountSettings(update: AccountSettingsUpdate) {
  return call(accountSettingsApi.update, { body: update });
}

export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountSettings,
    onSuccess: ({ message: _message, ...saved }) => queryClient.setQueryData(accountSettingsQueryKey, saved),
  });
}
