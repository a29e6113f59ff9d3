import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountSettingsQueryOptions } from './api/account-settings.ts';
import { browserSavesData, rememberDataSaverChoice, savesData } from './data-saver-hint.ts';
import { useSession } from './use-session.ts';

/**
 * Whether data saver is on for the person watching (issue 27): their Settings choice when signed
 * in ('on', 'off'), and on 'auto' what the browser asks for; signed out, or until the settings
 * arrive, what this device last knew (lib/data-saver-hint.ts).
 */
export function useDataSaver(): boolean {
  const session = useSession();
  const { data } = useQuery({
    ...accountSettingsQueryOptions(),
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
  });
  const choice = session ? data?.dataSaver : undefined;
  // Remembered for the posters, which decide before any settings are fetched.
  useEffect(() => {
    if (data?.dataSaver) rememberDataSaverChoice(data.dataSaver);
  }, [data?.dataSaver]);
  if (!choice) return savesData();
  return choice === 'auto' ? browserSavesData() : choice === 'on';
}
