import type { EndpointAnswer } from '@ideaignite/contract';
import { commentsApi } from '@ideaignite/contract/comments';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { videoCommentsQueryKey } from '../../../lib/query-keys.ts';

export type CommentListResponse = EndpointAnswer<typeof commentsApi.videoComments>;

export const VIDEO_COMMENTS_PAGE_SIZE = 10;

/** GET commentget/{videoId}, newest first; the token is optional here but sent when present. */
export function getVideoComments(
  videoId: string,
  { cursor, signal }: { cursor?: string; signal?: AbortSignal } = {},
) {
  return call(
    commentsApi.videoComments,
    { params: { videoId }, query: { limit: VIDEO_COMMENTS_PAGE_SIZE, cursor } },
    { signal },
  );
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
