import { MESSAGES } from '@ideaignite/contract';
import { useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { messagesMessages } from '../messages/index.ts';

interface BlockDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  /** Blocks; throws to keep the dialog open and show why. */
  onConfirm: () => Promise<void>;
  /** Where focus goes when what opened the dialog left with the request. */
  focusAfter?: () => HTMLElement | null | undefined;
}

/** Asks before blocking: Cancel (first) or Block; a failure shows in the dialog. */
export function BlockDialog({ open, onOpenChange, name, onConfirm, focusAfter }: BlockDialogProps) {
  const m = useMessages(messagesMessages);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.auth.networkError));
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
      title={m.blockTitle(name)}
      description={m.blockDescription}
      dismissible={!pending}
      focusWhenOpenerGone={focusAfter}
    >
      <div className="flex flex-col gap-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {m.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} busy={pending}>
            {m.block}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
