import type { ReactNode } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { accountSettingsWords } from '../words/index.ts';
import { SettingsCard } from './settings-card.tsx';

/**
 * A settings card whose form needs the saved settings first: "loading" while they come, the
 * failure in words if they do not, then the form with what was saved.
 */
export function SettingsQueryCard<T>({
  id,
  heading,
  hint,
  query,
  children,
}: {
  id: string;
  heading: string;
  hint: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  const m = useWords(accountSettingsWords);
  return (
    <SettingsCard id={id} heading={heading} hint={hint}>
      {query.isPending ? (
        <p role="status" className="mt-5 text-ink-600 text-sm">
          {m.loadingSettings}
        </p>
      ) : query.isError || query.data === undefined ? (
        <Alert tone="error" className="mt-5">
          {errorMessage(query.error, m.settingsLoadFailed)}
        </Alert>
      ) : (
        children(query.data)
      )}
    </SettingsCard>
  );
}
