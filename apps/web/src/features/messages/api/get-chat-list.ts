import type { ChatListItem } from '@ideaignite/contract';
import { messagesApi } from '@ideaignite/contract/messages';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call.ts';
import type { Page } from '../../../lib/get-page.ts';
import { CHATS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

export const CHAT_PAGE_SIZE = 30;
export type ChatListData = InfiniteData<Page<ChatListItem>>;

export const chatListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: CHATS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      callPage(messagesApi.chats, { query: { limit: CHAT_PAGE_SIZE, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Live updates reach it only while /messages is open: load it again on each visit.
    staleTime: 0,
  });

/** My conversations, newest first (GET /api/messages). */
export function useChatList() {
  const session = useSession();
  return useInfiniteQuery({ ...chatListQueryOptions(), enabled: Boolean(session) });
}

/**
 * The name a chat shows: the person's name, else their public email, else `unknown` ('Unknown
 * User'); someone who erased their account is `deleted` (the contract's 'Deleted user', in the
 * interface language).
 */
export function chatName(
  chat: Pick<ChatListItem, 'name' | 'email' | 'deleted'>,
  unknown: string,
  deleted: string,
): string {
  if (chat.deleted) return deleted;
  return chat.name?.trim() || chat.email?.trim() || unknown;
}
