import type { Comment } from '@ideaignite/contract';
import { authorName } from '../../lib/author-name.ts';
import { ProfileAvatar } from '../profile-avatar.tsx';
import { RelativeTime } from '../relative-time.tsx';

/** One comment: who wrote it, how long ago, and the words (line breaks kept, never as HTML). */
export function CommentItem({ comment }: { comment: Comment }) {
  const name = authorName(comment.commentedBy);
  return (
    <li className="flex gap-3">
      <ProfileAvatar
        src={comment.commentedBy?.profiledetails.profilePic ?? null}
        name={name}
        className="size-8"
      />
      <div className="min-w-0 flex-1 rounded-xl bg-ink-50 px-3.5 py-2.5">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-ink-900">{name}</span>
          <RelativeTime iso={comment.createdAt} className="text-ink-500 text-xs" />
        </p>
        <p className="mt-0.5 whitespace-pre-line break-words text-ink-700 text-sm leading-relaxed">
          {comment.text}
        </p>
      </div>
    </li>
  );
}

export function CommentList({ comments, label }: { comments: Comment[]; label: string }) {
  if (comments.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {comments.map((comment) => (
        <CommentItem key={comment._id} comment={comment} />
      ))}
    </ul>
  );
}
