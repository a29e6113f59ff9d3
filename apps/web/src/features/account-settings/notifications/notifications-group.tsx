import { useWords } from '../../../lib/i18n/words.ts';
import { DigestCard } from './components/digest-card.tsx';
import { NotificationChannelsCard } from './components/notification-channels-card.tsx';
import { PushDeviceCard } from './components/push-device-card.tsx';
import { notificationSettingsWords } from './words/index.ts';

/** The settings page's "Notifications" group: channels per kind, push on this device, and the daily digest. */
export function useNotificationsGroup() {
  const m = useWords(notificationSettingsWords);
  return {
    id: 'notifications',
    heading: m.group,
    cards: (
      <>
        <NotificationChannelsCard />
        <PushDeviceCard />
        <DigestCard />
      </>
    ),
  };
}
