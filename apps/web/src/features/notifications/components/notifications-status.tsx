import { API_ERRORS } from '@ideaignite/contract';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { notificationsWords } from '../words/index.ts';

export function NotificationsLoading() {
  const m = useWords(notificationsWords);
  return (
    <div role="status" aria-label={m.loading} className="space-y-3">
      {['a', 'b', 'c'].map((key) => (
        <div
          key={key}
          className="flex animate-pulse gap-4 rounded-card bg-white p-5 ring-1 ring-ink-100 motion-reduce:animate-none"
        >
          <div className="size-11 rounded-full bg-ink-100" />
          <div className="flex-1 space-y-2.5 pt-1">
            <div className="h-3 w-24 rounded bg-ink-100" />
            <div className="h-3.5 w-4/5 rounded bg-ink-100" />
            <div className="h-3 w-32 rounded bg-ink-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function NotificationsFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const m = useWords(notificationsWords);
  const t = useContractText();
  return (
    <div className="space-y-3">
      <Alert tone="error">{t(errorMessage(error, API_ERRORS.internal, { ownWords: true }))}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {m.tryAgain}
      </Button>
    </div>
  );
}
