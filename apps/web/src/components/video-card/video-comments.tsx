import type { Comment } from '@ideaignite/contract';
import { useAddVideoComment } from '../../lib/api/add-video-comment.ts';
import { useVideoComments } from '../../lib/api/get-video-comments.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { CommentsThread } from '../comments/comments-thread.tsx';
import { componentsWords } from '../words/index.ts';

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
  const query = useVideoComments(videoId, true);
  const add = useAddVideoComment();
  return (
    <section
      id={id}
      aria-label={m.commentsOn(videoTitle)}
      className="flex flex-col gap-4 border-ink-100 border-t pt-4"
    >
      <CommentsThread
        query={query}
        formLabel={m.addCommentOn(videoTitle)}
        onSubmit={async (text) => {
          const { comment } = await add.mutateAsync({ videoId, text });
          onAdded(comment);
        }}
        listLabel={m.comments}
        emptyText={m.noComments}
        target="video"
        parentId={videoId}
        onRemoved={onRemoved}
      />
    </section>
  );
}
