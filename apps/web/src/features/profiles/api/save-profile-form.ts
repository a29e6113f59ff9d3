import { API, type ProfileSaveResponseSchema, type Role } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { COMPLETENESS_QUERY_KEY, currentUserQueryKey } from '../../../lib/query-keys.ts';

export type ProfileSaveResponse = z.infer<typeof ProfileSaveResponseSchema>;

/** Each role's set-up form posts to its own path, spelled as the spec spells it. */
export const SETUP_FORM_PATHS: Record<Role, string> = {
  Hustler: API.profileHustler,
  Cofounder: API.profileCofounder,
  Investor: API.profileInvestor,
  Jobseeker: API.profileJobseeker,
};

export function saveProfileForm(role: Role, body: FormData): Promise<ProfileSaveResponse> {
  return apiRequest<ProfileSaveResponse>(SETUP_FORM_PATHS[role], { method: 'POST', body });
}

/** POST a set-up form (multipart); the own profile is stale afterwards. */
export function useSaveProfileForm(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => saveProfileForm(role, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: COMPLETENESS_QUERY_KEY });
    },
  });
}
