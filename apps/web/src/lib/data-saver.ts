import { useQuery } from '@tanstack/react-query';
import { accountSettingsQueryOptions } from './api/account-settings.ts';
import { useSession } from './use-session.ts';

/** The parts of the Network Information API read here (not in every browser, nor in TypeScript's DOM types). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether this browser asks to save data: Save-Data on, or a 2G/3G connection ('slow-2g', '2g', '3g'). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)[23]g$/.test(connection?.effectiveType ?? '');
}

/**
 * Whether data saver is on for the person watching (issue 27): their Settings choice when signed
 * in ('on', 'off'), and on 'auto' (or signed out) what the browser asks for.
 */
export function useDataSaver(): boolean {
  const session = useSession();
  const { data } = useQuery({
    ...accountSettingsQueryOptions(),
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
  });
  const choice = session ? (data?.dataSaver ?? 'auto') : 'auto';
  return choice === 'auto' ? browserSavesData() : choice === 'on';
}
