import { useWords } from '../../../lib/i18n/words.ts';
import { BlockedPeopleCard } from './components/blocked-people-card.tsx';
import { ContactPrivacyCard } from './components/contact-privacy-card.tsx';
import { DiscoveryCard } from './components/discovery-card.tsx';
import { PublicPreviewsCard } from './components/public-previews-card.tsx';
import { ReadReceiptsCard } from './components/read-receipts-card.tsx';
import { WhoCanMessageCard } from './components/who-can-message-card.tsx';
import { privacySettingsWords } from './words/index.ts';

/**
 * The settings page's "Privacy" group: who sees my contact details, discovery, who can message
 * me, read receipts, public previews of what I share and the people I blocked.
 */
export function usePrivacyGroup() {
  const m = useWords(privacySettingsWords);
  return {
    id: 'privacy',
    heading: m.group,
    cards: (
      <>
        <ContactPrivacyCard />
        <DiscoveryCard />
        <PublicPreviewsCard />
        <WhoCanMessageCard />
        <ReadReceiptsCard />
        <BlockedPeopleCard />
      </>
    ),
  };
}
