import { API, type BlogListResponseSchema } from '@ideaignite/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { type BlogKind, blogsQueryKey } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

export const BLOG_PAGE_SIZE = 10;

export function getBlogs({
  kind,
  cursor,
  signal,
}: {
  kind: BlogKind;
  cursor?: string;
  signal?: AbortSignal;
}) {
  const params = new URLSearchParams({ kind, limit: String(BLOG_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<BlogListResponse>(`${API.getBlogs}?${params}`, { signal });
}

export const blogsQueryOptions = (kind: BlogKind) =>
  infiniteQueryOptions({
    queryKey: blogsQueryKey(kind),
    queryFn: ({ pageParam, signal }) => getBlogs({ kind, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Blogs (kind=blog) for /blogs or talks (kind=talk) for /talks, newest first, page by page. */
export function useBlogs(kind: BlogKind) {
  const session = useSession();
  return useInfiniteQuery({ ...blogsQueryOptions(kind), enabled: Boolean(session) });
}
