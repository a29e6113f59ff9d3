import type { ConversationInfo } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { announce } from '../../lib/announce.ts';
import { useBlockUser } from '../../lib/api/block-user.ts';
import {
  CHATS_QUERY_KEY,
  conversationStateQueryKey,
  MESSAGE_REQUESTS_QUERY_KEY,
} from '../../lib/query-keys.ts';
import { answerRequest } from './api/answer-request.ts';
import { muteConversation } from './api/mute-conversation.ts';
import { removeRequest, setChatMuted } from './chat-cache.ts';

/**
 * What I can do about a conversation: answer its request, mute it, block its partner. Each calls
 * the API, updates the cached lists and state, and announces the server's words; a failure throws
 * for the caller to show.
 */
export function useConversationActions(partnerId: string) {
  const queryClient = useQueryClient();
  const blockUser = useBlockUser();
  const stateKey = conversationStateQueryKey(partnerId);
  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: stateKey });
    queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
    queryClient.invalidateQueries({ queryKey: MESSAGE_REQUESTS_QUERY_KEY });
  };

  const answer = async (choice: 'accept' | 'decline') => {
    const { message } = await answerRequest(partnerId, choice);
    removeRequest(queryClient, partnerId);
    refresh();
    announce(message);
  };

  const block = async () => {
    const { message } = await blockUser.mutateAsync(partnerId);
    removeRequest(queryClient, partnerId);
    refresh();
    announce(message);
  };

  const setMuted = async (muted: boolean) => {
    const answer = await muteConversation(partnerId, muted);
    queryClient.setQueryData<ConversationInfo>(stateKey, (info) =>
      info ? { ...info, muted: answer.muted } : info,
    );
    setChatMuted(queryClient, partnerId, answer.muted);
    announce(answer.message);
  };

  return { accept: () => answer('accept'), decline: () => answer('decline'), block, setMuted };
}
