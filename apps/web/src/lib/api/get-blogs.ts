import type { EndpointAnswer } from '@ideaignite/contract';
import { blogsApi } from '@ideaignite/contract/blogs';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../call.ts';
import { type BlogKind, blogsQueryKey } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

export type BlogListResponse = EndpointAnswer<typeof blogsApi.list>;

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
  return call(blogsApi.list, { query: { kind, limit: BLOG_PAGE_SIZE, cursor } }, { signal });
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
