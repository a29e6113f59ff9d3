import type { DiscoveryFilterKey } from '@ideaignite/contract';
import { useEffect, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { LIST_ROLES, type ProfileListName } from './api/get-profile-list.ts';
import {
  countChosen,
  type FilterValues,
  filterEntries,
  readFilters,
  withFilter,
  withoutFilters,
} from './filters/filter-state.ts';

const SEARCH_DELAY_MS = 300;

/**
 * A role list's view as the URL holds it: the words searched (`?q=`) and the filters. The search
 * box writes the URL as the user types (replacing the entry, so Back does not replay each key);
 * each filter change is a new history entry, so Back undoes it. The server is asked once typing
 * pauses; a new view starts again at the first page (its own query key).
 */
export function useDiscoveryView(list: ProfileListName) {
  const role = LIST_ROLES[list];
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

  function go(next: URLSearchParams) {
    setChosenNow(next);
    setParams(next);
  }

  const term = search.trim();
  const serverTerm = useDebouncedValue(term, SEARCH_DELAY_MS);
  const filters: FilterValues = readFilters(params, role);
  const entries = filterEntries(filters, role);

  function setSearch(text: string) {
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
  }

  return {
    role,
    search,
    setSearch,
    /** The words the cards already loaded are narrowed by, before the server answers. */
    term,
    serverTerm,
    filters,
    entries,
    chosen: countChosen(filters),
    setFilter: (key: DiscoveryFilterKey, values: string[]) => go(withFilter(params, key, values)),
    clearFilters: () => go(withoutFilters(params, role)),
  };
}
export type DiscoveryView = ReturnType<typeof useDiscoveryView>;
