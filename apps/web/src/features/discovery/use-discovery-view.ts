import type { DiscoveryFilterKey } from '@ideaignite/contract';
import { useUrlView } from '../../lib/use-url-view.ts';
import { LIST_ROLES, type ProfileListName } from './api/get-profile-list.ts';
import {
  countChosen,
  type FilterValues,
  filterEntries,
  readFilters,
  withFilter,
  withoutFilters,
} from './filters/filter-state.ts';

/**
 * A role list's view as the URL holds it: the words searched (`?q=`) and the filters. The search
 * box writes the URL as the user types (replacing the entry, so Back does not replay each key);
 * each filter change is a new history entry, so Back undoes it. The server is asked once typing
 * pauses; a new view starts again at the first page (its own query key).
 */
export function useDiscoveryView(list: ProfileListName) {
  const role = LIST_ROLES[list];
  const view = useUrlView();
  const filters: FilterValues = readFilters(view.params, role);
  return {
    role,
    search: view.search,
    setSearch: view.setSearch,
    /** The words the cards already loaded are narrowed by, before the server answers. */
    term: view.term,
    serverTerm: view.serverTerm,
    filters,
    entries: filterEntries(filters, role),
    chosen: countChosen(filters),
    setFilter: (key: DiscoveryFilterKey, values: string[]) => view.go(withFilter(view.params, key, values)),
    clearFilters: () => view.go(withoutFilters(view.params, role)),
  };
}
export type DiscoveryView = ReturnType<typeof useDiscoveryView>;
