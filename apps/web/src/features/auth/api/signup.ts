import type { SignupInput } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

export function signup(input: SignupInput) {
  return call(authApi.signup, { body: input }, { withoutToken: true });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
