import { type Role, WORDS } from '@ideaignite/contract';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { dashboardPath } from '../../lib/paths.ts';
import { useSaveProfileForm } from './api/save-profile-form.ts';
import type { Outcome } from './components/result-dialog.tsx';
import { useSaveAlert } from './use-save-alert.tsx';

/** The spec's success alert of each set-up form, word for word. */
const SUCCESS_MESSAGES: Record<Role, string> = {
  Hustler: WORDS.profileForms.hustlerSuccess,
  Cofounder: WORDS.profileForms.cofounderSuccess,
  Investor: WORDS.profileForms.genericSuccess,
  Jobseeker: WORDS.profileForms.jobseekerSuccess,
};

function failureOutcome(role: Role, error: unknown): Outcome {
  // The Investor form has its own alert; the server's reason, when it gave one, goes under it.
  if (role === 'Investor') {
    const reason = error instanceof ApiError ? error.serverMessage : undefined;
    return { tone: 'error', title: WORDS.profileForms.investorFormError, detail: reason };
  }
  // The spec's words: the server's, else 'Error updating profile'; no answer at all has its own.
  const title = errorMessage(error, WORDS.profileForms.updateFailed, {
    unanswered: WORDS.profileForms.submitException,
  });
  return { tone: 'error', title };
}

/**
 * Sends a set-up form; after the success alert the user goes on to their dashboard (issue 26: the
 * spec's /signin would greet a signed-in person with an empty login form; /signin now passes a
 * signed-in visit on to the dashboard too).
 */
export function useSetupSubmit(role: Role) {
  return useSaveAlert(useSaveProfileForm(role), {
    success: SUCCESS_MESSAGES[role],
    failure: (error) => failureOutcome(role, error),
    next: dashboardPath(role),
  });
}
