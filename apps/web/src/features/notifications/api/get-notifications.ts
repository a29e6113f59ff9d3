import type { AppNotification } from '@ideaignite/contract';
import { notificationsApi } from '@ideaignite/contract/notifications';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call.ts';
import type { Page } from '../../../lib/get-page.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

export const NOTIFICATION_PAGE_SIZE = 20;
export type NotificationsData = InfiniteData<Page<AppNotification>>;

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      callPage(
        notificationsApi.list,
        { query: { limit: NOTIFICATION_PAGE_SIZE, cursor: pageParam } },
        { signal },
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
