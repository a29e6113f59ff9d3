import type { PostKind } from '@ideaignite/contract';
import { blogsApi } from '@ideaignite/contract/blogs';
import { talksApi } from '@ideaignite/contract/talks';
import { videosApi } from '@ideaignite/contract/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../call.ts';
import { applyLikes } from '../content-cache.ts';

export interface LikeChange {
  kind: PostKind;
  id: string;
  /** true to like, false to take the like back. */
  like: boolean;
}

/** Likes a video, blog or talk, or takes the like back; answers the server's count. */
export function likePost({ kind, id, like }: LikeChange) {
  switch (kind) {
    case 'video':
      return call(like ? videosApi.like : videosApi.unlike, { body: { videoId: id } });
    case 'blog':
      return call(like ? blogsApi.like : blogsApi.unlike, { params: { blogId: id } });
    case 'talk':
      return call(like ? talksApi.like : talksApi.unlike, { params: { talkId: id } });
  }
}

/** A like or unlike that, once saved, shows the count and the heart wherever the post is shown. */
export function useLikePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likePost,
    onSuccess: (answer, { kind, id }) => applyLikes(queryClient, kind, id, answer.likes, answer.userHasLiked),
  });
}
