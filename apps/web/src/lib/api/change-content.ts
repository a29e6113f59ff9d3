import type { Blog, CommentTarget, VideoUpdate } from '@ideaignite/contract';
import { blogsApi } from '@ideaignite/contract/blogs';
import { commentsApi } from '@ideaignite/contract/comments';
import { talksApi } from '@ideaignite/contract/talks';
import { videosApi } from '@ideaignite/contract/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../call.ts';
import {
  applyBlogEdit,
  applyCommentEdit,
  applyVideoEdit,
  removeBlogFromCaches,
  removeCommentFromCaches,
  removeVideoFromCaches,
} from '../content-cache.ts';
import { COMPLETENESS_QUERY_KEY } from '../query-keys.ts';

/*
 * Editing and deleting what the viewer posted. Each call puts its answer into every cache that
 * shows the item (the same changes the live events bring to everyone else).
 */

export function useEditVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, fields }: { videoId: string; fields: VideoUpdate }) =>
      call(videosApi.edit, { params: { videoId }, body: fields }),
    onSuccess: ({ video }) => applyVideoEdit(queryClient, video),
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) => call(videosApi.remove, { params: { videoId } }),
    onSuccess: (_answer, videoId) => {
      removeVideoFromCaches(queryClient, videoId);
      // A deleted video can take the profile's pitch video with it.
      void queryClient.invalidateQueries({ queryKey: COMPLETENESS_QUERY_KEY });
    },
  });
}

export interface BlogChange {
  title?: string;
  summary?: string;
  content?: string;
  /** A new cover, or null to remove the current one; undefined leaves it. */
  cover?: File | null;
}

export function useEditBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blogId, change }: { blogId: string; change: BlogChange }) => {
      const form = new FormData();
      for (const field of ['title', 'summary', 'content'] as const) {
        const value = change[field];
        if (value !== undefined) form.append(field, value);
      }
      if (change.cover) form.append('image', change.cover);
      else if (change.cover === null) form.append('removeCover', 'true');
      return call(blogsApi.edit, { params: { blogId }, body: form });
    },
    onSuccess: ({ blog }) => applyBlogEdit(queryClient, blog),
  });
}

export function useEditTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ talkId, title }: { talkId: string; title: string }) =>
      call(talksApi.edit, { params: { talkId }, body: { title } }),
    onSuccess: ({ blog }) => applyBlogEdit(queryClient, blog),
  });
}

/** Deletes a blog or a talk (each has its own route). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: Blog['kind'] }) =>
      kind === 'blog'
        ? call(blogsApi.remove, { params: { blogId: id } })
        : call(talksApi.remove, { params: { talkId: id } }),
    onSuccess: (_answer, { id }) => removeBlogFromCaches(queryClient, id),
  });
}

/** The comment calls of each target: on a video, or on a blog or talk ("talk" comments). */
const COMMENT_CALLS = {
  video: { edit: commentsApi.editVideoComment, remove: commentsApi.removeVideoComment },
  talk: { edit: commentsApi.editTalkComment, remove: commentsApi.removeTalkComment },
} as const;

export function useEditComment(target: CommentTarget, parentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: string; text: string }) =>
      call(COMMENT_CALLS[target].edit, { params: { commentId }, body: { text } }),
    onSuccess: ({ comment }) => applyCommentEdit(queryClient, target, parentId, comment),
  });
}

export function useDeleteComment(target: CommentTarget, parentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => call(COMMENT_CALLS[target].remove, { params: { commentId } }),
    onSuccess: (_answer, commentId) => removeCommentFromCaches(queryClient, target, parentId, commentId),
  });
}
