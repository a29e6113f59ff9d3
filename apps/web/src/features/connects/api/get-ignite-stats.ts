import type { EndpointAnswer } from '@ideaignite/contract';
import { connectsApi } from '@ideaignite/contract/connects';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { IGNITE_STATS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

export type IgniteStatsResponse = EndpointAnswer<typeof connectsApi.stats>;

/** My side's Ignite figures: sent or received, acceptance rate, median response time, left today. */
export function useIgniteStats() {
  const session = useSession();
  return useQuery({
    queryKey: IGNITE_STATS_QUERY_KEY,
    queryFn: ({ signal }) => call(connectsApi.stats, {}, { signal }),
    select: (data) => data.stats,
    staleTime: 0,
    enabled: Boolean(session),
  });
}
