import { API, type CommentListResponseSchema } from '@ideaignite/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { talkCommentsQueryKey } from '../query-keys.ts';

export type CommentListResponse = z.infer<typeof CommentListResponseSchema>;

/**
 * GET blogs/{blogId}/comments, newest first: a blog's or a talk's (they share the server's routes
 * and this cache key, so an edit or delete (content-cache.ts) reaches whichever list shows it).
 */
export function getPostComments(
  blogId: string,
  { limit, cursor, signal }: { limit: number; cursor?: string; signal?: AbortSignal },
) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<CommentListResponse>(`${API.talkComments(blogId)}?${params}`, { signal });
}

export const postCommentsQueryOptions = (blogId: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: talkCommentsQueryKey(blogId),
    queryFn: ({ pageParam, signal }) =>
      getPostComments(blogId, { limit: pageSize, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
