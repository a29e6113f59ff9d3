import type { EndpointAnswer } from '@ideaignite/contract';
import { profilesApi } from '@ideaignite/contract/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call.ts';
import { publicProfileQueryKey } from '../query-keys.ts';

export type PublicProfileResponse = EndpointAnswer<typeof profilesApi.publicProfile>;

export function getPublicProfile(userId: string): Promise<PublicProfileResponse> {
  return call(profilesApi.publicProfile, { params: { userId } });
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
