import { useEffect, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  countChosen,
  type FilterKey,
  readJobFilters,
  serverQuery,
  withFilter,
  withoutFilters,
} from './filter-state.ts';

const SEARCH_DELAY_MS = 300;

/**
 * The board's view as the URL holds it (`/jobs?type=internship&workMode=remote&q=react`): each
 * filter change a new history entry (Back undoes it), the search box replacing its entry as it is
 * typed; the server asked once typing pauses. As discovery's lists do.
 */
export function useBoardView() {
  const [urlParams, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [chosenNow, setChosenNow] = useState<URLSearchParams | null>(null);
  const params = chosenNow ?? urlParams;
  const urlTerm = urlParams.get('q') ?? '';
  const [search, setSearchText] = useState(urlTerm);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry is what counts
  useEffect(() => {
    setChosenNow(null);
    if (navigationType === 'POP') setSearchText(urlTerm);
  }, [location.key]);

  function go(next: URLSearchParams) {
    setChosenNow(next);
    setParams(next);
  }

  const serverTerm = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const filters = readJobFilters(params);

  return {
    search,
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
    serverTerm,
    filters,
    query: serverQuery(filters, serverTerm),
    chosen: countChosen(filters),
    setFilter: (key: FilterKey, values: string[]) => go(withFilter(params, key, values)),
    clearFilters: () => go(withoutFilters(params)),
  };
}
export type BoardView = ReturnType<typeof useBoardView>;
