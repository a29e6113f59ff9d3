import { ACCOUNT_WORDS, type ChatListItem } from '@ideaignite/contract';
import { BellOff, Clock } from 'lucide-react';
import { Link } from '../../../components/link.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { type OutboxItem, useOutbox } from '../../../lib/outbox.ts';
import { chatName } from '../api/get-chat-list.ts';
import { messagesWords } from '../words/index.ts';

/**
 * One chat in the list: who, their last words (or mine, as 'You: …'), when, and how many unread.
 * A message of mine still waiting to be sent (decision 038) shows as my last words, with a clock
 * and, for screen readers, "Waiting to send".
 */
export function ChatListEntry({
  chat,
  me,
  active,
  folder,
  waiting,
}: {
  chat: ChatListItem;
  me: string;
  active: boolean;
  /** A message request opens within the Requests folder. */
  folder?: 'requests';
  /** My newest message to them still in the outbox. */
  waiting?: OutboxItem | undefined;
}) {
  const m = useWords(messagesWords);
  const t = useContractText();
  const name = chatName(chat, m.unknownUser, t(ACCOUNT_WORDS.deletedUserName));
  const unread = chat.unreadCount > 0;
  return (
    <li>
      <Link
        to={{ search: `?${folder ? `folder=${folder}&` : ''}to=${encodeURIComponent(chat._id)}` }}
        aria-current={active ? 'true' : undefined}
        className={cn(
          'flex items-center gap-3 px-4 py-3 transition-colors focus-visible:outline-offset-[-2px]',
          active ? 'bg-brand-50' : 'hover:bg-ink-50',
        )}
      >
        <ProfileAvatar src={chat.profilePic} name={name} decorative className="size-12" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="flex min-w-0 items-center gap-1.5">
              <span className={cn('truncate text-ink-900', unread ? 'font-bold' : 'font-semibold')}>
                {name}
              </span>
              {chat.muted ? (
                <BellOff role="img" aria-label={m.muted} className="size-3.5 shrink-0 text-ink-500" />
              ) : null}
            </span>
            <RelativeTime iso={chat.lastMessageAt} className="shrink-0 text-ink-500 text-xs" />
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            {waiting ? (
              <span className="flex min-w-0 items-center gap-1 text-ink-600 text-sm">
                <Clock aria-hidden className="size-3.5 shrink-0" />
                <span className="sr-only">{m.waitingToSend}: </span>
                <span className="truncate">{m.mine(waiting.text)}</span>
              </span>
            ) : (
              <span className={cn('truncate text-sm', unread ? 'font-medium text-ink-800' : 'text-ink-500')}>
                {chat.lastSenderId === me ? m.mine(chat.text) : chat.text}
              </span>
            )}
            {unread ? (
              <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-saffron-500 px-1.5 py-0.5 font-bold text-[0.6875rem] text-white">
                {chat.unreadCount}
                <span className="sr-only">{m.unread}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The chats of the inbox or the requests, as a labelled list with Load more under it. */
export function ChatEntries({
  label,
  chats,
  me,
  activeId,
  folder,
  pages,
}: {
  label: string;
  chats: ChatListItem[];
  me: string;
  activeId: string | null;
  folder?: 'requests';
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const waiting = useOutbox(me, (target) => target.kind === 'message');
  const newestWaiting = (partnerId: string) =>
    waiting.findLast((item) => item.target.kind === 'message' && item.target.receiverId === partnerId);
  return (
    <nav aria-label={label}>
      <ul className="divide-y divide-ink-100">
        {chats.map((chat) => (
          <ChatListEntry
            key={chat._id}
            chat={chat}
            me={me}
            active={chat._id === activeId}
            waiting={newestWaiting(chat._id)}
            {...(folder ? { folder } : {})}
          />
        ))}
      </ul>
      <div className="pb-4">
        <LoadMoreButton
          hasNextPage={pages.hasNextPage}
          isFetchingNextPage={pages.isFetchingNextPage}
          onLoadMore={() => pages.fetchNextPage()}
        />
      </div>
    </nav>
  );
}
