import { type Comment, WORDS } from '@ideaignite/contract';
import { LoaderCircle } from 'lucide-react';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import type { OutboxItem } from '../../lib/outbox.ts';
import { Alert } from '../alert.tsx';
import { Button } from '../button.tsx';
import { componentsWords } from '../words/index.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentList, type CommentPlace } from './comment-item.tsx';
import { WaitingComments } from './waiting-comments.tsx';

/** A paged list of comments as TanStack Query's infinite queries give it. */
interface CommentPages {
  data: { pages: { comments: Comment[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
  hasNextPage: boolean;
  fetchNextPage(): unknown;
  isFetchingNextPage: boolean;
}

/**
 * A post's comments under it (a video, a blog in the reader): the box to write one, then the
 * comments newest first, or their loading, failure (with "Try again") or empty state, and
 * "Load more". Each comment's author gets Edit and Delete; others, Report.
 */
export function CommentsThread({
  query,
  formLabel,
  onSubmit,
  listLabel,
  emptyText,
  waiting = [],
  onDiscard = () => undefined,
  ...place
}: {
  query: CommentPages;
  formLabel: string;
  onSubmit: (text: string) => Promise<void>;
  listLabel: string;
  emptyText: string;
  /** Comments written offline, waiting to be sent (useCommentOutbox). */
  waiting?: OutboxItem[];
  onDiscard?: (key: string) => void;
} & CommentPlace) {
  const m = useWords(componentsWords);
  const t = useContractText();
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];
  return (
    <>
      <CommentForm label={formLabel} onSubmit={onSubmit} />
      <WaitingComments items={waiting} onDiscard={onDiscard} />
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-ink-500 text-sm">
          <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {m.loadingComments}
        </p>
      ) : query.isError && comments.length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{t(errorMessage(query.error, WORDS.auth.networkError))}</Alert>
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            {m.tryAgain}
          </Button>
        </div>
      ) : comments.length === 0 && waiting.length === 0 ? (
        <p className="text-ink-500 text-sm">{emptyText}</p>
      ) : (
        <CommentList comments={comments} label={listLabel} {...place} />
      )}
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? m.loading : m.loadMoreComments}
        </Button>
      ) : null}
    </>
  );
}
