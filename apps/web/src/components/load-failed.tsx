import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { useWords } from '../lib/i18n/words.ts';
import { dashboardPath } from '../lib/paths.ts';
import { useSession } from '../lib/use-session.ts';
import { Button, ButtonLink } from './button.tsx';
import { componentsWords } from './words/index.ts';

/** Whether the failure is the server's refusal (403): asking again gets the same answer. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * A first load that failed: the error (an Alert) with a way to try again; a refusal (403) offers
 * no retry, which cannot help, but the way back to the person's dashboard. `error` is the query's
 * error (required, so no page forgets to say which it was).
 */
export function LoadFailed({
  children,
  onRetry,
  error,
}: {
  children: ReactNode;
  onRetry: () => void;
  error: unknown;
}) {
  const m = useWords(componentsWords);
  const session = useSession();
  return (
    <div className="flex flex-col items-start gap-3">
      {children}
      {isForbidden(error) ? (
        <ButtonLink variant="secondary" size="sm" to={dashboardPath(session?.role)}>
          {m.backToDashboard}
        </ButtonLink>
      ) : (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {m.tryAgain}
        </Button>
      )}
    </div>
  );
}
