import type { MessageStatus } from '@ideaignite/contract';
import { Check, CheckCheck, CircleAlert, Clock, Flag } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { exactTime } from '../../../lib/dates.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { clockTime } from '../message-times.ts';
import { messagesWords } from '../words/index.ts';

interface MessageBubbleProps {
  text: string;
  createdAt: string;
  mine: boolean;
  /** Read out before the text: 'You' or the other person's name. */
  author: string;
  /** Shown at once while the server has not stored it yet. */
  sending?: boolean;
  /** Written offline: it waits in the outbox for the connection (decision 038). */
  waiting?: boolean;
  /** The server refused it when the outbox sent it: its words, and Discard. */
  refused?: string;
  onDiscard?: () => void;
  /** My message's ticks, only when we share read receipts: absent, no ticks. */
  status?: MessageStatus;
  /** The other person's stored message: a small Report button after its time. */
  onReport?: () => void;
  /**
   * The Report buttons are one tab stop for the whole history (a roving tabindex): only the one
   * last moved to takes Tab; the arrow keys go between them (MessageList).
   */
  reportTabStop?: boolean;
  /** The message's id, which its Report button carries for the arrow keys. */
  reportFor?: string;
}

/** One message: mine on the right in indigo, theirs on the left in white, the time under it. */
export function MessageBubble({
  text,
  createdAt,
  mine,
  author,
  sending = false,
  waiting = false,
  refused,
  onDiscard,
  status,
  onReport,
  reportTabStop = false,
  reportFor = '',
}: MessageBubbleProps) {
  const m = useWords(messagesWords);
  const queued = waiting || refused !== undefined;
  return (
    <li
      className={cn('group flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
      data-outbox={waiting ? 'waiting' : refused !== undefined ? 'refused' : undefined}
    >
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-relaxed sm:max-w-[75%]',
          mine
            ? 'rounded-br-md bg-brand-800 text-white'
            : 'rounded-bl-md bg-white text-ink-900 shadow-sm ring-1 ring-ink-100',
          sending && 'opacity-70',
          queued && 'border border-white/70 border-dashed bg-brand-700',
        )}
      >
        <span className="sr-only">{author}: </span>
        {text}
      </div>
      <p className="flex items-center gap-1 px-1 text-ink-500 text-xs">
        {refused !== undefined ? (
          <NotSent words={refused} onDiscard={onDiscard} />
        ) : waiting ? (
          <span className="inline-flex items-center gap-1 font-medium text-ink-600">
            <Clock aria-hidden className="size-3.5" />
            {m.waitingToSend}
          </span>
        ) : sending ? (
          m.sending
        ) : (
          <time dateTime={createdAt} title={exactTime(createdAt)}>
            {clockTime(createdAt)}
          </time>
        )}
        {mine && !sending && !queued && status ? <Ticks status={status} /> : null}
        {onReport ? <ReportButton onReport={onReport} tabStop={reportTabStop} messageId={reportFor} /> : null}
      </p>
    </li>
  );
}

/**
 * Report, on one of the other person's messages: a flag after its time. Its name is two words
 * ("Report message"), not the message again: the sender and the words are read just before it.
 * A real button, one tab stop for all of them (the arrow keys move between them); shown on hover
 * or focus with a mouse, always on a touch screen.
 */
function ReportButton({
  onReport,
  tabStop,
  messageId,
}: {
  onReport: () => void;
  tabStop: boolean;
  messageId: string;
}) {
  const m = useWords(messagesWords);
  return (
    <button
      type="button"
      data-report-message={messageId}
      tabIndex={tabStop ? 0 : -1}
      onClick={onReport}
      aria-label={m.reportMessage}
      title={m.reportMessage}
      className="ml-0.5 inline-flex size-6 items-center justify-center rounded-full text-ink-500 opacity-0 transition-opacity hover:bg-ink-100 hover:text-ink-800 focus-visible:opacity-100 group-hover:opacity-100 pointer-coarse:opacity-100"
    >
      <Flag aria-hidden className="size-3.5" />
    </button>
  );
}

/** A message the server refused when the outbox sent it: why (the server's words), and Discard. */
function NotSent({ words, onDiscard }: { words: string; onDiscard: (() => void) | undefined }) {
  const m = useWords(messagesWords);
  const t = useContractText();
  return (
    <>
      <span className="inline-flex items-center gap-1 font-medium text-danger-700">
        <CircleAlert aria-hidden className="size-3.5" />
        {m.notSent}: {t(words)}
      </span>
      {onDiscard ? (
        <button
          type="button"
          onClick={onDiscard}
          aria-label={m.discardMessage}
          className="ml-1 rounded-md px-1.5 py-0.5 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-400"
        >
          {m.discard}
        </button>
      ) : null}
    </>
  );
}

/** One grey tick sent, two delivered, two indigo read; the word is read out, the ticks are not. */
function Ticks({ status }: { status: MessageStatus }) {
  const m = useWords(messagesWords);
  const label = { sent: m.statusSent, delivered: m.statusDelivered, read: m.statusRead }[status];
  const Icon = status === 'sent' ? Check : CheckCheck;
  return (
    <span className={cn('inline-flex items-center', status === 'read' ? 'text-brand-600' : 'text-ink-500')}>
      <Icon aria-hidden className="size-3.5" strokeWidth={2.5} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
