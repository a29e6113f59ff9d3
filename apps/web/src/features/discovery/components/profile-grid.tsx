import type { PublicUser } from '@ideaignite/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { discoveryWords } from '../words/index.ts';

/** The cards' columns, beside the filter panel: one, two, then three on the widest screens. */
export const PROFILE_GRID_CLASSES = 'grid gap-5 md:grid-cols-2 2xl:grid-cols-3';

interface ProfileGridProps {
  users: PublicUser[];
  renderCard: (user: PublicUser) => ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** Shown under the grid when a further page failed; the cards already loaded stay. */
  loadMoreError?: ReactNode;
  /** Shown instead of the grid when there are no cards. */
  empty: ReactNode;
  /** The cards are the previous view's, shown until the new one's arrive. */
  stale?: boolean;
}

/** Cards in 1, 2 or 3 columns, with 'Load more' while the server has further pages. */
export function ProfileGrid({
  users,
  renderCard,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  loadMoreError,
  empty,
  stale = false,
}: ProfileGridProps) {
  const m = useWords(discoveryWords);
  const listRef = useRef<HTMLUListElement>(null);
  const firstNewIndex = useRef<number | null>(null);

  // After 'Load more', keyboard users continue at the first new card rather than at the page top.
  useEffect(() => {
    const index = firstNewIndex.current;
    if (index === null || users.length <= index) return;
    firstNewIndex.current = null;
    listRef.current?.children[index]?.querySelector<HTMLAnchorElement>('h2 a')?.focus();
  }, [users.length]);

  function loadMore() {
    firstNewIndex.current = users.length;
    onLoadMore();
  }

  return (
    <div>
      {users.length === 0 ? (
        empty
      ) : (
        <ul
          ref={listRef}
          aria-busy={stale || undefined}
          className={cn(
            PROFILE_GRID_CLASSES,
            'transition-opacity motion-reduce:transition-none',
            stale && 'opacity-60',
          )}
        >
          {users.map((user) => (
            <li key={user._id}>{renderCard(user)}</li>
          ))}
        </ul>
      )}
      {loadMoreError ? <div className="mt-6">{loadMoreError}</div> : null}
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        onLoadMore={loadMore}
        label={m.loadMore}
        announce
      />
    </div>
  );
}
