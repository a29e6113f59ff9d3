import { API, type AppNotification } from '@ideaignite/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/use-session.ts';
import { getPage, type Page, withQuery } from '../../messages/api/get-page.ts';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const NOTIFICATION_PAGE_SIZE = 20;
export type NotificationsData = InfiniteData<Page<AppNotification>>;

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      getPage<AppNotification>(
        withQuery(API.notifications, { limit: NOTIFICATION_PAGE_SIZE, cursor: pageParam }),
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Live notifications reach it only while the page is open: load it again on each visit.
    staleTime: 0,
  });

/** My notifications, newest first (GET /api/Notifications), 'Load more' following X-Next-Cursor. */
export function useNotifications() {
  const session = useSession();
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled: Boolean(session) });
}
