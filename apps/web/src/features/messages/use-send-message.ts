import { API_ERRORS, type ChatMessage, type ConversationInfo } from '@ideaignite/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { announce } from '../../lib/announce.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { onOutboxSent, sendOrQueue, startOutbox } from '../../lib/outbox.ts';
import { conversationStateQueryKey, MESSAGE_REQUESTS_QUERY_KEY } from '../../lib/query-keys.ts';
import { sendChatMessage } from './api/send-message.ts';
import { addToConversation, moveChatToTop } from './chat-cache.ts';
import { messagesWords } from './words/index.ts';

/** A message shown at once, before the server has stored it. */
export interface PendingMessage {
  tempId: string;
  receiverId: string;
  text: string;
  createdAt: string;
}

let nextTempId = 0;

/** A stored message of mine goes into its conversation and moves its chat to the top. */
function showSent(queryClient: QueryClient, me: string, message: ChatMessage) {
  addToConversation(queryClient, message.receiverId, message);
  moveChatToTop(queryClient, message, { me, unseen: false });
}

/**
 * Optimistic sending: the message shows at once (marked sending), then the server's stored copy
 * replaces it. On failure it goes, the error (the server's words) shows and `onFailed` gets the
 * text back for a retry: nothing written is lost. Offline, or when the send gets no answer, it
 * waits in the outbox ("Waiting to send", lib/outbox.ts) and goes when the connection returns.
 */
export function useSendMessage(me: string) {
  const queryClient = useQueryClient();
  const m = useWords(messagesWords);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [error, setError] = useState<string | null>(null);

  // What the outbox sends (now or when the connection returns) shows like any sent message.
  useEffect(() => {
    startOutbox();
    return onOutboxSent((sent) => {
      if (sent.kind === 'message' && sent.message.senderId === me) showSent(queryClient, me, sent.message);
    });
  }, [me, queryClient]);

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
        const sent = await sendOrQueue(me, { kind: 'message', receiverId }, text, (key) =>
          sendChatMessage(me, receiverId, text, key),
        );
        if (sent.queued) {
          announce(m.waitingToSendAnnouncement);
          return;
        }
        const message = sent.answer;
        showSent(queryClient, me, message);
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
    [me, queryClient, m],
  );

  return { pending, error, clearError: () => setError(null), send };
}
