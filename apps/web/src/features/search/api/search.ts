import {
  SEARCH_QUERY_LENGTH,
  type SearchCountsQuery,
  type SearchQuery,
  type SearchTab,
  searchApi,
} from '@ideaignite/contract/search';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import type { SearchFilterValues } from '../search-filters.ts';

/** Whether the words are long enough to ask the server (one letter would match almost everything). */
export const canSearch = (q: string) => q.trim().length >= SEARCH_QUERY_LENGTH.min;

/** GET /api/search: one tab's results (after its filters), keyset-paged. */
export const searchQueryOptions = (q: string, tab: SearchTab, filters: SearchFilterValues = {}) =>
  infiniteQueryOptions({
    queryKey: ['search', q.trim(), tab, filters],
    queryFn: ({ pageParam, signal }) =>
      call(
        searchApi.search,
        { query: { q: q.trim(), tab, ...(filters as Partial<SearchQuery>), cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: canSearch(q),
  });

/**
 * GET /api/search/counts: how many results every tab has (the chosen one after its filters), asked
 * once per search beside its first page; the tabs show them when they come.
 */
export const searchCountsQueryOptions = (q: string, tab: SearchTab, filters: SearchFilterValues = {}) =>
  queryOptions({
    queryKey: ['search', 'counts', q.trim(), tab, filters],
    queryFn: ({ signal }) =>
      call(
        searchApi.counts,
        { query: { q: q.trim(), tab, ...(filters as Partial<SearchCountsQuery>) } },
        { signal },
      ),
    enabled: canSearch(q),
  });

/** GET /api/search/suggest: the best few matches of every kind as a person types. */
export const suggestQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggest', q.trim()],
    queryFn: ({ signal }) => call(searchApi.suggest, { query: { q: q.trim() } }, { signal }),
    enabled: canSearch(q),
    staleTime: 30_000,
  });
