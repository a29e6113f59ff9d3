import type { EndpointAnswer, Role } from '@ideaignite/contract';
import { discoveryApi } from '@ideaignite/contract/discovery';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { profileListQueryKey } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

/** The four role lists of spec section 7, by the name the pages use. */
export const PROFILE_LISTS = {
  cofounders: discoveryApi.cofounders,
  hustlers: discoveryApi.hustlers,
  investors: discoveryApi.investors,
  jobseekers: discoveryApi.jobseekers,
} as const;
export type ProfileListName = keyof typeof PROFILE_LISTS;
export type ProfileListPage = EndpointAnswer<(typeof PROFILE_LISTS)[ProfileListName]>;

/** The role each list shows (its filters: DISCOVERY_FILTERS[role]). */
export const LIST_ROLES: Readonly<Record<ProfileListName, Role>> = {
  cofounders: 'Cofounder',
  hustlers: 'Hustler',
  investors: 'Investor',
  jobseekers: 'Jobseeker',
};

/** Twelve cards fill whole rows of the 1-, 2- and 3-column grids. */
export const PROFILE_PAGE_SIZE = 12;

/**
 * A filtered view: the words searched and the filters, as `[key, value]` pairs in their URL order.
 * A filter may repeat (`sector=a&sector=b`): the lists and their facets send it as URLSearchParams.
 */
export interface ListView {
  q?: string;
  filters?: readonly (readonly [string, string])[];
}

/** A view as query parameters (`q=chai&stage=seed&sector=fintech`), after any already in `params`. */
export function viewParams({ q, filters = [] }: ListView, params = new URLSearchParams()): URLSearchParams {
  if (q) params.set('q', q);
  for (const [key, value] of filters) params.append(key, value);
  return params;
}

/** The filters as a query string (`stage=seed&sector=fintech`): the cache key's part for them. */
export const filtersQuery = (filters: ListView['filters'] = []) => viewParams({ filters }).toString();

/** The query of one page of a view: `limit`, the cursor, then the view's words and filters. */
export function profileListParams({ cursor, ...view }: ListView & { cursor?: string } = {}) {
  const params = new URLSearchParams({ limit: String(PROFILE_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return viewParams(view, params);
}

export function getProfileList(
  list: ProfileListName,
  { signal, ...options }: ListView & { cursor?: string; signal?: AbortSignal } = {},
): Promise<ProfileListPage> {
  // The four lists share one answer: any of them types the call.
  const endpoint = PROFILE_LISTS[list] as (typeof PROFILE_LISTS)['hustlers'];
  return call(endpoint, { query: profileListParams(options) }, { signal });
}

export const profileListQueryOptions = (list: ProfileListName, view: ListView = {}) =>
  infiniteQueryOptions({
    queryKey: profileListQueryKey(list, view.q ?? '', filtersQuery(view.filters)),
    queryFn: ({ pageParam, signal }) => getProfileList(list, { ...view, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * One role list, page by page ('Load more' follows nextCursor). A new search or filter starts
 * again at the first page (its own cache entry) and keeps the previous cards on screen until its
 * answer arrives, so the page does not flash back to skeletons.
 */
export function useProfileList(list: ProfileListName, view: ListView = {}) {
  const session = useSession();
  return useInfiniteQuery({
    ...profileListQueryOptions(list, { ...view, q: view.q?.trim() }),
    enabled: Boolean(session),
    placeholderData: keepPreviousData,
  });
}
