import { API, type ForgotPasswordInput } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(API.forgotPassword, { method: 'POST', json: input, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
