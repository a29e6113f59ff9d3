import type { PrivacySettings } from '@ideaignite/contract';
import { useAccountSettings, useSaveAccountSettings } from '../../api/account-settings.ts';

/** My privacy choices: part of the account settings (one GET/PUT for all of them). */
export function usePrivacySettings() {
  const settings = useAccountSettings();
  return { ...settings, data: settings.data?.privacy };
}

/** Saves my privacy choices; the rest of the settings stays. */
export function useSavePrivacy() {
  const save = useSaveAccountSettings();
  return {
    ...save,
    mutate: (privacy: Partial<PrivacySettings>) => save.mutate({ privacy }),
  };
}
