import { useUrlView } from '../../../lib/use-url-view.ts';
import {
  countChosen,
  type FilterKey,
  readJobFilters,
  serverQuery,
  withFilter,
  withoutFilters,
} from './filter-state.ts';

/**
 * The board's view as the URL holds it (`/jobs?type=internship&workMode=remote&q=react`): each
 * filter change a new history entry (Back undoes it), the search box replacing its entry as it is
 * typed; the server asked once typing pauses. As discovery's lists do (lib/use-url-view.ts).
 */
export function useBoardView() {
  const view = useUrlView();
  const filters = readJobFilters(view.params);
  return {
    search: view.search,
    setSearch: view.setSearch,
    serverTerm: view.serverTerm,
    filters,
    query: serverQuery(filters, view.serverTerm),
    chosen: countChosen(filters),
    setFilter: (key: FilterKey, values: string[]) => view.go(withFilter(view.params, key, values)),
    clearFilters: () => view.go(withoutFilters(view.params)),
  };
}
export type BoardView = ReturnType<typeof useBoardView>;
