import type { EndpointAnswer } from '@ideaignite/contract';
import { talksApi } from '@ideaignite/contract/talks';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../call.ts';
import { talkCommentsQueryKey } from '../query-keys.ts';

export type CommentListResponse = EndpointAnswer<typeof talksApi.comments>;

/**
 * GET blogs/{blogId}/comments, newest first: a blog's or a talk's (they share the server's routes
 * and this cache key, so an edit or delete (content-cache.ts) reaches whichever list shows it).
 */
export function getPostComments(
  blogId: string,
  { limit, cursor, signal }: { limit: number; cursor?: string; signal?: AbortSignal },
) {
  return call(talksApi.comments, { params: { blogId }, query: { limit, cursor } }, { signal });
}

export const postCommentsQueryOptions = (blogId: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: talkCommentsQueryKey(blogId),
    queryFn: ({ pageParam, signal }) =>
      getPostComments(blogId, { limit: pageSize, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
