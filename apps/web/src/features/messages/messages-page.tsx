import { SquarePen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { cn } from '../../lib/cn.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { useSession } from '../../lib/use-session.ts';
import { useMessageRequests } from './api/get-message-requests.ts';
import { ChatFolders, type Folder } from './components/chat-folders.tsx';
import { ChatList } from './components/chat-list.tsx';
import { Conversation } from './components/conversation.tsx';
import { NewMessageDialog } from './components/new-message-dialog.tsx';
import { NoChatSelected } from './components/no-chat-selected.tsx';
import { REQUESTS_HEADING_ID, RequestList } from './components/request-list.tsx';
import { useLiveMessages } from './use-live-messages.ts';
import { useSendMessage } from './use-send-message.ts';
import { messagesWords } from './words/index.ts';

/**
 * /messages: the chat list beside the open conversation on desktop; on phones the list first, and
 * an open chat (`?to=<userId>`, also how profile cards link here) in its place. The list has two
 * folders, Inbox and Requests (`?folder=requests`, as notifications link to it).
 */
export function MessagesPage() {
  const m = useWords(messagesWords);
  const me = useSession()?.userId ?? '';
  const [params, setParams] = useSearchParams();
  const partnerId = params.get('to') ?? '';
  const folder: Folder = params.get('folder') === 'requests' ? 'requests' : 'inbox';
  const [choosing, setChoosing] = useState(false);
  const requests = useMessageRequests();
  const requestCount = requests.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
  const focusHeading = useRef(false);
  const sender = useSendMessage(me);
  const { clearError } = sender;
  useLiveMessages(me, partnerId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a send error belongs to the chat it happened in
  useEffect(() => clearError(), [partnerId]);

  // A request left the list (declined, blocked): focus its heading once the list shows again.
  useEffect(() => {
    if (!focusHeading.current || partnerId) return;
    focusHeading.current = false;
    requestsHeading()?.focus();
  }, [partnerId]);

  const openChat = (userId: string) => setParams({ to: userId });
  const showList = () => setParams(folder === 'requests' ? { folder } : {});
  const changeFolder = (next: Folder) =>
    setParams({ ...(next === 'requests' ? { folder: next } : {}), ...(partnerId ? { to: partnerId } : {}) });
  const requestAnswered = (answer: 'accepted' | 'removed') => {
    if (answer === 'accepted') {
      openChat(partnerId);
      return;
    }
    focusHeading.current = true;
    setParams({ folder: 'requests' });
  };

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageMeta title={m.title} robots="noindex" />
      <div
        className={cn('mb-6 flex flex-wrap items-end justify-between gap-4', partnerId && 'max-lg:sr-only')}
      >
        <div>
          <h1 className="font-bold text-3xl sm:text-4xl">{m.title}</h1>
          <p className="mt-1.5 text-ink-600">{m.intro}</p>
        </div>
        <Button onClick={() => setChoosing(true)} className={cn(partnerId && 'max-lg:hidden')}>
          <SquarePen aria-hidden className="size-4" />
          {m.newMessage}
        </Button>
      </div>
      <div
        className={cn(
          'overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100',
          'lg:grid lg:h-[clamp(30rem,calc(60vh+9rem),52rem)] lg:grid-cols-[320px_minmax(0,1fr)]',
          partnerId &&
            'max-lg:-mx-4 max-lg:-my-8 max-lg:h-[calc(100dvh-4rem)] max-lg:rounded-none max-lg:sm:-mx-6',
        )}
      >
        <section
          aria-label={m.yourChats}
          className={cn('overflow-y-auto border-ink-100 lg:border-r', partnerId && 'max-lg:hidden')}
        >
          <ChatFolders
            folder={folder}
            onFolderChange={changeFolder}
            requestCount={requestCount}
            inbox={<ChatList me={me} activeId={partnerId} onNewMessage={() => setChoosing(true)} />}
            requests={<RequestList me={me} activeId={partnerId} requests={requests} />}
          />
        </section>
        <section aria-label={m.conversation} className={cn('h-full min-h-0', !partnerId && 'max-lg:hidden')}>
          {partnerId ? (
            <Conversation
              key={partnerId}
              me={me}
              partnerId={partnerId}
              sender={sender}
              onBack={showList}
              onRequestAnswered={requestAnswered}
              focusAfterRequest={requestsHeading}
            />
          ) : (
            <NoChatSelected onNewMessage={() => setChoosing(true)} />
          )}
        </section>
      </div>
      <NewMessageDialog open={choosing} onOpenChange={setChoosing} onChoose={openChat} />
    </div>
  );
}

const requestsHeading = () => document.getElementById(REQUESTS_HEADING_ID);
