import type { EndpointAnswer } from '@ideaignite/contract';
import { moderationApi } from '@ideaignite/contract/moderation';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { reportQueueQueryKey } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

export type QueueStatus = 'open' | 'closed';
export type QueueData = InfiniteData<EndpointAnswer<typeof moderationApi.queue>, string | undefined>;

export const reportQueueQueryOptions = (status: QueueStatus) =>
  infiniteQueryOptions({
    queryKey: reportQueueQueryKey(status),
    queryFn: ({ pageParam, signal }) =>
      call(moderationApi.queue, { query: { status, cursor: pageParam } }, { signal }),
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
