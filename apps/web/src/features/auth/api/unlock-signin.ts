import { authApi } from '@ideaignite/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Ends a sign-in lock with the token from the emailed /signin?unlock=... link. */
export function unlockSignin(token: string) {
  return call(authApi.unlockSignin, { body: { token } }, { withoutToken: true });
}

export function useUnlockSignin() {
  return useMutation({ mutationFn: unlockSignin });
}
