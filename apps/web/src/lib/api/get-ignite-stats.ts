import { API, type IgniteStatsResponseSchema } from '@ideaignite/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { IGNITE_STATS_QUERY_KEY } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

export type IgniteStatsResponse = z.infer<typeof IgniteStatsResponseSchema>;

/** My side's Ignite figures: sent or received, acceptance rate, median response time, left today. */
export function useIgniteStats() {
  const session = useSession();
  return useQuery({
    queryKey: IGNITE_STATS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<IgniteStatsResponse>(API.igniteStats, { signal }),
    select: (data) => data.stats,
    staleTime: 0,
    enabled: Boolean(session),
  });
}
