import { API } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Confirms an email address with the token from the emailed /verify-email?token=... link. */
export function confirmEmail(token: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(API.confirmEmail, { method: 'POST', json: { token }, auth: false });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
