import { type Blog, WORDS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { CommentForm } from '../../../components/comments/comment-form.tsx';
import { CommentList } from '../../../components/comments/comment-item.tsx';
import { useCommentOutbox, WaitingComments } from '../../../components/comments/waiting-comments.tsx';
import { useAddPostComment } from '../../../lib/api/add-post-comment.ts';
import { mergeComments } from '../../../lib/comment-cache.ts';
import { addCommentToPost } from '../../../lib/content-cache.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useTalkComments } from '../api/get-talk-comments.ts';
import { talksWords } from '../words/index.ts';

/** How many of a talk's latest comments show before 'View all'. */
export const COLLAPSED_COMMENTS = 3;

/** A talk's comments: the latest few, 'View all' for the rest (fetched past the embedded 20), and a box to add one. */
export function TalkComments({ talk }: { talk: Blog }) {
  const m = useWords(talksWords);
  const t = useContractText();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const needsMore = talk.commentsCount > talk.comments.length;
  const all = useTalkComments(talk._id, expanded && needsMore);
  const add = useAddPostComment();
  const queryClient = useQueryClient();
  const outbox = useCommentOutbox({ kind: 'post-comment', blogId: talk._id }, (comment) =>
    addCommentToPost(queryClient, talk._id, comment),
  );

  const comments = mergeComments(talk.comments, all.data?.pages.flatMap((page) => page.comments) ?? []);
  const shown = expanded ? comments : comments.slice(0, COLLAPSED_COMMENTS);
  const total = Math.max(talk.commentsCount, comments.length);

  return (
    <div className="flex flex-col gap-3 border-ink-100 border-t pt-4">
      <CommentForm
        label={m.commentLabel}
        placeholder={m.commentPlaceholder}
        onSubmit={(text) =>
          outbox.submit(
            text,
            async (idempotencyKey) =>
              (await add.mutateAsync({ blogId: talk._id, text, idempotencyKey })).comment,
          )
        }
      />
      <WaitingComments items={outbox.waiting} onDiscard={outbox.discard} />
      <div id={listId}>
        <CommentList comments={shown} label={m.comments} target="talk" parentId={talk._id} />
      </div>
      {expanded && all.isPending && needsMore ? (
        <p role="status" className="text-ink-500 text-sm">
          {m.loadingAllComments}
        </p>
      ) : null}
      {expanded && all.isError ? (
        <Alert tone="error">{t(errorMessage(all.error, WORDS.auth.networkError))}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {total > COLLAPSED_COMMENTS ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? m.showFewerComments : m.viewAllComments(total)}
          </Button>
        ) : null}
        {expanded && all.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => all.fetchNextPage()}
            disabled={all.isFetchingNextPage}
          >
            {all.isFetchingNextPage ? m.loading : m.loadOlderComments}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
