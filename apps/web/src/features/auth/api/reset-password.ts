import type { ResetPasswordInput } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Sets a new password with the token from the emailed /reset-password?token=... link. */
export function resetPassword(input: ResetPasswordInput) {
  return call(authApi.resetPassword, { body: input }, { withoutToken: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
