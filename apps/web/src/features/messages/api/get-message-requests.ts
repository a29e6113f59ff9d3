import { messagesApi } from '@ideaignite/contract/messages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call.ts';
import { MESSAGE_REQUESTS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';
import { CHAT_PAGE_SIZE } from './get-chat-list.ts';

export const messageRequestsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: MESSAGE_REQUESTS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      callPage(messagesApi.requests, { query: { limit: CHAT_PAGE_SIZE, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });

/** Messages from people I am not connected with, waiting for Accept or Decline (GET /api/messages/requests). */
export function useMessageRequests() {
  const session = useSession();
  return useInfiniteQuery({ ...messageRequestsQueryOptions(), enabled: Boolean(session) });
}
