import { API, type SigninInput } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AuthAnswer } from '../start-session.ts';

export function signin(input: SigninInput): Promise<AuthAnswer> {
  // A device already signed in to this account sends its token: it is never locked out.
  return apiRequest<AuthAnswer>(API.signin, { method: 'POST', json: input, auth: 'optional' });
}

export function useSignin() {
  return useMutation({ mutationFn: signin });
}
