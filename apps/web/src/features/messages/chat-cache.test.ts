import type { ChatMessage } from '@ideaignite/contract';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { conversationQueryKey } from '../../lib/query-keys.ts';
import type { ConversationData } from './api/get-conversation.ts';
import { addToConversation } from './chat-cache.ts';

const message: ChatMessage = {
  _id: 'm-1',
  senderId: 'me',
  receiverId: 'them',
  text: 'Namaste, can we talk on Friday?',
  createdAt: '2026-11-28T10:00:00.000Z',
  readAt: null,
};
const page = (items: ChatMessage[]) => ({ items, nextCursor: null });

describe('a message sent while its chat is loading', () => {
  it('stays: the load that began before it was stored starts again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: Array<(value: ReturnType<typeof page>) => void> = [];
    const stored: ChatMessage[] = [];
    let calls = 0;
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: conversationQueryKey('them'),
      queryFn: () => {
        calls += 1;
        // The first load was asked for before the message was stored: it answers without it.
        const snapshot = [...stored];
        return calls === 1
          ? new Promise<ReturnType<typeof page>>((resolve) => answers.push(() => resolve(page(snapshot))))
          : Promise.resolve(page(snapshot));
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: () => undefined,
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => answers.length).toBe(1);

    stored.push(message);
    addToConversation(queryClient, 'them', message);
    answers[0]?.(page([]));

    await expect
      .poll(() =>
        queryClient
          .getQueryData<ConversationData>(conversationQueryKey('them'))
          ?.pages.flatMap((p) => p.items.map((item) => item._id)),
      )
      .toEqual(['m-1']);
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('is added once to a loaded chat, which is not loaded again', async () => {
    const queryClient = new QueryClient();
    const data: ConversationData = { pages: [page([])], pageParams: [undefined] };
    queryClient.setQueryData(conversationQueryKey('them'), data);
    addToConversation(queryClient, 'them', message);
    addToConversation(queryClient, 'them', message);
    const after = queryClient.getQueryData<ConversationData>(conversationQueryKey('them'));
    expect(after?.pages[0]?.items).toEqual([message]);
    expect(queryClient.getQueryState(conversationQueryKey('them'))?.fetchStatus).toBe('idle');
  });
});
