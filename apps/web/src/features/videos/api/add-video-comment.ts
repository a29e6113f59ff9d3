import type { EndpointAnswer } from '@ideaignite/contract';
import { commentsApi } from '@ideaignite/contract/comments';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

export type CommentCreatedResponse = EndpointAnswer<typeof commentsApi.addVideoComment>;

/** POST videos/comments; the server then tells every client (newComment), this one included. */
export function addVideoComment({ videoId, text }: { videoId: string; text: string }) {
  return call(commentsApi.addVideoComment, { body: { text, videoId } });
}

export function useAddVideoComment() {
  return useMutation({ mutationFn: addVideoComment });
}
