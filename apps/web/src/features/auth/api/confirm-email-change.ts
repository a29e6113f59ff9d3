import { authApi } from '@ideaignite/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { accountEmailQueryKey } from '../../../lib/query-keys.ts';

/**
 * Makes the new address the account's, with the token from the emailed /confirm-email?token=...
 * link: signed in to that account (a 401 signs out, and the page sends the person to sign in).
 */
export function confirmEmailChange(token: string) {
  return call(authApi.confirmEmailChange, { body: { token } });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountEmailQueryKey }),
  });
}
