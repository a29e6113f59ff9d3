import type { EndpointAnswer } from '@ideaignite/contract';
import { talksApi } from '@ideaignite/contract/talks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../call.ts';
import { addCommentToPost } from '../content-cache.ts';

export type CommentCreatedResponse = EndpointAnswer<typeof talksApi.addComment>;

/**
 * POST blogs/{blogId}/comments (a blog's or a talk's; beyond the prototype): the comment goes into
 * every list that shows the post, and the server tells every client (newTalkComment), this one too.
 * `idempotencyKey`: the same comment sent again is stored once (decision 038).
 */
export function addPostComment({
  blogId,
  text,
  idempotencyKey,
}: {
  blogId: string;
  text: string;
  idempotencyKey?: string | undefined;
}) {
  return call(talksApi.addComment, { params: { blogId }, body: { text, idempotencyKey } });
}

export function useAddPostComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPostComment,
    onSuccess: ({ comment }, { blogId }) => addCommentToPost(queryClient, blogId, comment),
  });
}
