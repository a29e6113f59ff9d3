import { API, type ResetPasswordInput } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sets a new password with the token from the emailed /reset-password?token=... link. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(API.resetPassword, { method: 'POST', json: input, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
