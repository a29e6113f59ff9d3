import { API_ERRORS, WORDS } from '@ideaignite/contract';
import { MessagesSquare } from 'lucide-react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useChatList } from '../api/get-chat-list.ts';
import { messagesWords } from '../words/index.ts';
import { ChatEntries } from './chat-list-entry.tsx';

/** My conversations, newest first, each opening its chat. */
export function ChatList({
  me,
  activeId,
  onNewMessage,
}: {
  me: string;
  activeId: string;
  onNewMessage: () => void;
}) {
  const m = useWords(messagesWords);
  const t = useContractText();
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useChatList();

  if (isPending) {
    return (
      <div role="status" aria-label={m.loadingChats} className="divide-y divide-ink-100">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div
            key={key}
            className="flex animate-pulse items-center gap-3 px-4 py-3 motion-reduce:animate-none"
          >
            <div className="size-12 rounded-full bg-ink-100" />
            <div className="flex-1 space-y-2">
              <div className="h-3.5 w-1/2 rounded bg-ink-100" />
              <div className="h-3 w-3/4 rounded bg-ink-100" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="space-y-3 p-4">
        <Alert tone="error">{t(errorMessage(error, API_ERRORS.internal, { ownWords: true }))}</Alert>
        <Button variant="secondary" size="sm" onClick={() => refetch()}>
          {m.tryAgain}
        </Button>
      </div>
    );
  }
  const chats = data.pages.flatMap((page) => page.items);
  if (chats.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-saffron-50 text-saffron-600">
          <MessagesSquare aria-hidden className="size-6" />
        </span>
        <p role="status" className="mt-4 font-semibold text-ink-800">
          {t(WORDS.lists.chatsEmpty)}
        </p>
        <p className="mt-1 text-ink-600 text-sm">{m.chatsEmptyHint}</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={onNewMessage}>
          {m.startConversation}
        </Button>
      </div>
    );
  }
  return (
    <ChatEntries
      label={m.chats}
      chats={chats}
      me={me}
      activeId={activeId}
      pages={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
    />
  );
}
