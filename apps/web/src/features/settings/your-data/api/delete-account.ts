import { ACCOUNT_API, type DeleteAccountInput, type DeleteAccountResponse } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/**
 * Asks for the account to be erased (the password again). The server ends every session; the
 * caller signs this device out. A wrong password is a 400 with the server's words.
 */
export function deleteAccount(input: DeleteAccountInput): Promise<DeleteAccountResponse> {
  return apiRequest<DeleteAccountResponse>(ACCOUNT_API.deletion, { method: 'POST', json: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
