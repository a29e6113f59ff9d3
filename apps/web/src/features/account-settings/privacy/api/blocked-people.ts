import type { BlockedUser, EndpointAnswer } from '@ideaignite/contract';
import { blocksApi } from '@ideaignite/contract/blocks';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call.ts';
import { BLOCKS_QUERY_KEY } from '../../../../lib/query-keys.ts';
import { useSession } from '../../../../lib/use-session.ts';

export const blockedPeopleQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: BLOCKS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => call(blocksApi.list, { query: { cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The people I blocked, newest first (GET /api/blocks), 'Load more' following nextCursor. */
export function useBlockedPeople() {
  const session = useSession();
  return useInfiniteQuery({ ...blockedPeopleQueryOptions(), enabled: Boolean(session) });
}

/** The loaded pages without one person: an unblocked row leaves at once, before the list reloads. */
export function withoutPerson(
  data: InfiniteData<EndpointAnswer<typeof blocksApi.list>, string | undefined> | undefined,
  userId: string,
) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((person: BlockedUser) => person._id !== userId),
    })),
  };
}
