import { profilesApi } from '@ideaignite/contract/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call.ts';
import { COMPLETENESS_QUERY_KEY } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

export function getCompleteness(signal?: AbortSignal) {
  return call(profilesApi.completeness, {}, { signal });
}

export const completenessQueryOptions = () =>
  queryOptions({ queryKey: COMPLETENESS_QUERY_KEY, queryFn: ({ signal }) => getCompleteness(signal) });

/** The signed-in user's profile score and missing items (GET /api/userprofile/completeness). */
export function useCompleteness() {
  const session = useSession();
  return useQuery({ ...completenessQueryOptions(), enabled: Boolean(session) });
}
