import type { Role } from '@ideaignite/contract';
import { profilesApi } from '@ideaignite/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { COMPLETENESS_QUERY_KEY, currentUserQueryKey } from '../../../lib/query-keys.ts';
import type { ProfileSaveResponse } from './save-profile-form.ts';

/** Hustlers keep the spec's own call; every other role edits through /api/userprofile/me. */
export function updateProfile(role: Role, body: FormData): Promise<ProfileSaveResponse> {
  return call(role === 'Hustler' ? profilesApi.updateHustler : profilesApi.updateMine, { body });
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
