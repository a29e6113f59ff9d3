import { API, type SignupInput } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AuthAnswer } from '../start-session.ts';

export function signup(input: SignupInput): Promise<AuthAnswer> {
  return apiRequest<AuthAnswer>(API.signup, { method: 'POST', json: input, auth: false });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
