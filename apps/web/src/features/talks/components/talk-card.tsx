import { type Blog, TALKS_WORDS, TEXT_LIMITS } from '@ideaignite/contract';
import { useRef, useState } from 'react';
import { AuthorLine } from '../../../components/author-line.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-dialog.tsx';
import { EditedMark } from '../../../components/edited-mark.tsx';
import { InlineTextEditor } from '../../../components/inline-text-editor.tsx';
import { ItemActionsMenu } from '../../../components/item-actions-menu.tsx';
import { LikeButton } from '../../../components/like-button.tsx';
import { Link } from '../../../components/link.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { ReportMenu } from '../../../components/report-menu.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { announce } from '../../../lib/announce.ts';
import { useDeletePost, useEditTalk } from '../../../lib/api/change-content.ts';
import { authorName } from '../../../lib/author-name.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { talkPath } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useWatchInView } from '../../../lib/watch.ts';
import { talksWords } from '../words/index.ts';
import { TalkComments } from './talk-comments.tsx';

/**
 * One talk: who said it, when (in a list, linking to the talk's own page), the words (as text,
 * line breaks kept), its likes and its comments. Its author also gets a "⋯" menu: Edit (in place)
 * and Delete (after asking), and Share for its address; another signed-in member, one with Report.
 * `page`: the talk's own page (/talks/:talkId), headed "Talk by …".
 */
export function TalkCard({ talk, page = false }: { talk: Blog; page?: boolean }) {
  const m = useWords(talksWords);
  const session = useSession();
  const own = Boolean(session && talk.uploadedBy?._id === session.userId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeletePost();
  const menu = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    menu.current?.focus();
  };
  const label = m.talkBy(authorName(talk.uploadedBy));
  // Its live comments, likes and edits while it is on screen (issue 32); its own page throughout.
  const watchRef = useWatchInView('talk', talk._id);
  return (
    <article
      ref={watchRef}
      aria-label={label}
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6"
    >
      {page ? (
        <h1 tabIndex={-1} className="font-bold text-ink-900 text-xl focus:outline-none">
          {label}
        </h1>
      ) : null}
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <AuthorLine author={talk.uploadedBy}>
            {page ? (
              <RelativeTime iso={talk.createdAt} />
            ) : (
              <Link to={talkPath(talk._id)} className="rounded hover:text-brand-700 hover:underline">
                <span className="sr-only">{m.openTalk} </span>
                <RelativeTime iso={talk.createdAt} />
              </Link>
            )}
            <EditedMark iso={talk.editedAt} />
          </AuthorLine>
        </div>
        {own ? (
          <ItemActionsMenu
            triggerRef={menu}
            itemName={label}
            onEdit={() => setEditing(true)}
            onDelete={() => setDeleting(true)}
            className="-mt-1 -mr-2"
          />
        ) : session ? (
          <ReportMenu
            itemName={label}
            target="talk"
            targetId={talk._id}
            subject={m.talkOf(authorName(talk.uploadedBy))}
            className="-mt-1 -mr-2"
          />
        ) : null}
      </div>
      {own && editing ? (
        <TalkEditor talk={talk} onDone={stopEditing} />
      ) : (
        <p className="whitespace-pre-line break-words text-ink-800 text-lg leading-relaxed">{talk.title}</p>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <LikeButton kind="talk" post={talk} />
        {own ? <ShareButton kind="talk" id={talk._id} title={label} /> : null}
      </div>
      <TalkComments talk={talk} />
      {own ? (
        <ConfirmDeleteDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={m.deleteTalkTitle}
          description={m.deleteTalkBody}
          onConfirm={async () => {
            const answer = await remove.mutateAsync({ id: talk._id, kind: 'talk' });
            setDeleting(false);
            announce(answer.message);
          }}
        />
      ) : null}
    </article>
  );
}

/** The talk's words in a box to change them, under the posting rules: Save or Cancel (Escape). */
function TalkEditor({ talk, onDone }: { talk: Blog; onDone: () => void }) {
  const m = useWords(talksWords);
  const edit = useEditTalk();
  return (
    <InlineTextEditor
      initial={talk.title}
      label={m.editTalk}
      maxLength={TEXT_LIMITS.talk}
      requiredMessage={TALKS_WORDS.talkRequired}
      rows={4}
      busy={edit.isPending}
      save={(title) => edit.mutateAsync({ talkId: talk._id, title })}
      onDone={onDone}
      boxClassName="rounded-xl px-3.5 py-2.5 text-lg leading-relaxed"
    />
  );
}
