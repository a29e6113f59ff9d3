import {
  type AccountSettings,
  type AccountSettingsResponse,
  type AccountSettingsUpdate,
  API,
} from '@ideaignite/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The account's notification channels, digest and privacy (Settings → Notifications, Privacy). */
export const accountSettingsQueryKey = ['account-settings'] as const;

export function getAccountSettings(): Promise<AccountSettings> {
  return apiRequest<AccountSettings>(API.accountSettings);
}

export const accountSettingsQueryOptions = () =>
  queryOptions({ queryKey: accountSettingsQueryKey, queryFn: getAccountSettings });

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions());
}

/** Saves part of the settings (the rest stays); the answer is the settings as saved. */
export function saveAccountSettings(update: AccountSettingsUpdate): Promise<AccountSettingsResponse> {
  return apiRequest<AccountSettingsResponse>(API.accountSettings, { method: 'PUT', json: update });
}

export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountSettings,
    onSuccess: ({ message: _message, ...saved }) => queryClient.setQueryData(accountSettingsQueryKey, saved),
  });
}
