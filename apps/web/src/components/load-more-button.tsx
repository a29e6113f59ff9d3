import { LoaderCircle } from 'lucide-react';
import { useWords } from '../lib/i18n/words.ts';
import { Button } from './button.tsx';
import { componentsWords } from './words/index.ts';

/** 'Load more' under a paged list, while the server has further pages. */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  label,
  announce = false,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** The button's words when a list says 'Load more' its own way (the default is the shared words). */
  label?: string;
  /** Announces the change to 'Loading more…' and back (aria-live) for lists that want it. */
  announce?: boolean;
}) {
  const m = useWords(componentsWords);
  if (!hasNextPage) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button
        variant="secondary"
        onClick={onLoadMore}
        busy={isFetchingNextPage}
        aria-live={announce ? 'polite' : undefined}
      >
        {isFetchingNextPage ? (
          <>
            <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
            {m.loadingMore}
          </>
        ) : (
          (label ?? m.loadMore)
        )}
      </Button>
    </div>
  );
}
