import { type Comment, MESSAGES, SOCKET_EVENTS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { CommentForm } from '../../../components/comments/comment-form.tsx';
import { CommentList } from '../../../components/comments/comment-item.tsx';
import { componentsMessages } from '../../../components/messages/index.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useAddBlogComment, useBlogComments } from '../api/blog-comments.ts';
import { addCommentToBlog } from '../blog-comment-cache.ts';
import { blogsMessages } from '../messages/index.ts';

/**
 * A blog's comments, under the post in the reader: write one, read them newest first (new ones
 * arrive live), load older ones. Each comment's author gets its "⋯" menu: Edit and Delete.
 */
export function BlogComments({ blogId, blogTitle }: { blogId: string; blogTitle: string }) {
  const m = useMessages(blogsMessages);
  const shared = useMessages(componentsMessages);
  const t = useContractText();
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useBlogComments(blogId);
  const add = useAddBlogComment();
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];

  useSocketEvent(SOCKET_EVENTS.newTalkComment, (postId: unknown, comment: Comment) => {
    if (postId === blogId && comment?._id) addCommentToBlog(queryClient, blogId, comment);
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-ink-100 border-t pt-6">
      <h3 id={headingId} className="font-semibold text-ink-900 text-lg">
        {m.commentsHeading}
      </h3>
      <CommentForm
        label={shared.addCommentOn(blogTitle)}
        onSubmit={async (text) => {
          await add.mutateAsync({ blogId, text });
        }}
      />
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-ink-500 text-sm">
          <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {shared.loadingComments}
        </p>
      ) : query.isError && comments.length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{t(errorMessage(query.error, MESSAGES.auth.networkError))}</Alert>
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            {shared.tryAgain}
          </Button>
        </div>
      ) : comments.length === 0 ? (
        <p className="text-ink-500 text-sm">{m.noComments}</p>
      ) : (
        <CommentList
          comments={comments}
          label={shared.commentsOn(blogTitle)}
          target="talk"
          parentId={blogId}
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
          {query.isFetchingNextPage ? shared.loading : shared.loadMoreComments}
        </Button>
      ) : null}
    </section>
  );
}
