import { type ChatMessage, type MessageStatusEvent, SOCKET_EVENTS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getSocket, useSocketEvent } from '../../lib/socket.ts';
import { refreshUnreadCounts } from '../../lib/unread-counts.ts';
import { markConversationRead } from './api/mark-conversation-read.ts';
import {
  addToConversation,
  clearChatUnread,
  moveChatToTop,
  partnerOf,
  setMessageStatus,
} from './chat-cache.ts';

/**
 * Live messages while /messages is open: one for the open chat is appended and marked read; any
 * other moves its chat to the top with one more unread. Messages to me are acknowledged as
 * delivered (one `delivered` per tick for all that arrived in it); my messages' ticks follow
 * `messageStatus`. Also says `join` once connected, as the prototype did (the server puts a
 * socket in its own room either way).
 */
export function useLiveMessages(me: string, openPartnerId: string) {
  const queryClient = useQueryClient();
  const delivered = useRef<string[]>([]);

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

  const acknowledge = (id: string) => {
    delivered.current.push(id);
    if (delivered.current.length > 1) return;
    setTimeout(() => {
      const ids = [...new Set(delivered.current)];
      delivered.current = [];
      getSocket()?.emit(SOCKET_EVENTS.delivered, { ids });
    }, 0);
  };

  useSocketEvent(SOCKET_EVENTS.receiveMessage, (message: ChatMessage) => {
    const partnerId = partnerOf(message, me);
    const fromThem = message.senderId !== me;
    const isOpen = partnerId === openPartnerId;
    if (fromThem) acknowledge(message._id);
    addToConversation(queryClient, partnerId, message);
    moveChatToTop(queryClient, message, { me, unseen: fromThem && !isOpen });
    if (isOpen && fromThem) {
      clearChatUnread(queryClient, partnerId);
      markConversationRead(partnerId)
        .then(() => refreshUnreadCounts(queryClient))
        .catch(() => undefined); // the next load of the chat marks it read anyway
    }
  });

  useSocketEvent(SOCKET_EVENTS.messageStatus, (event: MessageStatusEvent) => {
    setMessageStatus(queryClient, event);
  });
}
