import { API, type ReportQueueResponse } from '@ideaignite/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withQuery } from '../../../lib/get-page.ts';
import { reportQueueQueryKey } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

export type QueueStatus = 'open' | 'closed';
export type QueueData = InfiniteData<ReportQueueResponse, string | undefined>;

export const reportQueueQueryOptions = (status: QueueStatus) =>
  infiniteQueryOptions({
    queryKey: reportQueueQueryKey(status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ReportQueueResponse>(withQuery(API.adminReports, { status, cursor: pageParam }), {
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Other moderators work the same queue: load it again on each visit.
    staleTime: 0,
  });

/** The moderators' queue, open or closed reports, newest first (GET /api/admin/reports). */
export function useReportQueue(status: QueueStatus) {
  const session = useSession();
  return useInfiniteQuery({ ...reportQueueQueryOptions(status), enabled: Boolean(session) });
}
