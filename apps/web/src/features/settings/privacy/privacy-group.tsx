import { useMessages } from '../../../lib/i18n/messages.ts';
import { ContactPrivacyCard } from './components/contact-privacy-card.tsx';
import { DiscoveryCard } from './components/discovery-card.tsx';
import { privacySettingsMessages } from './messages/index.ts';

/** The settings page's "Privacy" group: who sees my contact details, and discovery. */
export function usePrivacyGroup() {
  const m = useMessages(privacySettingsMessages);
  return {
    id: 'privacy',
    heading: m.group,
    cards: (
      <>
        <ContactPrivacyCard />
        <DiscoveryCard />
      </>
    ),
  };
}
