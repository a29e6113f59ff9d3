import { WORDS } from '@ideaignite/contract';
import { useState } from 'react';
import { errorMessage } from '../lib/error-message.ts';
import { removalFocusTarget } from '../lib/focus-after-removal.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { useWords } from '../lib/i18n/words.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { componentsWords } from './words/index.ts';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Delete this video?". */
  title: string;
  /** What is lost. */
  description: string;
  /** Deletes; throws to keep the dialog open and show why. */
  onConfirm: () => Promise<void>;
  /** Where focus goes once the deleted item (and the button that opened this) is gone. */
  focusAfterDelete?: () => HTMLElement | null | undefined;
  /** The confirming button's words for another act than deleting (Block, Suspend), and while it runs. */
  confirmLabel?: string;
  pendingLabel?: string;
  /** 'primary' for an act that destroys nothing (dismissing a report). */
  tone?: 'danger' | 'primary';
}

/**
 * Asks before deleting (or another act, named by `confirmLabel`): Cancel (first, and focused) or
 * Delete; a failure is shown in the dialog.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  focusAfterDelete = removalFocusTarget,
  confirmLabel,
  pendingLabel,
  tone = 'danger',
}: ConfirmDeleteDialogProps) {
  const m = useWords(componentsWords);
  const t = useContractText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorMessage(failure, WORDS.auth.networkError));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={title}
      description={description}
      dismissible={!pending}
      focusWhenOpenerGone={focusAfterDelete}
    >
      <div className="flex flex-col gap-4">
        {error ? <Alert tone="error">{t(error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {m.cancel}
          </Button>
          <Button variant={tone} onClick={confirm} busy={pending}>
            {pending ? (pendingLabel ?? m.deleting) : (confirmLabel ?? m.delete)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
