import type { AccountSettingsUpdate } from '@ideaignite/contract';
import { accountSettingsApi } from '@ideaignite/contract/account-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountSettingsQueryKey,
  accountSettingsQueryOptions,
  getAccountSettings,
} from '../../../lib/api/account-settings.ts';
import { call } from '../../../lib/call.ts';
import { rememberDataSaverChoice } from '../../../lib/data-saver-hint.ts';

export { accountSettingsQueryKey, accountSettingsQueryOptions, getAccountSettings };

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
    onSuccess: ({ message: _message, ...saved }) => {
      queryClient.setQueryData(accountSettingsQueryKey, saved);
      rememberDataSaverChoice(saved.dataSaver);
    },
  });
}
