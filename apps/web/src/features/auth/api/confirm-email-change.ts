import { API } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountEmailQueryKey } from '../../../lib/query-keys.ts';

/**
 * Makes the new address the account's, with the token from the emailed /confirm-email?token=...
 * link: signed in to that account (a 401 signs out, and the page sends the person to sign in).
 */
export function confirmEmailChange(token: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(API.emailConfirm, { method: 'POST', json: { token } });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountEmailQueryKey }),
  });
}
