import {
  API,
  type Blog,
  type Comment,
  type CommentTarget,
  type Video,
  type VideoUpdate,
} from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
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

type Answer<Key extends string, Item> = { success: true; message: string } & Record<Key, Item>;
type Deleted = { success: true; message: string };

export function useEditVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, fields }: { videoId: string; fields: VideoUpdate }) =>
      apiRequest<Answer<'video', Video>>(API.video(videoId), { method: 'PATCH', json: fields }),
    onSuccess: ({ video }) => applyVideoEdit(queryClient, video),
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) => apiRequest<Deleted>(API.video(videoId), { method: 'DELETE' }),
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
      return apiRequest<Answer<'blog', Blog>>(API.blog(blogId), { method: 'PATCH', body: form });
    },
    onSuccess: ({ blog }) => applyBlogEdit(queryClient, blog),
  });
}

export function useEditTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ talkId, title }: { talkId: string; title: string }) =>
      apiRequest<Answer<'blog', Blog>>(API.talk(talkId), { method: 'PATCH', json: { title } }),
    onSuccess: ({ blog }) => applyBlogEdit(queryClient, blog),
  });
}

/** Deletes a blog or a talk (each has its own route). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: Blog['kind'] }) =>
      apiRequest<Deleted>(kind === 'blog' ? API.blog(id) : API.talk(id), { method: 'DELETE' }),
    onSuccess: (_answer, { id }) => removeBlogFromCaches(queryClient, id),
  });
}

const commentUrl = (target: CommentTarget, id: string) =>
  target === 'video' ? API.videoComment(id) : API.talkComment(id);

export function useEditComment(target: CommentTarget, parentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: string; text: string }) =>
      apiRequest<Answer<'comment', Comment>>(commentUrl(target, commentId), {
        method: 'PATCH',
        json: { text },
      }),
    onSuccess: ({ comment }) => applyCommentEdit(queryClient, target, parentId, comment),
  });
}

export function useDeleteComment(target: CommentTarget, parentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      apiRequest<Deleted>(commentUrl(target, commentId), { method: 'DELETE' }),
    onSuccess: (_answer, commentId) => removeCommentFromCaches(queryClient, target, parentId, commentId),
  });
}
