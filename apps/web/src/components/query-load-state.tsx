import { API_ERRORS } from '@ideaignite/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { errorMessage } from '../lib/error-message.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { Alert } from './alert.tsx';
import { LoadFailed } from './load-failed.tsx';

/**
 * A list's first load (networking, the Ignite inbox and pipeline, co-founder matches): a spinner with the
 * page's words while it runs, the error with Try again when it failed.
 */
export function QueryLoadState({
  query,
  loading,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
  loading: string;
}) {
  const t = useContractText();
  return query.isPending ? (
    <p role="status" className="flex items-center gap-2 text-ink-500">
      <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
      {loading}
    </p>
  ) : (
    <LoadFailed onRetry={() => query.refetch()} error={query.error}>
      <Alert tone="error">{t(errorMessage(query.error, API_ERRORS.internal, { ownWords: true }))}</Alert>
    </LoadFailed>
  );
}
