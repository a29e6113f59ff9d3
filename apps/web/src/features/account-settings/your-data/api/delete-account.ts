import type { DeleteAccountInput } from '@ideaignite/contract';
import { accountApi } from '@ideaignite/contract/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/call.ts';

/**
 * Asks for the account to be erased (the password again). The server ends every session; the
 * caller signs this device out. A wrong password is a 400 with the server's words.
 */
export function deleteAccount(input: DeleteAccountInput) {
  return call(accountApi.deletion, { body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
