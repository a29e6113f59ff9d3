import { MESSAGES } from '@ideaignite/contract';
import { ApiError } from '../../lib/api-client.ts';

/** The server's words for a failed call (its `error` or `message`), or the fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
}

/**
 * A failed profile save as the spec words it: the server's message or 'Error updating profile';
 * a request that never got an answer is 'An error occurred while submitting the form.'.
 */
export function profileSaveFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.profileForms.submitException;
  return error.serverMessage ?? MESSAGES.profileForms.updateFailed;
}
