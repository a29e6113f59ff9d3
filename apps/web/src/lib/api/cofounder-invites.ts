import type { EndpointAnswer } from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../call.ts';
import { COFOUNDER_INVITES_QUERY_KEY, COFOUNDER_MATCHES_QUERY_KEY } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

export type CofounderInvitesResponse = EndpointAnswer<typeof cofoundersApi.invites>;

export const cofounderInvitesQueryOptions = () =>
  queryOptions({
    queryKey: COFOUNDER_INVITES_QUERY_KEY,
    queryFn: ({ signal }) => call(cofoundersApi.invites, {}, { signal }),
    // The other side invites or answers at any time: load it again on each visit.
    staleTime: 0,
  });

/**
 * My co-founder invites (received and sent) and connections (GET /api/cofounders/invites): the
 * Networking page and the Matches page both show them. Only co-founders and Hustlers have them.
 */
export function useCofounderInvites() {
  const role = useSession()?.role;
  return useQuery({
    ...cofounderInvitesQueryOptions(),
    enabled: role === 'Cofounder' || role === 'Hustler',
  });
}

/** Accepting or declining an invite sent to me; the invites and the matches load again after. */
export function useAnswerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inviteId, answer }: { inviteId: string; answer: 'accept' | 'decline' }) =>
      call(cofoundersApi[answer], { params: { inviteId } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COFOUNDER_INVITES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: COFOUNDER_MATCHES_QUERY_KEY }),
      ]);
    },
  });
}
