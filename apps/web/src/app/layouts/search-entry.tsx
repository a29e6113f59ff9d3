import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
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
  (target as Element | null)?.closest?.('input,textarea,select,[contenteditable]');

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

/** The header's search button: "Search" beside its icon on the sidebar, the icon alone on phones. */
export function SearchButton({ onSearch, className }: { onSearch: () => void; className: string }) {
  const m = useWords(appWords);
  return (
    <button
      type="button"
      onClick={onSearch}
      onPointerEnter={prefetchSearch}
      onFocus={prefetchSearch}
      aria-haspopup="dialog"
      aria-keyshortcuts="/"
      className={`inline-flex items-center gap-2 rounded-xl ${className}`}
    >
      <Search aria-hidden className="size-5" />
      <span className="max-lg:sr-only">{m.search}</span>
    </button>
  );
}
