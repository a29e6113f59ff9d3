import { type Comment, MESSAGES } from '@ideaignite/contract';
import { LoaderCircle } from 'lucide-react';
import { useAddVideoComment } from '../../lib/api/add-video-comment.ts';
import { useVideoComments } from '../../lib/api/get-video-comments.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { Alert } from '../alert.tsx';
import { Button } from '../button.tsx';
import { CommentForm } from '../comments/comment-form.tsx';
import { CommentList } from '../comments/comment-item.tsx';
import { componentsMessages } from '../messages/index.ts';

interface VideoCommentsProps {
  id: string;
  videoId: string;
  videoTitle: string;
  /** Called with a comment this user saved, so the card counts it (once, whatever the socket says). */
  onAdded: (comment: Comment) => void;
  /** Called with a comment this user deleted, so the card counts it out. */
  onRemoved: (commentId: string) => void;
}

/** A video's comments section: write one, read them newest first, load older ones. */
export function VideoComments({ id, videoId, videoTitle, onAdded, onRemoved }: VideoCommentsProps) {
  const m = useMessages(componentsMessages);
  const t = useContractText();
  const query = useVideoComments(videoId, true);
  const add = useAddVideoComment();
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <section
      id={id}
      aria-label={m.commentsOn(videoTitle)}
      className="flex flex-col gap-4 border-ink-100 border-t pt-4"
    >
      <CommentForm
        label={m.addCommentOn(videoTitle)}
        onSubmit={async (text) => {
          const { comment } = await add.mutateAsync({ videoId, text });
          onAdded(comment);
        }}
      />
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-ink-500 text-sm">
          <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {m.loadingComments}
        </p>
      ) : query.isError && comments.length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{t(errorMessage(query.error, MESSAGES.auth.networkError))}</Alert>
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            {m.tryAgain}
          </Button>
        </div>
      ) : comments.length === 0 ? (
        <p className="text-ink-500 text-sm">{m.noComments}</p>
      ) : (
        <CommentList
          comments={comments}
          label={m.comments}
          target="video"
          parentId={videoId}
          onRemoved={onRemoved}
        />
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
    </section>
  );
}
