import { COMMENTS_WORDS, type Comment, type CommentTarget, TEXT_LIMITS } from '@ideaignite/contract';
import { type RefObject, useRef, useState } from 'react';
import { announce } from '../../lib/announce.ts';
import { useDeleteComment, useEditComment } from '../../lib/api/change-content.ts';
import { authorName } from '../../lib/author-name.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { useSession } from '../../lib/use-session.ts';
import { ConfirmDeleteDialog } from '../confirm-dialog.tsx';
import { EditedMark } from '../edited-mark.tsx';
import { InlineTextEditor } from '../inline-text-editor.tsx';
import { ItemActionsMenu } from '../item-actions-menu.tsx';
import { ProfileAvatar } from '../profile-avatar.tsx';
import { RelativeTime } from '../relative-time.tsx';
import { ReportMenu } from '../report-menu.tsx';
import { componentsWords } from '../words/index.ts';

/** What a comment is on, for its author's Edit and Delete (without it, it only reads). */
export interface CommentPlace {
  target: CommentTarget;
  parentId: string;
  /** Told when this user deleted one (a video card counts it out). */
  onRemoved?: (commentId: string) => void;
}

/**
 * One comment: who wrote it, how long ago, and the words (line breaks kept, never as HTML). Its
 * author also gets a "⋯" menu: Edit (in place) and Delete (after asking); another signed-in
 * member, one with Report.
 */
export function CommentItem({ comment, place }: { comment: Comment; place?: CommentPlace }) {
  const name = authorName(comment.commentedBy);
  const session = useSession();
  const mine = Boolean(session && comment.commentedBy?._id === session.userId);
  const own = Boolean(place && mine);
  const [editing, setEditing] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const menu = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    menu.current?.focus();
  };
  return (
    <li ref={item} className="flex gap-3">
      <ProfileAvatar
        src={comment.commentedBy?.profiledetails.profilePic ?? null}
        name={name}
        className="size-8"
      />
      <div className="min-w-0 flex-1 rounded-xl bg-ink-50 px-3.5 py-2.5">
        <div className="flex items-start gap-2">
          <p className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold text-ink-900">{name}</span>
            <span className="text-ink-500 text-xs">
              <RelativeTime iso={comment.createdAt} />
              <EditedMark iso={comment.editedAt} />
            </span>
          </p>
          {own && place ? (
            <OwnCommentMenu
              menu={menu}
              comment={comment}
              name={name}
              place={place}
              item={item}
              onEdit={() => setEditing(true)}
            />
          ) : session && !mine ? (
            <OthersCommentMenu comment={comment} name={name} />
          ) : null}
        </div>
        {own && place && editing ? (
          <CommentEditor comment={comment} place={place} onDone={stopEditing} />
        ) : (
          <p className="mt-0.5 whitespace-pre-line break-words text-ink-700 text-sm leading-relaxed">
            {comment.text}
          </p>
        )}
      </div>
    </li>
  );
}

/** Someone else's comment: a "⋯" with Report (the target is the comment, whatever it is on). */
function OthersCommentMenu({ comment, name }: { comment: Comment; name: string }) {
  const m = useWords(componentsWords);
  return (
    <ReportMenu
      itemName={m.commentBy(name)}
      target="comment"
      targetId={comment._id}
      subject={m.reportCommentBy(name)}
      className="-my-1.5 -mr-2 size-8"
    />
  );
}

function OwnCommentMenu({
  comment,
  name,
  place,
  item,
  menu,
  onEdit,
}: {
  menu: RefObject<HTMLButtonElement | null>;
  comment: Comment;
  name: string;
  place: CommentPlace;
  item: RefObject<HTMLLIElement | null>;
  onEdit: () => void;
}) {
  const m = useWords(componentsWords);
  const [deleting, setDeleting] = useState(false);
  // Once the comment is gone, focus goes to the box for writing one, next to the list.
  const commentBox = useRef<HTMLElement | null>(null);
  const remove = useDeleteComment(place.target, place.parentId);
  return (
    <>
      <ItemActionsMenu
        triggerRef={menu}
        itemName={m.commentBy(name)}
        onEdit={onEdit}
        onDelete={() => setDeleting(true)}
        className="-my-1.5 -mr-2 size-8"
      />
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={m.deleteCommentTitle}
        description={m.deleteCommentBody}
        focusAfterDelete={() => commentBox.current}
        onConfirm={async () => {
          commentBox.current = nearestInput(item.current);
          const answer = await remove.mutateAsync(comment._id);
          place.onRemoved?.(comment._id);
          setDeleting(false);
          announce(answer.message);
        }}
      />
    </>
  );
}

/** The closest text box around an element: the comment form beside a list of comments. */
function nearestInput(from: HTMLElement | null): HTMLElement | null {
  for (let node = from?.parentElement; node; node = node.parentElement) {
    const input = node.querySelector<HTMLElement>('input[type="text"], input:not([type])');
    if (input) return input;
  }
  return null;
}

/** The comment's text in a box to change it: Save (Enter in the box) or Cancel (Escape). */
function CommentEditor({
  comment,
  place,
  onDone,
}: {
  comment: Comment;
  place: CommentPlace;
  onDone: () => void;
}) {
  const m = useWords(componentsWords);
  const edit = useEditComment(place.target, place.parentId);
  return (
    <InlineTextEditor
      initial={comment.text}
      label={m.editComment}
      maxLength={TEXT_LIMITS.comment}
      requiredMessage={COMMENTS_WORDS.commentRequired}
      rows={(text) => Math.min(6, Math.max(2, text.split('\n').length))}
      busy={edit.isPending}
      save={(text) => edit.mutateAsync({ commentId: comment._id, text })}
      onDone={onDone}
      className="mt-1.5"
      boxClassName="rounded-lg px-3 py-2 text-sm"
    />
  );
}

export function CommentList({
  comments,
  label,
  ...place
}: { comments: Comment[]; label: string } & Partial<CommentPlace>) {
  if (comments.length === 0) return null;
  const where = place.target && place.parentId ? (place as CommentPlace) : undefined;
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {comments.map((comment) => (
        <CommentItem key={comment._id} comment={comment} place={where} />
      ))}
    </ul>
  );
}
