import type { EndpointAnswer } from '@ideaignite/contract';
import { videosApi } from '@ideaignite/contract/videos';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { VIDEOS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

export type VideoListResponse = EndpointAnswer<typeof videosApi.list>;

/** Twelve cards fill whole rows of the 1-, 2- and 3-column grid. */
export const VIDEO_PAGE_SIZE = 12;

export function getVideos({ cursor, signal }: { cursor?: string; signal?: AbortSignal } = {}) {
  return call(videosApi.list, { query: { limit: VIDEO_PAGE_SIZE, cursor } }, { signal });
}

export const videosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: VIDEOS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => getVideos({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The /videos grid, page by page ('Load more' follows nextCursor). */
export function useVideos() {
  const session = useSession();
  return useInfiniteQuery({ ...videosQueryOptions(), enabled: Boolean(session) });
}
