import { API, type ProfileListResponse } from '@ideaignite/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileListQueryKey } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

/** The four role lists of spec section 7, by the name the pages use. */
export const PROFILE_LIST_PATHS = {
  cofounders: API.cofounderProfiles,
  hustlers: API.hustlerProfiles,
  investors: API.investorProfiles,
  jobseekers: API.jobseekerProfiles,
} as const;
export type ProfileListName = keyof typeof PROFILE_LIST_PATHS;

/** Twelve cards fill whole rows of the 1-, 2- and 3-column grids. */
export const PROFILE_PAGE_SIZE = 12;

export function profileListUrl(list: ProfileListName, { cursor, q }: { cursor?: string; q?: string } = {}) {
  const params = new URLSearchParams({ limit: String(PROFILE_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  if (q) params.set('q', q);
  return `${PROFILE_LIST_PATHS[list]}?${params}`;
}

export function getProfileList(
  list: ProfileListName,
  options: { cursor?: string; q?: string; signal?: AbortSignal } = {},
): Promise<ProfileListResponse> {
  return apiRequest<ProfileListResponse>(profileListUrl(list, options), { signal: options.signal });
}

export const profileListQueryOptions = (list: ProfileListName, q = '') =>
  infiniteQueryOptions({
    queryKey: profileListQueryKey(list, q),
    queryFn: ({ pageParam, signal }) => getProfileList(list, { cursor: pageParam, q, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * One role list, page by page ('Load more' follows nextCursor). A new search keeps the previous
 * cards on screen until its answer arrives, so the page does not flash back to skeletons.
 */
export function useProfileList(list: ProfileListName, q = '') {
  const session = useSession();
  return useInfiniteQuery({
    ...profileListQueryOptions(list, q.trim()),
    enabled: Boolean(session),
    placeholderData: keepPreviousData,
  });
}
