import type { Comment } from '@ideaignite/contract';
import { CommentsThread } from '../../../components/comments/comments-thread.tsx';
import { useCommentOutbox } from '../../../components/comments/waiting-comments.tsx';
import { componentsWords } from '../../../components/words/index.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useAddVideoComment } from '../api/add-video-comment.ts';
import { useVideoComments } from '../api/get-video-comments.ts';
import { videosWords } from '../words/index.ts';

export interface VideoCommentsProps {
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
  const m = useWords(componentsWords);
  const v = useWords(videosWords);
  const query = useVideoComments(videoId, true);
  const add = useAddVideoComment();
  const outbox = useCommentOutbox({ kind: 'video-comment', videoId }, onAdded);
  return (
    <section
      id={id}
      aria-label={v.commentsOn(videoTitle)}
      className="flex flex-col gap-4 border-ink-100 border-t pt-4"
    >
      <CommentsThread
        query={query}
        formLabel={v.addCommentOn(videoTitle)}
        onSubmit={(text) =>
          outbox.submit(text, async (idempotencyKey) => {
            const { comment } = await add.mutateAsync({ videoId, text, idempotencyKey });
            return comment;
          })
        }
        waiting={outbox.waiting}
        onDiscard={outbox.discard}
        listLabel={m.comments}
        emptyText={v.noComments}
        target="video"
        parentId={videoId}
        onRemoved={onRemoved}
      />
    </section>
  );
}
