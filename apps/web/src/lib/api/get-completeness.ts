import { API, type CompletenessResponse } from '@ideaignite/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { COMPLETENESS_QUERY_KEY } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

export function getCompleteness(signal?: AbortSignal): Promise<CompletenessResponse> {
  return apiRequest<CompletenessResponse>(API.completeness, { signal });
}

/** The signed-in user's profile score and missing items (GET /api/userprofile/completeness). */
export function useCompleteness() {
  const session = useSession();
  return useQuery({
    queryKey: COMPLETENESS_QUERY_KEY,
    queryFn: ({ signal }) => getCompleteness(signal),
    enabled: Boolean(session),
  });
}
