import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { lazyComponent, prefetchComponent, showWhenLoaded } from '../../lib/lazy-component.ts';
import { appWords } from '../words/index.ts';

// The box and its suggestions come on demand: the header's first view carries only this button.
const SearchDialog = lazyComponent(
  () => import('../../features/search/components/search-dialog.tsx').then((module) => module.SearchDialog),
  'SearchDialog',
);
export const prefetchSearch = () => prefetchComponent(SearchDialog);

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The search dialog's state, and the `/` key that opens it anywhere but in a field. */
export function useSearchEntry() {
  const [open, setOpen] = useState(false);
  const show = () => showWhenLoaded(SearchDialog, () => setOpen(true));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      showWhenLoaded(SearchDialog, () => setOpen(true));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return { show, dialog: <SearchDialog open={open} onOpenChange={setOpen} /> };
}

/** The header's search button: a box-like button on the sidebar, an icon on the phone bar. */
export function SearchButton({ onSearch, compact = false }: { onSearch: () => void; compact?: boolean }) {
  const m = useWords(appWords);
  return (
    <button
      type="button"
      onClick={onSearch}
      onPointerEnter={prefetchSearch}
      onFocus={prefetchSearch}
      aria-haspopup="dialog"
      aria-keyshortcuts="/"
      aria-label={compact ? m.search : undefined}
      className={cn(
        'inline-flex items-center gap-2 rounded-xl transition-colors',
        compact
          ? 'size-11 justify-center text-ink-800 hover:bg-ink-100 focus-visible:outline-saffron-500'
          : 'w-full bg-white/10 px-3 py-2 text-brand-100 text-sm hover:bg-white/15 focus-visible:outline-saffron-400',
      )}
    >
      <Search aria-hidden className={compact ? 'size-6' : 'size-4'} />
      {compact ? null : (
        <>
          <span className="flex-1 text-left">{m.search}</span>
          <kbd aria-hidden className="rounded border border-white/20 px-1.5 font-sans text-xs">
            /
          </kbd>
        </>
      )}
    </button>
  );
}
