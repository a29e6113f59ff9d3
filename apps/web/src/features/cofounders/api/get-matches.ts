import type { EndpointAnswer } from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { COFOUNDER_MATCHES_QUERY_KEY } from '../../../lib/query-keys.ts';

export type MatchesResponse = EndpointAnswer<typeof cofoundersApi.matches>;

export const matchesQueryOptions = () =>
  queryOptions({
    queryKey: COFOUNDER_MATCHES_QUERY_KEY,
    queryFn: ({ signal }) => call(cofoundersApi.matches, {}, { signal }),
    // New people save preferences and invites change at any time: load them again on each visit.
    staleTime: 0,
  });

/** My co-founder matches, best first (GET /api/cofounders/matches). */
export const useMatches = () => useQuery(matchesQueryOptions());
