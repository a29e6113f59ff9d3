import type { AppNotification } from '@ideaignite/contract';
import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_QUERY_KEY } from '../../lib/query-keys.ts';
import type { NotificationsData } from './api/get-notifications.ts';

function update(queryClient: QueryClient, change: (data: NotificationsData) => NotificationsData) {
  queryClient.setQueryData<NotificationsData>(NOTIFICATIONS_QUERY_KEY, (data) =>
    data ? change(data) : data,
  );
}

/**
 * A live notification goes to the top. A grouped one (more messages from the same person) comes
 * again with the same _id: the old copy goes, so it shows once, at the top, with its new words.
 */
export function prependNotification(queryClient: QueryClient, notification: AppNotification) {
  update(queryClient, (data) => ({
    ...data,
    pages: data.pages.map((page, index) => {
      const rest = page.items.filter((item) => item._id !== notification._id);
      return { ...page, items: index === 0 ? [notification, ...rest] : rest };
    }),
  }));
}

/** Replaces notifications in place (after marking read). */
export function replaceNotifications(
  queryClient: QueryClient,
  pick: (item: AppNotification) => AppNotification,
) {
  update(queryClient, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map(pick) })),
  }));
}
