import type { EndpointAnswer } from '@ideaignite/contract';
import { profilesApi } from '@ideaignite/contract/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call.ts';
import { currentUserQueryKey } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

export type GetUserResponse = EndpointAnswer<typeof profilesApi.me>;

export function getCurrentUser(): Promise<GetUserResponse> {
  return call(profilesApi.me);
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser, select: (data) => data.user });

/** The signed-in user with profile details (GET /api/userprofile/getUser); idle when signed out. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({ ...currentUserQueryOptions(), enabled: Boolean(session) });
}
