import type { Comment } from '@ideaignite/contract';
import { CircleAlert, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { announce } from '../../lib/announce.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import {
  type OutboxItem,
  type OutboxTarget,
  onOutboxSent,
  removeFromOutbox,
  sendOrQueue,
  startOutbox,
  useOutbox,
} from '../../lib/outbox.ts';
import { useSession } from '../../lib/use-session.ts';
import { offlineCommentWords } from './words/index.ts';

/** Where a comment goes: a video's comments, or a blog's or talk's. */
export type CommentOutboxTarget = Extract<OutboxTarget, { kind: 'video-comment' | 'post-comment' }>;

const sameTarget = (a: OutboxTarget, b: CommentOutboxTarget) =>
  a.kind === b.kind &&
  (a.kind === 'video-comment'
    ? a.videoId === (b as { videoId: string }).videoId
    : a.kind === 'post-comment' && a.blogId === (b as { blogId: string }).blogId);

/**
 * Offline comments on one post (issue 29, decision 038): `submit` sends a comment now, or, offline,
 * puts it in the outbox ("Waiting to send") to go when the connection returns, with the same
 * idempotency key on every try. `onSent` gets each stored comment, sent now or later.
 */
export function useCommentOutbox(target: CommentOutboxTarget, onSent: (comment: Comment) => void) {
  const me = useSession()?.userId;
  const m = useWords(offlineCommentWords);
  const waiting = useOutbox(me, (known) => sameTarget(known, target));
  const sent = useRef(onSent);
  sent.current = onSent;
  const place = useRef(target);
  place.current = target;
  useEffect(() => {
    startOutbox();
    return onOutboxSent((done) => {
      if (done.kind !== 'message' && sameTarget(done.item.target, place.current)) sent.current(done.comment);
    });
  }, []);

  const submit = async (text: string, send: (idempotencyKey?: string) => Promise<Comment>) => {
    if (!me) {
      sent.current(await send());
      return;
    }
    const result = await sendOrQueue(me, target, text, send);
    if (result.queued) announce(m.commentWaitingAnnouncement);
    else sent.current(result.answer);
  };
  const discard = (key: string) => {
    if (me) removeFromOutbox(me, key);
  };
  return { waiting, submit, discard };
}

/**
 * The comments this member wrote offline on a post, newest first, above the others: each says
 * "Waiting to send" in words (not colour alone), or, refused when sent, why, with Discard.
 */
export function WaitingComments({
  items,
  onDiscard,
}: {
  items: OutboxItem[];
  onDiscard: (key: string) => void;
}) {
  const m = useWords(offlineCommentWords);
  const t = useContractText();
  if (items.length === 0) return null;
  return (
    <ol aria-label={m.waitingComments} className="flex flex-col gap-3">
      {[...items].reverse().map((item) => (
        <li
          key={item.key}
          className="flex gap-3"
          data-outbox={item.refused === undefined ? 'waiting' : 'refused'}
        >
          <span
            aria-hidden
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-saffron-800"
          >
            <Clock className="size-4" />
          </span>
          <div className="min-w-0 flex-1 rounded-xl border border-ink-300 border-dashed bg-white px-3.5 py-2.5">
            <p className="flex flex-wrap items-center gap-x-2 text-sm">
              <span className="font-semibold text-ink-900">{m.you}</span>
              {item.refused === undefined ? (
                <span className="inline-flex items-center gap-1 font-medium text-ink-600 text-xs">
                  <Clock aria-hidden className="size-3.5" />
                  {m.waitingToSend}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 font-medium text-danger-700 text-xs">
                  <CircleAlert aria-hidden className="size-3.5" />
                  {m.notSent}: {t(item.refused)}
                </span>
              )}
            </p>
            <p className="mt-0.5 whitespace-pre-line break-words text-ink-700 text-sm leading-relaxed">
              {item.text}
            </p>
            {item.refused !== undefined ? (
              <button
                type="button"
                onClick={() => onDiscard(item.key)}
                aria-label={m.discardComment}
                className="mt-1 rounded-md font-semibold text-brand-700 text-xs underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-400"
              >
                {m.discard}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
