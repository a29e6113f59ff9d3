import type { ChatListItem, ChatMessage } from '@ideaignite/contract';
import type { QueryClient } from '@tanstack/react-query';
import { CHATS_QUERY_KEY, conversationQueryKey } from '../../lib/query-keys.ts';
import type { ChatListData } from './api/get-chat-list.ts';
import { type ConversationData, withMessage } from './api/get-conversation.ts';

/** The other person in a message, seen from `me`. */
export function partnerOf(message: ChatMessage, me: string): string {
  return message.senderId === me ? message.receiverId : message.senderId;
}

export function addToConversation(queryClient: QueryClient, partnerId: string, message: ChatMessage) {
  queryClient.setQueryData<ConversationData>(conversationQueryKey(partnerId), (data) =>
    withMessage(data, message),
  );
}

/**
 * Moves the chat to the top with its new last message; an unseen message from them bumps its
 * unread count. A chat not in the list yet (a first message) makes the list load again.
 */
export function moveChatToTop(
  queryClient: QueryClient,
  message: ChatMessage,
  { me, unseen }: { me: string; unseen: boolean },
) {
  const partnerId = partnerOf(message, me);
  const data = queryClient.getQueryData<ChatListData>(CHATS_QUERY_KEY);
  const existing = data?.pages.flatMap((page) => page.items).find((chat) => chat._id === partnerId);
  if (!data || !existing) {
    queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
    return;
  }
  if (existing.lastMessageAt > message.createdAt) return;
  const updated: ChatListItem = {
    ...existing,
    text: message.text,
    lastMessageAt: message.createdAt,
    lastSenderId: message.senderId,
    unreadCount: unseen ? existing.unreadCount + 1 : existing.unreadCount,
  };
  queryClient.setQueryData<ChatListData>(CHATS_QUERY_KEY, {
    ...data,
    pages: data.pages.map((page, index) => {
      const rest = page.items.filter((chat) => chat._id !== partnerId);
      return { ...page, items: index === 0 ? [updated, ...rest] : rest };
    }),
  });
}

/** The chat was opened or read: its unread badge goes. */
export function clearChatUnread(queryClient: QueryClient, partnerId: string) {
  queryClient.setQueryData<ChatListData>(CHATS_QUERY_KEY, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((chat) => (chat._id === partnerId ? { ...chat, unreadCount: 0 } : chat)),
          })),
        }
      : data,
  );
}
