import { WORDS } from '@ideaignite/contract';
import { profilesApi } from '@ideaignite/contract/profiles';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { callPage } from '../../../lib/call.ts';
import { UnexpectedFormatError } from '../../../lib/get-page.ts';
import { usersQueryKey } from '../../../lib/query-keys.ts';

export const USERS_PAGE_SIZE = 20;

export const usersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: usersQueryKey(q),
    queryFn: ({ pageParam, signal }) =>
      callPage(profilesApi.users, { query: { q, limit: USERS_PAGE_SIZE, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** People to start a chat with (GET /api/users?q=), page by page. */
export function useUsers(q: string, enabled: boolean) {
  // The last results stay while a new search runs, so the list does not flicker with each letter.
  return useInfiniteQuery({ ...usersQueryOptions(q), enabled, placeholderData: keepPreviousData });
}

/** The spec's words for a failed users list: refused, not a list, or no answer at all. */
export function usersFailureText(error: unknown): string {
  if (error instanceof ApiError) return WORDS.lists.usersFetchFailed;
  if (error instanceof UnexpectedFormatError) return WORDS.lists.unexpectedFormat;
  return WORDS.lists.usersFetchError;
}
