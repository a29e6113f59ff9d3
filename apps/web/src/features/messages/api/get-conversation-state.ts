import { messagesApi } from '@ideaignite/contract/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { conversationStateQueryKey } from '../../../lib/query-keys.ts';

export const conversationStateQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: conversationStateQueryKey(userId),
    queryFn: ({ signal }) => call(messagesApi.state, { params: { userId } }, { signal }),
    staleTime: 0,
  });

/**
 * Where my conversation with one person stands (GET /api/messages/{userId}/state): a request to
 * answer, muted, blocked, whether I may send and why not. Until it answers the chat works as before.
 */
export function useConversationState(userId: string, enabled = true) {
  return useQuery({ ...conversationStateQueryOptions(userId), enabled });
}
