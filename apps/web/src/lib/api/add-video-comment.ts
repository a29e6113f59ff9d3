import { API, type CommentCreatedResponseSchema } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';

export type CommentCreatedResponse = z.infer<typeof CommentCreatedResponseSchema>;

/** POST videos/comments; the server then tells every client (newComment), this one included. */
export function addVideoComment({ videoId, text }: { videoId: string; text: string }) {
  return apiRequest<CommentCreatedResponse>(API.commentVideo, { method: 'POST', json: { text, videoId } });
}

export function useAddVideoComment() {
  return useMutation({ mutationFn: addVideoComment });
}
