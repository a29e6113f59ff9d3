import { type AppNotification, NOTIFICATION_TEXTS, notificationMessage } from '@ideaignite/contract';
import { contractHindi, useContractText } from '../../lib/i18n/contract.ts';
import { useLocale } from '../../lib/i18n/locale.ts';

/**
 * A notification's words in the interface language: from its params when it has them (one
 * pushed over the socket arrives in English), else the words the server sent.
 */
export function useNotificationWords(): (notification: AppNotification) => string {
  const locale = useLocale();
  useContractText(); // fetches the contract's Hindi when Hindi is on
  return (notification) => {
    if (!notification.params) return notification.message;
    const texts = locale === 'hi-IN' ? contractHindi()?.NOTIFICATION_TEXTS_HI : NOTIFICATION_TEXTS;
    return texts ? notificationMessage(texts, notification.params) : notification.message;
  };
}
