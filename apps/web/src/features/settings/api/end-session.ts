import { API } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from '../../../lib/query-keys.ts';

/** Ends another device's session: its token and its live connection stop at once. */
export function endSession(sessionId: string): Promise<null> {
  return apiRequest<null>(API.session(sessionId), { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
