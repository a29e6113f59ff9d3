import { authApi } from '@ideaignite/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { sessionsQueryKey } from '../../../lib/query-keys.ts';

/** Ends another device's session: its token and its live connection stop at once. */
export function endSession(sessionId: string) {
  return call(authApi.endSession, { params: { sessionId } });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
