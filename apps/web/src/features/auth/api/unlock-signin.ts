import { API } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Ends a sign-in lock with the token from the emailed /signin?unlock=... link. */
export function unlockSignin(token: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(API.unlockSignin, { method: 'POST', json: { token }, auth: false });
}

export function useUnlockSignin() {
  return useMutation({ mutationFn: unlockSignin });
}
