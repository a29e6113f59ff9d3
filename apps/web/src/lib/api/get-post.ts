import type { Blog, PostKind, Video } from '@ideaignite/contract';
import { blogsApi } from '@ideaignite/contract/blogs';
import { talksApi } from '@ideaignite/contract/talks';
import { videosApi } from '@ideaignite/contract/videos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api-client.ts';
import { call } from '../call.ts';
import { postQueryKey } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

type PostOf<Kind extends PostKind> = Kind extends 'video' ? Video : Blog;

async function getPost(kind: PostKind, id: string, signal: AbortSignal): Promise<Video | Blog> {
  switch (kind) {
    case 'video':
      return (await call(videosApi.get, { params: { videoId: id } }, { signal })).video;
    case 'blog':
      return (await call(blogsApi.get, { params: { blogId: id } }, { signal })).blog;
    case 'talk':
      return (await call(talksApi.get, { params: { talkId: id } }, { signal })).blog;
  }
}

/**
 * One video, blog or talk at its own address (issue 26): the post itself in the cache (null once
 * it is deleted while open, content-cache.ts). A refusal (404: gone, hidden, blocked) is not asked
 * again: the answer would be the same.
 */
export const postQueryOptions = <Kind extends PostKind>(kind: Kind, id: string) =>
  queryOptions({
    queryKey: postQueryKey(kind, id),
    queryFn: ({ signal }) => getPost(kind, id, signal) as Promise<PostOf<Kind> | null>,
    retry: (failures: number, error: Error) =>
      !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export function usePost<Kind extends PostKind>(kind: Kind, id: string) {
  const session = useSession();
  return useQuery({ ...postQueryOptions(kind, id), enabled: Boolean(session) });
}
