import { LoaderCircle } from 'lucide-react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { profilesWords } from '../words/index.ts';

/** While a profile loads: the shape of the page, announced once to screen readers. */
export function ProfileLoading({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100">
        <div className="h-24 animate-pulse bg-ink-100 sm:h-32" />
        <div className="flex items-center gap-4 px-5 py-6 sm:px-8">
          <div className="size-20 animate-pulse rounded-full bg-ink-100" />
          <div className="flex-1 space-y-3">
            <div className="h-6 w-48 max-w-full animate-pulse rounded bg-ink-100" />
            <div className="h-4 w-32 animate-pulse rounded bg-ink-100" />
          </div>
        </div>
      </div>
      <div aria-hidden className="flex items-center justify-center gap-2 text-ink-500 text-sm">
        <LoaderCircle className="size-4 animate-spin" />
        {label}
      </div>
    </div>
  );
}

/**
 * A profile that could not load: the spec's 'Error: …' words (`message`, a contract text, in the
 * interface language) and a way to try again.
 */
export function ProfileError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const m = useWords(profilesWords);
  const t = useContractText();
  return (
    <div className="space-y-4">
      <Alert tone="error">{m.errorPrefix(t(message))}</Alert>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {m.tryAgain}
        </Button>
      ) : null}
    </div>
  );
}
