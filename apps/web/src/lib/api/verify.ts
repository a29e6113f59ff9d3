import { API, type VerifyResponse } from '@ideaignite/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { verificationStatusQueryKey } from '../query-keys.ts';

/** Answers whether the signed-in user's email is confirmed; the server re-sends the link when it is not. */
export function requestVerification(): Promise<VerifyResponse> {
  return apiRequest<VerifyResponse>(API.verify, { method: 'PUT' });
}

export function verificationStatusQueryOptions(userId: string) {
  return queryOptions({ queryKey: verificationStatusQueryKey(userId), queryFn: requestVerification });
}

export function useVerificationStatus(userId: string) {
  return useQuery(verificationStatusQueryOptions(userId));
}
