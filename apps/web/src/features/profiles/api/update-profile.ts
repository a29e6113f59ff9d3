import { API, type Role } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { COMPLETENESS_QUERY_KEY, currentUserQueryKey } from '../../../lib/query-keys.ts';
import type { ProfileSaveResponse } from './save-profile-form.ts';

/** Hustlers keep the spec's own call; every other role edits through /api/userprofile/me. */
export function updateProfile(role: Role, body: FormData): Promise<ProfileSaveResponse> {
  const path = role === 'Hustler' ? API.updateHustlerProfile : API.myProfile;
  return apiRequest<ProfileSaveResponse>(path, { method: 'PUT', body });
}

export function useUpdateProfile(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => updateProfile(role, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: COMPLETENESS_QUERY_KEY });
    },
  });
}
