import { WORDS } from '@ideaignite/contract';
import { MailQuestion } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { messagesWords } from '../words/index.ts';

interface RequestBannerProps {
  name: string;
  onAccept: () => Promise<void>;
  onDecline: () => Promise<void>;
  /** Opens the Block confirmation. */
  onBlock: () => void;
}

/** Above a message request: who wants to talk, and Accept, Decline or Block. */
export function RequestBanner({ name, onAccept, onDecline, onBlock }: RequestBannerProps) {
  const m = useWords(messagesWords);
  const titleId = useId();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (which: 'accept' | 'decline', action: () => Promise<void>) => async () => {
    if (busy) return;
    setBusy(which);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, WORDS.auth.networkError));
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={titleId} className="border-ink-100 border-b bg-saffron-50 px-4 py-3 sm:px-5">
      <div className="flex items-start gap-3">
        <MailQuestion aria-hidden className="mt-0.5 size-5 shrink-0 text-saffron-700" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold text-ink-900">
            {m.wantsToMessage(name)}
          </h3>
          <p className="mt-0.5 text-ink-700 text-sm">{m.requestHint}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={run('accept', onAccept)} busy={busy === 'accept'}>
              {m.accept}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={run('decline', onDecline)}
              busy={busy === 'decline'}
            >
              {m.decline}
            </Button>
            <Button size="sm" variant="ghost" onClick={onBlock} disabled={busy !== null}>
              {m.block}
            </Button>
          </div>
        </div>
      </div>
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </section>
  );
}
