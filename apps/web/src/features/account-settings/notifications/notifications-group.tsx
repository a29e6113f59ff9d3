import { useWords } from '../../../lib/i18n/words.ts';
import { DigestCard } from './components/digest-card.tsx';
import { NotificationChannelsCard } from './components/notification-channels-card.tsx';
import { notificationSettingsWords } from './words/index.ts';

/** The settings page's "Notifications" group: channels per kind, and the daily digest. */
export function useNotificationsGroup() {
  const m = useWords(notificationSettingsWords);
  return {
    id: 'notifications',
    heading: m.group,
    cards: (
      <>
        <NotificationChannelsCard />
        <DigestCard />
      </>
    ),
  };
}
