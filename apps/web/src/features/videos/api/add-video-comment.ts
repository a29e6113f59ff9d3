import type { EndpointAnswer } from '@ideaignite/contract';
import { commentsApi } from '@ideaignite/contract/comments';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

export type CommentCreatedResponse = EndpointAnswer<typeof commentsApi.addVideoComment>;

/**
 * POST videos/comments; the server then tells every client (newComment), this one included.
 * `idempotencyKey`: the same comment sent again is stored once (decision 038).
 */
export function addVideoComment({
  videoId,
  text,
  idempotencyKey,
}: {
  videoId: string;
  text: string;
  idempotencyKey?: string | undefined;
}) {
  return call(commentsApi.addVideoComment, { body: { text, videoId, idempotencyKey } });
}

export function useAddVideoComment() {
  return useMutation({ mutationFn: addVideoComment });
}
