import { authApi } from '@ideaignite/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Confirms an email address with the token from the emailed /verify-email?token=... link. */
export function confirmEmail(token: string) {
  return call(authApi.confirmEmail, { body: { token } }, { withoutToken: true });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
