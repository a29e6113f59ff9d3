import { type Role, SOCKET_EVENTS } from '@ideaignite/contract';
import { messagesApi } from '@ideaignite/contract/messages';
import { notificationsApi } from '@ideaignite/contract/notifications';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { type UnreadKind, unreadCountQueryKey } from '../../lib/query-keys.ts';
import { useSocketEvent } from '../../lib/socket.ts';
import { useSession } from '../../lib/use-session.ts';
import { sidebarMenu } from './sidebar-menus.ts';

const COUNTS: Record<UnreadKind, () => Promise<{ count: number }>> = {
  messages: () => call(messagesApi.unreadCount),
  notifications: () => call(notificationsApi.unreadCount),
};
const REFRESH_MS = 30_000;

/** One badge's count. A badge is a hint: a failed count leaves it out rather than showing an error. */
export const unreadCountQueryOptions = (kind: UnreadKind) =>
  queryOptions({ queryKey: unreadCountQueryKey(kind), queryFn: COUNTS[kind], retry: false });

function useUnreadCount(kind: UnreadKind, enabled: boolean): number {
  const { data } = useQuery({
    ...unreadCountQueryOptions(kind),
    select: (answer) => answer.count,
    enabled,
    refetchInterval: REFRESH_MS,
  });
  return enabled ? (data ?? 0) : 0;
}

/** The badges the role's sidebar has room for (a Co-founder's has no Messages entry). */
export function badgesOf(role: Role | null | undefined): Set<UnreadKind> {
  const links = sidebarMenu(role).flatMap((item) => (item.kind === 'group' ? item.children : [item]));
  return new Set(links.flatMap((item) => (item.kind === 'link' && item.badge ? [item.badge] : [])));
}

/**
 * Unread messages and notifications for the sidebar badges: polled, and refreshed on live events.
 * Only the counts the role's sidebar shows are fetched; the others stay 0.
 */
export function useUnreadCounts(): Record<UnreadKind, number> {
  const badges = badgesOf(useSession()?.role);
  const queryClient = useQueryClient();
  const counts = {
    messages: useUnreadCount('messages', badges.has('messages')),
    notifications: useUnreadCount('notifications', badges.has('notifications')),
  };
  useSocketEvent(SOCKET_EVENTS.notification, () => {
    queryClient.invalidateQueries({ queryKey: unreadCountQueryKey('notifications') });
  });
  useSocketEvent(SOCKET_EVENTS.receiveMessage, () => {
    queryClient.invalidateQueries({ queryKey: unreadCountQueryKey('messages') });
  });
  return counts;
}
