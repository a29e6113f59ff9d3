import { API, type ChangeEmailInput, type EmailChangeAnswer, type EmailState } from '@ideaignite/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { accountEmailQueryKey } from '../../../../lib/query-keys.ts';

/** The account's address, and a new one waiting for its emailed link. */
export function useAccountEmail() {
  return useQuery({
    queryKey: accountEmailQueryKey,
    queryFn: () => apiRequest<EmailState>(API.email),
  });
}

/** Each step of a change answers the new state, which replaces the cached one. */
function useEmailStep<T>(call: (input: T) => Promise<EmailChangeAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ email, pendingEmail }) =>
      queryClient.setQueryData<EmailState>(accountEmailQueryKey, { email, pendingEmail }),
  });
}

/** Asks for the change: a link to the new address, a notice to the current one. */
export const useChangeEmail = () =>
  useEmailStep((input: ChangeEmailInput) =>
    apiRequest<EmailChangeAnswer>(API.email, { method: 'POST', json: input }),
  );

export const useResendEmailChange = () =>
  useEmailStep(() => apiRequest<EmailChangeAnswer>(API.emailResend, { method: 'POST' }));

export const useCancelEmailChange = () =>
  useEmailStep(() => apiRequest<EmailChangeAnswer>(API.emailPending, { method: 'DELETE' }));
