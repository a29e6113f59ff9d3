import { API, type CommentListResponseSchema, MAX_PAGE_SIZE } from '@ideaignite/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { talkCommentsQueryKey } from '../../../lib/query-keys.ts';

export type CommentListResponse = z.infer<typeof CommentListResponseSchema>;

/** GET blogs/{blogId}/comments, newest first. A talk already carries its latest 20; this is 'View all'. */
export function getTalkComments(
  blogId: string,
  { cursor, signal }: { cursor?: string; signal?: AbortSignal } = {},
) {
  const params = new URLSearchParams({ limit: String(MAX_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<CommentListResponse>(`${API.talkComments(blogId)}?${params}`, { signal });
}

export const talkCommentsQueryOptions = (blogId: string) =>
  infiniteQueryOptions({
    queryKey: talkCommentsQueryKey(blogId),
    queryFn: ({ pageParam, signal }) => getTalkComments(blogId, { cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useTalkComments(blogId: string, enabled: boolean) {
  return useInfiniteQuery({ ...talkCommentsQueryOptions(blogId), enabled });
}
