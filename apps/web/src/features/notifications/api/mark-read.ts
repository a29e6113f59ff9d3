import { notificationsApi } from '@ideaignite/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { refreshUnreadCounts } from '../../../lib/unread-counts.ts';
import { replaceNotifications } from '../notification-cache.ts';

export function markNotificationRead(notificationId: string) {
  return call(notificationsApi.read, { params: { notificationId } });
}

export function markAllNotificationsRead() {
  return call(notificationsApi.readAll);
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
