import type { SigninInput } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

export function signin(input: SigninInput) {
  // A device already signed in to this account sends its token: it is never locked out.
  return call(authApi.signin, { body: input }, { keepSessionOn401: true });
}

export function useSignin() {
  return useMutation({ mutationFn: signin });
}
