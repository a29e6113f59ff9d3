import { type Role, WORDS } from '@ideaignite/contract';
import { errorMessage } from '../../lib/error-message.ts';
import { PATHS } from '../../lib/paths.ts';
import { useUpdateProfile } from './api/update-profile.ts';
import { useSaveAlert } from './use-save-alert.tsx';

/** Saves the update screen; after 'Profile updated successfully!' the user goes to /profile (spec). */
export function useUpdateSubmit(role: Role) {
  return useSaveAlert(useUpdateProfile(role), {
    success: WORDS.profileForms.genericSuccess,
    failure: (error) => ({
      tone: 'error',
      title: errorMessage(error, WORDS.lists.updateProfileFailed, {
        unanswered: WORDS.lists.updateProfileFailed,
      }),
    }),
    next: PATHS.profileLowerCase,
  });
}
