import { API, type IgniteInput, type IgniteResponseSchema } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { CONNECTIONS_QUERY_KEY, IGNITE_STATS_QUERY_KEY } from '../query-keys.ts';

export type IgniteResponse = z.infer<typeof IgniteResponseSchema>;

/** A Hustler's pitch to an investor (spec: "Ignite"): a pitch line and, optionally, one of their videos. */
export function igniteInvestor(input: IgniteInput): Promise<IgniteResponse> {
  return apiRequest<IgniteResponse>(API.igniteInvestor, { method: 'POST', json: input });
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
