import type { ChatListItem, ChatMessage, MessageStatusEvent } from '@ideaignite/contract';
import type { QueryClient } from '@tanstack/react-query';
import { mapPages } from '../../lib/content-cache.ts';
import { CHATS_QUERY_KEY, conversationQueryKey, MESSAGE_REQUESTS_QUERY_KEY } from '../../lib/query-keys.ts';
import type { ChatListData } from './api/get-chat-list.ts';
import { type ConversationData, withMessage } from './api/get-conversation.ts';

/** The other person in a message, seen from `me`. */
export function partnerOf(message: ChatMessage, me: string): string {
  return message.senderId === me ? message.receiverId : message.senderId;
}

/**
 * Adds a message to the loaded chat with `partnerId`. A chat still loading (its first page, or a
 * refetch asked for before the message was stored) would answer without it, and drop it from the
 * screen: its load starts again, after the message.
 */
export function addToConversation(queryClient: QueryClient, partnerId: string, message: ChatMessage) {
  const queryKey = conversationQueryKey(partnerId);
  queryClient.setQueryData<ConversationData>(queryKey, (data) => withMessage(data, message));
  if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching') {
    // Cancelled first: a first load is otherwise joined, not begun again.
    void queryClient
      .cancelQueries({ queryKey, exact: true })
      .then(() => queryClient.invalidateQueries({ queryKey, exact: true }));
  }
}

/**
 * Moves the chat to the top with its new last message; an unseen message from them bumps its
 * unread count. A chat not in the list yet (a first message) makes the lists load again.
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
    // A stranger's first message is a request, listed there instead.
    queryClient.invalidateQueries({ queryKey: MESSAGE_REQUESTS_QUERY_KEY });
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
  mapChats(queryClient, CHATS_QUERY_KEY, (items) =>
    items.map((chat) => (chat._id === partnerId ? { ...chat, unreadCount: 0 } : chat)),
  );
}

/** My messages to `partnerId` were delivered or read: their ticks follow (a read one stays read). */
export function setMessageStatus(queryClient: QueryClient, event: MessageStatusEvent) {
  const ids = new Set(event.ids);
  const apply = (message: ChatMessage): ChatMessage => {
    if (!ids.has(message._id) || message.status === 'read' || message.status === event.status) return message;
    return event.status === 'read'
      ? { ...message, status: 'read', readAt: message.readAt ?? event.at }
      : { ...message, status: 'delivered' };
  };
  mapPages<ConversationData['pages'][number]>(queryClient, conversationQueryKey(event.partnerId), (page) => ({
    ...page,
    items: page.items.map(apply),
  }));
}

/** The muted mark of a chat in the list. */
export function setChatMuted(queryClient: QueryClient, partnerId: string, muted: boolean) {
  mapChats(queryClient, CHATS_QUERY_KEY, (items) =>
    items.map((chat) => (chat._id === partnerId ? { ...chat, muted } : chat)),
  );
}

/** A request was answered or its sender blocked: it leaves the requests list at once. */
export function removeRequest(queryClient: QueryClient, partnerId: string) {
  mapChats(queryClient, MESSAGE_REQUESTS_QUERY_KEY, (items) =>
    items.filter((chat) => chat._id !== partnerId),
  );
}

/** Changes the loaded chats of the chat list or the requests list, page by page. */
function mapChats(
  queryClient: QueryClient,
  key: readonly unknown[],
  change: (items: ChatListItem[]) => ChatListItem[],
) {
  mapPages<ChatListData['pages'][number]>(queryClient, key, (page) => ({
    ...page,
    items: change(page.items),
  }));
}
