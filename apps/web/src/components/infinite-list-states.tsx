import { WORDS } from '@ideaignite/contract';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useContractText } from '../lib/i18n/contract.ts';
import { useSession } from '../lib/use-session.ts';
import { Alert } from './alert.tsx';
import { LoadFailed } from './load-failed.tsx';
import { LoadMoreButton } from './load-more-button.tsx';

interface InfiniteListStatesProps<TData> {
  query: UseInfiniteQueryResult<TData>;
  /** How many items the loaded pages hold. */
  itemCount: number;
  /** Shown while the first page loads. */
  loading: ReactNode;
  /** The words for a failed load, first page or further (a contract text is shown translated). */
  failure: (error: Error) => string;
  /** Shown when the list has nothing in it. */
  empty: ReactNode;
  /** The list itself, once there are items. */
  children: ReactNode;
}

/** Every state of a paged list: signed out, loading, failed, empty, the items and 'Load more'. */
export function InfiniteListStates<TData>({
  query,
  itemCount,
  loading,
  failure,
  empty,
  children,
}: InfiniteListStatesProps<TData>) {
  const session = useSession();
  const t = useContractText();
  if (!session) return <Alert tone="error">{t(WORDS.auth.noToken)}</Alert>;
  if (query.isPending) return loading;
  if (query.isError && itemCount === 0) {
    return (
      <LoadFailed onRetry={() => query.refetch()} error={query.error}>
        <Alert tone="error">{t(failure(query.error))}</Alert>
      </LoadFailed>
    );
  }
  if (itemCount === 0) return empty;
  return (
    <>
      {children}
      {query.isFetchNextPageError ? (
        <Alert tone="error" className="mt-6">
          {t(failure(query.error))}
        </Alert>
      ) : null}
      <LoadMoreButton
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={() => query.fetchNextPage()}
      />
    </>
  );
}
