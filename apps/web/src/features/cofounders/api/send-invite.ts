import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { COFOUNDER_INVITES_QUERY_KEY, COFOUNDER_MATCHES_QUERY_KEY } from '../../../lib/query-keys.ts';

/** Invites a match with a short note (POST /api/cofounders/invites); matches and invites load again after. */
export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { toId: string; note?: string }) => call(cofoundersApi.invite, { body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COFOUNDER_MATCHES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: COFOUNDER_INVITES_QUERY_KEY }),
      ]);
    },
  });
}
