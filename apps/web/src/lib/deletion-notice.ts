/**
 * "Your account will be erased on …": written by Settings → Your data when an account asks to be
 * deleted, shown by the sign-in page. Kept in this tab's sessionStorage, not only in the
 * navigation's state, because the app may reach /signin on its own first (the server ended every
 * session, and the live connection or the signed-in guard notices). Signing in forgets it.
 */
const KEY = 'ideaignite:deletion-notice';

export function rememberDeletionNotice(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Storage off: the navigation's state still carries it.
  }
}

/** The notice, if this tab asked for a deletion; null on the server and when there is none. */
export function deletionNotice(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetDeletionNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
