import { useWords } from '../../../lib/i18n/words.ts';
import { DeleteAccountCard } from './components/delete-account-card.tsx';
import { DownloadDataCard } from './components/download-data-card.tsx';
import { yourDataWords } from './words/index.ts';

/** Settings → Your data (India's DPDP Act 2023): a copy of everything, and erasure. */
export function useYourDataGroup() {
  const m = useWords(yourDataWords);
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
