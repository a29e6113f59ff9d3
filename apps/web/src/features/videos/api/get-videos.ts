import { API, type VideoListResponseSchema } from '@ideaignite/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { VIDEOS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

export type VideoListResponse = z.infer<typeof VideoListResponseSchema>;

/** Twelve cards fill whole rows of the 1-, 2- and 3-column grid. */
export const VIDEO_PAGE_SIZE = 12;

export function getVideos({ cursor, signal }: { cursor?: string; signal?: AbortSignal } = {}) {
  const params = new URLSearchParams({ limit: String(VIDEO_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<VideoListResponse>(`${API.getVideos}?${params}`, { signal });
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
