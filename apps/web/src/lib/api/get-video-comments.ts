import { API, type CommentListResponseSchema } from '@ideaignite/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { videoCommentsQueryKey } from '../query-keys.ts';

export type CommentListResponse = z.infer<typeof CommentListResponseSchema>;

export const VIDEO_COMMENTS_PAGE_SIZE = 10;

/** GET commentget/{videoId}, newest first; the token is optional here but sent when present. */
export function getVideoComments(
  videoId: string,
  { cursor, signal }: { cursor?: string; signal?: AbortSignal } = {},
) {
  const params = new URLSearchParams({ limit: String(VIDEO_COMMENTS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<CommentListResponse>(`${API.videoComments(videoId)}?${params}`, { signal });
}

export const videoCommentsQueryOptions = (videoId: string) =>
  infiniteQueryOptions({
    queryKey: videoCommentsQueryKey(videoId),
    queryFn: ({ pageParam, signal }) => getVideoComments(videoId, { cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** A video's comments, loaded only once its comments section is opened. */
export function useVideoComments(videoId: string, enabled: boolean) {
  return useInfiniteQuery({ ...videoCommentsQueryOptions(videoId), enabled });
}
