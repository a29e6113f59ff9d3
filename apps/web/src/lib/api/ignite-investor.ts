import { API, type IgniteResponseSchema } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';

export type IgniteResponse = z.infer<typeof IgniteResponseSchema>;

/** A Hustler's connection request to an investor (spec: "Ignite"). */
export function igniteInvestor(investorId: string): Promise<IgniteResponse> {
  return apiRequest<IgniteResponse>(API.igniteInvestor, { method: 'POST', json: { investorId } });
}

export function useIgniteInvestor() {
  return useMutation({ mutationFn: igniteInvestor });
}
