import { authApi } from '@ideaignite/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call.ts';
import { verificationStatusQueryKey } from '../query-keys.ts';

/** Answers whether the signed-in user's email is confirmed; the server re-sends the link when it is not. */
export function requestVerification() {
  return call(authApi.verify);
}

export function verificationStatusQueryOptions(userId: string) {
  // A PUT that may send mail: the browser asks, once the page is up; the server renders "Checking".
  return queryOptions({
    queryKey: verificationStatusQueryKey(userId),
    queryFn: requestVerification,
    meta: { browserOnly: true },
  });
}

export function useVerificationStatus(userId: string) {
  return useQuery(verificationStatusQueryOptions(userId));
}
