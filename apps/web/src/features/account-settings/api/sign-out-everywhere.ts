import { authApi } from '@ideaignite/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../lib/auth-storage.ts';
import { call } from '../../../lib/call.ts';
import { PATHS } from '../../../lib/paths.ts';

/** Ends every session of the account, this one too, then leaves for /signin. */
export function signOutEverywhere() {
  return call(authApi.endAllSessions);
}

export function useSignOutEverywhere() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      navigate(PATHS.signin, { replace: true });
      clearSession();
      queryClient.clear();
    },
  });
}
