import { useMessages } from '../../../lib/i18n/messages.ts';
import { DeleteAccountCard } from './components/delete-account-card.tsx';
import { DownloadDataCard } from './components/download-data-card.tsx';
import { yourDataMessages } from './messages/index.ts';

/** Settings → Your data (India's DPDP Act 2023): a copy of everything, and erasure. */
export function useYourDataGroup() {
  const m = useMessages(yourDataMessages);
  return {
    id: 'your-data',
    heading: m.groupHeading,
    cards: (
      <>
        <DownloadDataCard />
        <DeleteAccountCard />
      </>
    ),
  };
}
