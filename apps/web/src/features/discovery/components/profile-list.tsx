import { type ProfileListResponse, type PublicUser, WORDS } from '@ideaignite/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useSession } from '../../../lib/use-session.ts';
import { ProfileGrid } from './profile-grid.tsx';
import { ProfileSkeletons } from './profile-skeletons.tsx';

interface ProfileListProps {
  query: UseInfiniteQueryResult<InfiniteData<ProfileListResponse>>;
  /** The cards to show, when the page narrows the loaded ones (search); all loaded ones otherwise. */
  users?: PublicUser[];
  loadingLabel: string;
  emptyText: string;
  /** The list is empty only because a search is still on its way: show loading, not the empty text. */
  busy?: boolean;
  renderError: (error: Error) => ReactNode;
  renderCard: (user: PublicUser) => ReactNode;
  /** What an empty list shows instead of `emptyText` (filters that find nobody, with Clear filters). */
  empty?: ReactNode;
}

/** Every state of a role list: signed out, loading, failed, empty, the cards and 'Load more'. */
export function ProfileList({
  query,
  users,
  loadingLabel,
  emptyText,
  busy = false,
  renderError,
  renderCard,
  empty,
}: ProfileListProps) {
  const session = useSession();
  const t = useContractText();
  if (!session) return <Alert tone="error">{t(WORDS.auth.noToken)}</Alert>;
  if (query.isPending) return <ProfileSkeletons label={loadingLabel} />;
  if (query.isError && !query.data) {
    return (
      <LoadFailed onRetry={() => query.refetch()} error={query.error}>
        {renderError(query.error)}
      </LoadFailed>
    );
  }

  const shown = users ?? query.data.pages.flatMap((page) => page.data);
  if (shown.length === 0 && busy) return <ProfileSkeletons label={loadingLabel} />;
  return (
    <ProfileGrid
      users={shown}
      renderCard={renderCard}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      onLoadMore={() => query.fetchNextPage()}
      loadMoreError={query.isFetchNextPageError ? renderError(query.error) : undefined}
      empty={empty ?? <EmptyState icon={Users} text={emptyText} />}
      // A new search or filter keeps the previous cards, dimmed, until its answer arrives.
      stale={query.isPlaceholderData}
    />
  );
}
