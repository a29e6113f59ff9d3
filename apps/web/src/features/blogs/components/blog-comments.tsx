import { type Comment, SOCKET_EVENTS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { CommentsThread } from '../../../components/comments/comments-thread.tsx';
import { useCommentOutbox } from '../../../components/comments/waiting-comments.tsx';
import { useAddPostComment } from '../../../lib/api/add-post-comment.ts';
import { addCommentToPost } from '../../../lib/content-cache.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useBlogComments } from '../api/blog-comments.ts';
import { blogsWords } from '../words/index.ts';

/**
 * A blog's comments, under the post in the reader: write one, read them newest first (new ones
 * arrive live), load older ones. Each comment's author gets its "⋯" menu: Edit and Delete.
 */
export function BlogComments({ blogId, blogTitle }: { blogId: string; blogTitle: string }) {
  const m = useWords(blogsWords);
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useBlogComments(blogId);
  const add = useAddPostComment();
  const outbox = useCommentOutbox({ kind: 'post-comment', blogId }, (comment) =>
    addCommentToPost(queryClient, blogId, comment),
  );

  useSocketEvent(SOCKET_EVENTS.newTalkComment, (postId: unknown, comment: Comment) => {
    if (postId === blogId && comment?._id) addCommentToPost(queryClient, blogId, comment);
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-ink-100 border-t pt-6">
      <h3 id={headingId} className="font-semibold text-ink-900 text-lg">
        {m.commentsHeading}
      </h3>
      <CommentsThread
        query={query}
        formLabel={m.addCommentOn(blogTitle)}
        onSubmit={(text) =>
          outbox.submit(
            text,
            async (idempotencyKey) => (await add.mutateAsync({ blogId, text, idempotencyKey })).comment,
          )
        }
        waiting={outbox.waiting}
        onDiscard={outbox.discard}
        listLabel={m.commentsOn(blogTitle)}
        emptyText={m.noComments}
        target="talk"
        parentId={blogId}
      />
    </section>
  );
}
