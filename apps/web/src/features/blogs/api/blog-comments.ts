import { API, type CommentCreatedResponseSchema, type CommentListResponseSchema } from '@ideaignite/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { talkCommentsQueryKey } from '../../../lib/query-keys.ts';
import { addCommentToBlog } from '../blog-comment-cache.ts';

export type CommentListResponse = z.infer<typeof CommentListResponseSchema>;
export type CommentCreatedResponse = z.infer<typeof CommentCreatedResponseSchema>;

/** Comments per page in the reader. */
export const BLOG_COMMENTS_PAGE_SIZE = 10;

/**
 * GET blogs/{blogId}/comments, newest first. Blog and talk comments share the server's routes and
 * this cache key, so an edit or delete (lib/content-cache.ts) reaches the reader's list too.
 */
export function getBlogComments(
  blogId: string,
  { cursor, signal }: { cursor?: string; signal?: AbortSignal } = {},
) {
  const params = new URLSearchParams({ limit: String(BLOG_COMMENTS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<CommentListResponse>(`${API.talkComments(blogId)}?${params}`, { signal });
}

export const blogCommentsQueryOptions = (blogId: string) =>
  infiniteQueryOptions({
    queryKey: talkCommentsQueryKey(blogId),
    queryFn: ({ pageParam, signal }) => getBlogComments(blogId, { cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** A blog's comments, loaded once it is opened to read. */
export function useBlogComments(blogId: string) {
  return useInfiniteQuery(blogCommentsQueryOptions(blogId));
}

/** POST blogs/{blogId}/comments; the server then tells every client (newTalkComment), this one included. */
export function addBlogComment({ blogId, text }: { blogId: string; text: string }) {
  return apiRequest<CommentCreatedResponse>(API.talkComments(blogId), { method: 'POST', json: { text } });
}

export function useAddBlogComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBlogComment,
    onSuccess: ({ comment }, { blogId }) => addCommentToBlog(queryClient, blogId, comment),
  });
}
