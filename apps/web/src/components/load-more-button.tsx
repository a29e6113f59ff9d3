import { LoaderCircle } from 'lucide-react';
import { useMessages } from '../lib/i18n/messages.ts';
import { Button } from './button.tsx';
import { componentsMessages } from './messages/index.ts';

/** 'Load more' under a paged list, while the server has further pages. */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}) {
  const m = useMessages(componentsMessages);
  if (!hasNextPage) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="secondary" onClick={onLoadMore} busy={isFetchingNextPage}>
        {isFetchingNextPage ? (
          <>
            <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
            {m.loadingMore}
          </>
        ) : (
          m.loadMore
        )}
      </Button>
    </div>
  );
}
