import { type Blog, CONTENT_MESSAGES, MESSAGES, TEXT_LIMITS } from '@ideaignite/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { AuthorLine } from '../../../components/author-line.tsx';
import { Button } from '../../../components/button.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-dialog.tsx';
import { EditedMark } from '../../../components/edited-mark.tsx';
import { ItemActionsMenu } from '../../../components/item-actions-menu.tsx';
import { componentsMessages } from '../../../components/messages/index.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { announce } from '../../../lib/announce.ts';
import { useDeletePost, useEditTalk } from '../../../lib/api/change-content.ts';
import { authorName } from '../../../lib/author-name.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { useSession } from '../../../lib/use-session.ts';
import { talksMessages } from '../messages/index.ts';
import { TalkComments } from './talk-comments.tsx';

/**
 * One talk: who said it, when, the words (as text, line breaks kept) and its comments. Its
 * author also gets a "⋯" menu: Edit (in place) and Delete (after asking).
 */
export function TalkCard({ talk }: { talk: Blog }) {
  const m = useMessages(talksMessages);
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
  return (
    <article
      aria-label={label}
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <AuthorLine author={talk.uploadedBy}>
            <RelativeTime iso={talk.createdAt} />
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
        ) : null}
      </div>
      {own && editing ? (
        <TalkEditor talk={talk} onDone={stopEditing} />
      ) : (
        <p className="whitespace-pre-line break-words text-ink-800 text-lg leading-relaxed">{talk.title}</p>
      )}
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
  const m = useMessages(talksMessages);
  const shared = useMessages(componentsMessages);
  const t = useContractText();
  const id = useId();
  const [text, setText] = useState(talk.title);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditTalk();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (edit.isPending) return;
    const trimmed = text.trim();
    if (!trimmed) return setError(CONTENT_MESSAGES.talkRequired);
    setError(null);
    try {
      const answer = await edit.mutateAsync({ talkId: talk._id, title: trimmed });
      announce(answer.message);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.auth.networkError));
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {m.editTalk}
      </label>
      <textarea
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the box replaces the words its author chose to edit.
        autoFocus
        value={text}
        rows={4}
        maxLength={TEXT_LIMITS.talk}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-ink-900 text-lg leading-relaxed shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-400"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger-700 text-sm">
          {t(error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={edit.isPending}>
          {shared.cancel}
        </Button>
        <Button type="submit" size="sm" busy={edit.isPending}>
          {edit.isPending ? shared.saving : shared.save}
        </Button>
      </div>
    </form>
  );
}
