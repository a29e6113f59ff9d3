import type { EndpointAnswer, IgniteInput } from '@ideaignite/contract';
import { connectsApi } from '@ideaignite/contract/connects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../call.ts';
import { CONNECTIONS_QUERY_KEY, IGNITE_STATS_QUERY_KEY } from '../query-keys.ts';

export type IgniteResponse = EndpointAnswer<typeof connectsApi.ignite>;

/** A Hustler's pitch to an investor (spec: "Ignite"): a pitch line and, optionally, one of their videos. */
export function igniteInvestor(input: IgniteInput): Promise<IgniteResponse> {
  return call(connectsApi.ignite, { body: input });
}

export function useIgniteInvestor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: igniteInvestor,
    // The pipeline shows it, and the figures (Ignites left today) change.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: IGNITE_STATS_QUERY_KEY });
    },
  });
}
