import type { EndpointAnswer, Role } from '@ideaignite/contract';
import { profilesApi } from '@ideaignite/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { COMPLETENESS_QUERY_KEY, currentUserQueryKey } from '../../../lib/query-keys.ts';

export type ProfileSaveResponse = EndpointAnswer<typeof profilesApi.setUpHustler>;

/** Each role's set-up form posts to its own path, spelled as the spec spells it. */
const SETUP_FORMS = {
  Hustler: profilesApi.setUpHustler,
  Cofounder: profilesApi.setUpCofounder,
  Investor: profilesApi.setUpInvestor,
  Jobseeker: profilesApi.setUpJobseeker,
} as const satisfies Record<Role, unknown>;

export function saveProfileForm(role: Role, body: FormData): Promise<ProfileSaveResponse> {
  return call(SETUP_FORMS[role], { body });
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
