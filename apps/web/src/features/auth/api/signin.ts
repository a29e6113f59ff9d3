import { API, type SigninInput } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AuthAnswer } from '../start-session.ts';

export function signin(input: SigninInput): Promise<AuthAnswer> {
  return apiRequest<AuthAnswer>(API.signin, { method: 'POST', json: input, auth: false });
}

export function useSignin() {
  return useMutation({ mutationFn: signin });
}
