import { DeleteAccountCard } from './components/delete-account-card.tsx';
import { DownloadDataCard } from './components/download-data-card.tsx';

/** Settings → Your data (India's DPDP Act 2023): a copy of everything, and erasure. */
export function YourDataCards() {
  return (
    <>
      <DownloadDataCard />
      <DeleteAccountCard />
    </>
  );
}
