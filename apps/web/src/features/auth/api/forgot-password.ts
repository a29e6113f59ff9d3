import type { ForgotPasswordInput } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function forgotPassword(input: ForgotPasswordInput) {
  return call(authApi.forgotPassword, { body: input }, { withoutToken: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
