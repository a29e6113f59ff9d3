import { API_ERRORS, type ChatMessage, WORDS } from '@ideaignite/contract';
import { ArrowDown, LoaderCircle, MessageCircleHeart } from 'lucide-react';
import { Fragment, useRef, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { ReportDialog } from '../../../components/report-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import type { OutboxItem } from '../../../lib/outbox.ts';
import type { useConversation } from '../api/get-conversation.ts';
import { dayKey, dayLabel } from '../message-times.ts';
import { useScrollToNewest } from '../use-scroll-to-newest.ts';
import type { PendingMessage } from '../use-send-message.ts';
import { messagesWords } from '../words/index.ts';
import { MessageBubble } from './message-bubble.tsx';

interface MessageListProps {
  me: string;
  partnerName: string;
  conversation: ReturnType<typeof useConversation>;
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** Written offline, waiting in the outbox (or refused when it was sent): after the rest. */
  waiting?: OutboxItem[];
  onDiscard?: (key: string) => void;
}

/**
 * The scrolling history of one chat, oldest at the top, with 'Load earlier messages' above it.
 * Each of the other person's messages has a small Report (target 'message').
 */
export function MessageList({
  me,
  partnerName,
  conversation,
  messages,
  pending,
  waiting = [],
  onDiscard,
}: MessageListProps) {
  const m = useWords(messagesWords);
  const t = useContractText();
  const scroller = useRef<HTMLDivElement>(null);
  // The message being reported, kept while the dialog closes.
  const [reported, setReported] = useState<{ id: string; open: boolean } | null>(null);
  // The one Report button in the tab order (roving tabindex): the newest of theirs until the
  // arrow keys move it, so Tab crosses the history in one step however long it is.
  const [reportStop, setReportStop] = useState<string | null>(null);
  const theirs = messages.filter((message) => message.senderId !== me);
  const stopId = theirs.some((message) => message._id === reportStop)
    ? reportStop
    : (theirs.at(-1)?._id ?? null);
  const newest = waiting.at(-1)?.key ?? pending.at(-1)?.tempId ?? messages.at(-1)?._id ?? '';
  const { onScroll, hasUnseen, scrollToNewest } = useScrollToNewest(scroller, {
    newestKey: newest,
    count: messages.length + pending.length + waiting.length,
    newestIsMine: waiting.length > 0 || pending.length > 0 || messages.at(-1)?.senderId === me,
  });
  const { isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = conversation;
  const isEmpty =
    !isPending && !isError && messages.length === 0 && pending.length === 0 && waiting.length === 0;

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={m.messagesWith(partnerName)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be focusable, so keyboard users can scroll the history (WCAG 2.1.1)
        tabIndex={0}
        className="flex h-full flex-col overflow-y-auto overscroll-contain bg-ink-50/70 px-3 py-4 focus-visible:outline-offset-[-2px] sm:px-6"
        onKeyDown={(event) => {
          const moved = moveReportFocus(scroller.current, event.key, event.target);
          if (!moved) return;
          event.preventDefault();
          setReportStop(moved);
        }}
      >
        {hasNextPage ? (
          <div className="mb-4 flex justify-center">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => fetchNextPage()}
              disabled={isFetchingNextPage}
            >
              {isFetchingNextPage ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              {isFetchingNextPage ? m.loadingEarlier : m.loadEarlier}
            </Button>
          </div>
        ) : null}
        {isPending ? (
          <p role="status" className="flex flex-1 items-center justify-center gap-2 text-ink-500 text-sm">
            <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
            {m.loadingMessages}
          </p>
        ) : null}
        {isError ? (
          <div className="mx-auto max-w-md space-y-3 pt-6">
            <Alert tone="error">{t(errorMessage(error, API_ERRORS.internal, { ownWords: true }))}</Alert>
            <Button variant="secondary" size="sm" onClick={() => refetch()}>
              {m.tryAgain}
            </Button>
          </div>
        ) : null}
        {isEmpty ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 px-4 text-center">
            <MessageCircleHeart aria-hidden className="size-10 text-saffron-500" />
            <p role="status" className="font-semibold text-ink-800">
              {t(WORDS.lists.messagesEmpty)}
            </p>
            <p className="max-w-xs text-ink-600 text-sm">{m.sayNamaste(partnerName)}</p>
          </div>
        ) : null}
        {/* mt-auto: a short chat sits at the bottom, by the message box, as in any messenger. */}
        <ol className="mt-auto space-y-3">
          {messages.map((message, index) => {
            const previous = messages[index - 1];
            const newDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
            const mine = message.senderId === me;
            return (
              <Fragment key={message._id}>
                {newDay ? <DaySeparator iso={message.createdAt} /> : null}
                <MessageBubble
                  text={message.text}
                  createdAt={message.createdAt}
                  mine={mine}
                  author={mine ? m.you : partnerName}
                  status={message.status}
                  onReport={mine ? undefined : () => setReported({ id: message._id, open: true })}
                  reportTabStop={message._id === stopId}
                  reportFor={message._id}
                />
              </Fragment>
            );
          })}
          {pending.map((item) => (
            <MessageBubble
              key={item.tempId}
              text={item.text}
              createdAt={item.createdAt}
              mine
              author={m.you}
              sending
            />
          ))}
          {waiting.map((item) => (
            <MessageBubble
              key={item.key}
              text={item.text}
              createdAt={item.createdAt}
              mine
              author={m.you}
              waiting={item.refused === undefined}
              refused={item.refused}
              onDiscard={onDiscard ? () => onDiscard(item.key) : undefined}
            />
          ))}
        </ol>
      </div>
      {hasUnseen ? (
        <button
          type="button"
          onClick={scrollToNewest}
          className="-translate-x-1/2 absolute bottom-3 left-1/2 inline-flex items-center gap-1.5 rounded-full bg-saffron-500 px-4 py-2 font-semibold text-sm text-white shadow-card hover:bg-saffron-600"
        >
          <ArrowDown aria-hidden className="size-4" />
          {m.newMessages}
        </button>
      ) : null}
      <ReportDialog
        open={reported?.open ?? false}
        onOpenChange={(open) => setReported((current) => current && { ...current, open })}
        target="message"
        targetId={reported?.id ?? ''}
        subject={m.messageFrom(partnerName)}
      />
    </div>
  );
}

function DaySeparator({ iso }: { iso: string }) {
  const m = useWords(messagesWords);
  return (
    <li className="flex justify-center py-1">
      <span className="rounded-full bg-white px-3 py-1 font-medium text-ink-500 text-xs shadow-sm ring-1 ring-ink-100">
        {dayLabel(iso, { today: m.today, yesterday: m.yesterday })}
      </span>
    </li>
  );
}

const REPORT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowUp: (index) => Math.max(0, index - 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowRight: (index, count) => Math.min(count - 1, index + 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The arrow keys (and Home, End) on a message's Report button move focus to the previous or next
 * one; answers the id of the message now focused, or null when the key is not one of these.
 */
function moveReportFocus(container: HTMLElement | null, key: string, target: EventTarget): string | null {
  const step = REPORT_KEYS[key];
  if (!container || !step || !(target instanceof HTMLElement) || !target.hasAttribute('data-report-message'))
    return null;
  const buttons = [...container.querySelectorAll<HTMLButtonElement>('button[data-report-message]')];
  const next = buttons[step(buttons.indexOf(target as HTMLButtonElement), buttons.length)];
  if (!next) return null;
  next.focus();
  return next.getAttribute('data-report-message');
}
