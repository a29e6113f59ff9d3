import { MESSAGES, type Role } from '@ideaignite/contract';
import { useUpdateProfile } from './api/update-profile.ts';
import { serverMessageOr } from './failure-message.ts';
import { useSaveAlert } from './use-save-alert.tsx';

/** Saves the update screen; after 'Profile updated successfully!' the user goes to /profile (spec). */
export function useUpdateSubmit(role: Role) {
  return useSaveAlert(useUpdateProfile(role), {
    success: MESSAGES.profileForms.genericSuccess,
    failure: (error) => ({
      tone: 'error',
      title: serverMessageOr(error, MESSAGES.lists.updateProfileFailed),
    }),
    next: '/profile',
  });
}
