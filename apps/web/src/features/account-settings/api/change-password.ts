import type { ChangePasswordInput } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { sessionsQueryKey } from '../../../lib/query-keys.ts';

/** Changes the password (current one required); the server ends every other session. */
export function changePassword(input: ChangePasswordInput) {
  return call(authApi.changePassword, { body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
