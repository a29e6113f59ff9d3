import { useMessages } from '../../../lib/i18n/messages.ts';
import { DigestCard } from './components/digest-card.tsx';
import { NotificationChannelsCard } from './components/notification-channels-card.tsx';
import { notificationSettingsMessages } from './messages/index.ts';

/** The settings page's "Notifications" group: channels per kind, and the daily digest. */
export function useNotificationsGroup() {
  const m = useMessages(notificationSettingsMessages);
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
