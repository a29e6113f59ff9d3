import { API, type OwnUser } from '@ideaignite/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { currentUserQueryKey } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

export interface GetUserResponse {
  success: true;
  user: OwnUser;
  message: string;
}

export function getCurrentUser(): Promise<GetUserResponse> {
  return apiRequest<GetUserResponse>(API.getUser);
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser, select: (data) => data.user });

/** The signed-in user with profile details (GET /api/userprofile/getUser); idle when signed out. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({ ...currentUserQueryOptions(), enabled: Boolean(session) });
}
