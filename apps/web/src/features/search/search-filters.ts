import { ROLES, SECTORS } from '@ideaignite/contract';
import {
  SEARCH_JOB_TYPES,
  SEARCH_POSTED_WITHIN,
  SEARCH_STAGES,
  SEARCH_TAB_FILTERS,
  type SearchFilterKey,
  type SearchTab,
} from '@ideaignite/contract/search';

/** A tab's filters that are set, one value each, as the URL and the API name them. */
export type SearchFilterValues = Partial<Record<SearchFilterKey, string>>;

/** The values each listed filter takes (city takes any text: the list is a suggestion). */
const LISTED: Partial<Record<SearchFilterKey, readonly string[]>> = {
  role: ROLES,
  stage: SEARCH_STAGES,
  sector: SECTORS.map((option) => option.value),
  type: SEARCH_JOB_TYPES,
  within: SEARCH_POSTED_WITHIN.map((option) => option.value),
};

/**
 * The filters of `tab` the address sets, in the tab's order: a filter another tab owns, or a value
 * off its list, is left out (an old link still opens, unfiltered).
 */
export function filtersFromParams(params: URLSearchParams, tab: SearchTab): SearchFilterValues {
  const filters: SearchFilterValues = {};
  for (const key of SEARCH_TAB_FILTERS[tab]) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    const listed = LISTED[key];
    if (listed && !listed.includes(value)) continue;
    filters[key] = value;
  }
  return filters;
}

/** Whether any filter is set. */
export const hasFilters = (filters: SearchFilterValues) => Object.values(filters).some(Boolean);
