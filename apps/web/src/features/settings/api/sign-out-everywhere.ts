import { API } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/auth-storage.ts';

/** Ends every session of the account, this one too, then leaves for /signin. */
export function signOutEverywhere(): Promise<null> {
  return apiRequest<null>(API.sessions, { method: 'DELETE' });
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
