import { type ChatMessage, SOCKET_EVENTS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, useSocketEvent } from '../../lib/socket.ts';
import { refreshUnreadCounts } from '../../lib/unread-counts.ts';
import { markConversationRead } from './api/mark-conversation-read.ts';
import { addToConversation, clearChatUnread, moveChatToTop, partnerOf } from './chat-cache.ts';

/**
 * Live messages while /messages is open: one for the open chat is appended and marked read; any
 * other moves its chat to the top with one more unread. Also says `join` once connected, as the
 * prototype did (the server puts a socket in its own room either way).
 */
export function useLiveMessages(me: string, openPartnerId: string) {
  const queryClient = useQueryClient();

  useEffect(() => {
    const socket = getSocket();
    if (!socket || !me) return;
    const join = () => socket.emit(SOCKET_EVENTS.join, me);
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
    };
  }, [me]);

  useSocketEvent(SOCKET_EVENTS.receiveMessage, (message: ChatMessage) => {
    const partnerId = partnerOf(message, me);
    const fromThem = message.senderId !== me;
    const isOpen = partnerId === openPartnerId;
    addToConversation(queryClient, partnerId, message);
    moveChatToTop(queryClient, message, { me, unseen: fromThem && !isOpen });
    if (isOpen && fromThem) {
      clearChatUnread(queryClient, partnerId);
      markConversationRead(partnerId)
        .then(() => refreshUnreadCounts(queryClient))
        .catch(() => undefined); // the next load of the chat marks it read anyway
    }
  });
}
