import {
  SEARCH_FILTER_VALUES,
  SEARCH_TAB_FILTERS,
  type SearchFilterKey,
  type SearchTab,
} from '@ideaignite/contract/search';

/** A tab's filters that are set, one value each, as the URL and the API name them. */
export type SearchFilterValues = Partial<Record<SearchFilterKey, string>>;

/**
 * The filters of `tab` the address sets, in the tab's order: a filter another tab owns, or a value
 * off its list, is left out (an old link still opens, unfiltered).
 */
export function filtersFromParams(params: URLSearchParams, tab: SearchTab): SearchFilterValues {
  const filters: SearchFilterValues = {};
  for (const key of SEARCH_TAB_FILTERS[tab]) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    const listed = (SEARCH_FILTER_VALUES as Partial<Record<SearchFilterKey, readonly string[]>>)[key];
    if (listed && !listed.includes(value)) continue;
    filters[key] = value;
  }
  return filters;
}

/** Whether any filter is set. */
export const hasFilters = (filters: SearchFilterValues) => Object.values(filters).some(Boolean);
