import { API, type AppNotification } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshUnreadCounts } from '../../../lib/unread-counts.ts';
import { replaceNotifications } from '../notification-cache.ts';

export function markNotificationRead(id: string): Promise<AppNotification> {
  return apiRequest<AppNotification>(API.notificationRead(id), { method: 'POST' });
}

export function markAllNotificationsRead(): Promise<{ count: number }> {
  return apiRequest<{ count: number }>(API.notificationsReadAll, { method: 'POST' });
}

/** 'Mark as read' on one notification. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) => {
      replaceNotifications(queryClient, (item) => (item._id === read._id ? read : item));
      refreshUnreadCounts(queryClient);
    },
  });
}

/** 'Mark all as read'. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      replaceNotifications(queryClient, (item) => (item.isRead ? item : { ...item, isRead: true }));
      refreshUnreadCounts(queryClient);
    },
  });
}
