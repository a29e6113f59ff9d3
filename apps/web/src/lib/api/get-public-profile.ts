import { API, type PublicUser } from '@ideaignite/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { publicProfileQueryKey } from '../query-keys.ts';

export interface PublicProfileResponse {
  success: true;
  user: PublicUser;
}

export function getPublicProfile(userId: string): Promise<PublicProfileResponse> {
  return apiRequest<PublicProfileResponse>(API.publicProfile(userId));
}

export const publicProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: publicProfileQueryKey(userId),
    queryFn: () => getPublicProfile(userId),
    select: (data) => data.user,
  });

/** Another user's public profile (GET /api/users/{userId}): no email, no phone number. */
export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}
