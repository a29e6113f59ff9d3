import { useEffect, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH_DELAY_MS = 300;

/**
 * A filtered, searched list's view as the URL holds it (discovery's people, the jobs board): the
 * words searched (`?q=`) and the filters' parameters. The search box writes the URL as the user
 * types (replacing the entry, so Back does not replay each key); each filter change (`go`) is a
 * new history entry, so Back undoes it. `serverTerm` is the search once typing pauses.
 */
export function useUrlView() {
  const [urlParams, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The filters just chosen, until the router has put them in the URL (a navigation is a
  // transition, and may land a moment later): the box is ticked and the list asked at once.
  const [chosenNow, setChosenNow] = useState<URLSearchParams | null>(null);
  const params = chosenNow ?? urlParams;
  const urlTerm = urlParams.get('q') ?? '';
  const [search, setSearchText] = useState(urlTerm);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry is what counts
  useEffect(() => {
    setChosenNow(null);
    // Back and forward bring another view's words: the box follows the URL.
    if (navigationType === 'POP') setSearchText(urlTerm);
  }, [location.key]);

  const term = search.trim();
  return {
    params,
    search,
    /** The words typed, trimmed: what the loaded cards are narrowed by before the server answers. */
    term,
    serverTerm: useDebouncedValue(term, SEARCH_DELAY_MS),
    setSearch(text: string) {
      setSearchText(text);
      setParams(
        (current) => {
          const next = new URLSearchParams(chosenNow ?? current);
          if (text.trim()) next.set('q', text);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    },
    /** A filter change: a new history entry. */
    go(next: URLSearchParams) {
      setChosenNow(next);
      setParams(next);
    },
  };
}
