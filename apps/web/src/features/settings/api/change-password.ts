import { API, type ChangePasswordInput } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from '../../../lib/query-keys.ts';

/** Changes the password (current one required); the server ends every other session. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(API.changePassword, { method: 'POST', json: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
