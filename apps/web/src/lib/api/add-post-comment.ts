import { API, type CommentCreatedResponseSchema } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { addCommentToPost } from '../content-cache.ts';

export type CommentCreatedResponse = z.infer<typeof CommentCreatedResponseSchema>;

/**
 * POST blogs/{blogId}/comments (a blog's or a talk's; beyond the prototype): the comment goes into
 * every list that shows the post, and the server tells every client (newTalkComment), this one too.
 */
export function addPostComment({ blogId, text }: { blogId: string; text: string }) {
  return apiRequest<CommentCreatedResponse>(API.talkComments(blogId), { method: 'POST', json: { text } });
}

export function useAddPostComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPostComment,
    onSuccess: ({ comment }, { blogId }) => addCommentToPost(queryClient, blogId, comment),
  });
}
