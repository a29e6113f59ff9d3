import { API_ERRORS, type ConversationInfo } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { conversationStateQueryKey, MESSAGE_REQUESTS_QUERY_KEY } from '../../lib/query-keys.ts';
import { sendChatMessage } from './api/send-message.ts';
import { addToConversation, moveChatToTop } from './chat-cache.ts';

/** A message shown at once, before the server has stored it. */
export interface PendingMessage {
  tempId: string;
  receiverId: string;
  text: string;
  createdAt: string;
}

let nextTempId = 0;

/**
 * Optimistic sending: the message shows at once (marked sending), then the server's stored copy
 * replaces it. On failure it goes, the error (the server's words) shows and `onFailed` gets the
 * text back for a retry: nothing written is lost.
 */
export function useSendMessage(me: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(
    async (receiverId: string, text: string, onFailed: (text: string) => void) => {
      nextTempId += 1;
      const item: PendingMessage = {
        tempId: `pending-${nextTempId}`,
        receiverId,
        text,
        createdAt: new Date().toISOString(),
      };
      setError(null);
      setPending((list) => [...list, item]);
      try {
        const message = await sendChatMessage(me, receiverId, text);
        addToConversation(queryClient, receiverId, message);
        moveChatToTop(queryClient, message, { me, unseen: false });
        // A reply accepts a request, and a request's sender may have used up its messages.
        const info = queryClient.getQueryData<ConversationInfo>(conversationStateQueryKey(receiverId));
        if (info && (info.state !== 'inbox' || info.awaitingAcceptance)) {
          queryClient.invalidateQueries({ queryKey: conversationStateQueryKey(receiverId) });
          queryClient.invalidateQueries({ queryKey: MESSAGE_REQUESTS_QUERY_KEY });
        }
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : API_ERRORS.internal);
        onFailed(text);
        // Refused (blocked, a request's limit, too fast): the box may give way to the reason.
        queryClient.invalidateQueries({ queryKey: conversationStateQueryKey(receiverId) });
      } finally {
        setPending((list) => list.filter((entry) => entry.tempId !== item.tempId));
      }
    },
    [me, queryClient],
  );

  return { pending, error, clearError: () => setError(null), send };
}
