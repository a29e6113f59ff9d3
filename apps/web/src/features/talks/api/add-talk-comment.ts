import { API, type CommentCreatedResponseSchema } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type CommentCreatedResponse = z.infer<typeof CommentCreatedResponseSchema>;

/** POST blogs/{blogId}/comments: saved on the server (beyond the prototype), pushed as newTalkComment. */
export function addTalkComment({ blogId, text }: { blogId: string; text: string }) {
  return apiRequest<CommentCreatedResponse>(API.talkComments(blogId), { method: 'POST', json: { text } });
}

export function useAddTalkComment() {
  return useMutation({ mutationFn: addTalkComment });
}
