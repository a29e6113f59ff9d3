import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { COFOUNDER_PREFERENCES_QUERY_KEY } from '../../../lib/query-keys.ts';

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: COFOUNDER_PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => call(cofoundersApi.preferences, {}, { signal }),
  });

/** My co-founder preferences, or a first draft from my profile (GET /api/cofounders/preferences). */
export const usePreferences = () => useQuery(preferencesQueryOptions());
