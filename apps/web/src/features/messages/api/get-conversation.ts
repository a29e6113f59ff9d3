import type { ChatMessage } from '@ideaignite/contract';
import { messagesApi } from '@ideaignite/contract/messages';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call.ts';
import type { Page } from '../../../lib/get-page.ts';
import { conversationQueryKey } from '../../../lib/query-keys.ts';

export const CONVERSATION_PAGE_SIZE = 30;
/** pages[0] is the newest page; each further page is older. Every page is in time order. */
export type ConversationData = InfiniteData<Page<ChatMessage>>;

export const conversationQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: conversationQueryKey(userId),
    queryFn: ({ pageParam, signal }) =>
      callPage(
        messagesApi.conversation,
        { params: { userId }, query: { limit: CONVERSATION_PAGE_SIZE, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Opening a chat again must load it again: that is what marks it read on the server.
    staleTime: 0,
  });

/** The conversation with one person: the newest page first (which marks it read), older on demand. */
export function useConversation(userId: string, enabled = true) {
  return useInfiniteQuery({ ...conversationQueryOptions(userId), enabled });
}

/** All loaded messages, oldest first. */
export function messagesInOrder(data: ConversationData | undefined): ChatMessage[] {
  if (!data) return [];
  return data.pages.toReversed().flatMap((page) => page.items);
}

/** Adds a message to the newest page once (a live message may arrive after the ack, or twice). */
export function withMessage(data: ConversationData | undefined, message: ChatMessage) {
  if (!data) return data;
  if (data.pages.some((page) => page.items.some((item) => item._id === message._id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
}
