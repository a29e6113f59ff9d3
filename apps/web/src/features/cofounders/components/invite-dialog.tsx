import { API_ERRORS, CofounderInviteInputSchema, INVITE_NOTE_MAX_LENGTH } from '@ideaignite/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { useStartOnOpen } from '../../../components/use-start-on-open.ts';
import { announce } from '../../../lib/announce.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useSendInvite } from '../api/send-invite.ts';
import { cofoundersWords } from '../words/index.ts';

interface InviteDialogProps {
  toId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * An invite with a short note (optional, ≤ INVITE_NOTE_MAX_LENGTH, counted as it is typed). The
 * contract's schema checks it first; the server's refusal (the daily limit, already invited) shows
 * here; what the server answered (sent, or connected when they had invited me) is announced.
 */
export function InviteDialog({ toId, name, open, onOpenChange }: InviteDialogProps) {
  const m = useWords(cofoundersWords);
  const t = useContractText();
  const invite = useSendInvite();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  useStartOnOpen(open, () => {
    setNoteError(undefined);
    setFailure(null);
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    setFailure(null);
    const parsed = CofounderInviteInputSchema.safeParse({ toId, note });
    if (!parsed.success) return setNoteError(parsed.error.issues[0]?.message);
    setNoteError(undefined);
    try {
      const answer = await invite.mutateAsync({
        toId,
        ...(parsed.data.note ? { note: parsed.data.note } : {}),
      });
      announce(answer.message);
      setNote('');
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error, API_ERRORS.internal));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={m.inviteTitle(name)}
      description={m.inviteIntro}
      dismissible={!invite.isPending}
      initialFocus={noteField}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextAreaField
          ref={noteField}
          label={m.noteLabel}
          name="note"
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            if (noteError) setNoteError(undefined);
          }}
          maxChars={INVITE_NOTE_MAX_LENGTH}
          placeholder={m.notePlaceholder}
          error={noteError}
        />
        {failure ? <Alert tone="error">{t(failure)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={invite.isPending}>
            {m.cancel}
          </Button>
          <Button type="submit" busy={invite.isPending}>
            {invite.isPending ? m.sending : m.sendInvite}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
