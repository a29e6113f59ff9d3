import type { ChangeEmailInput, EmailState, EndpointAnswer } from '@ideaignite/contract';
import { authApi } from '@ideaignite/contract/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/call.ts';
import { accountEmailQueryKey } from '../../../../lib/query-keys.ts';

/** The account's address, and a new one waiting for its emailed link. */
export function useAccountEmail() {
  return useQuery({
    queryKey: accountEmailQueryKey,
    queryFn: () => call(authApi.email),
  });
}

/** Each step of a change answers the new state, which replaces the cached one. */
function useEmailStep<T>(step: (input: T) => Promise<EndpointAnswer<typeof authApi.changeEmail>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: ({ email, pendingEmail }) =>
      queryClient.setQueryData<EmailState>(accountEmailQueryKey, { email, pendingEmail }),
  });
}

/** Asks for the change: a link to the new address, a notice to the current one. */
export const useChangeEmail = () =>
  useEmailStep((input: ChangeEmailInput) => call(authApi.changeEmail, { body: input }));

export const useResendEmailChange = () => useEmailStep(() => call(authApi.resendEmailChange));

export const useCancelEmailChange = () => useEmailStep(() => call(authApi.cancelEmailChange));
