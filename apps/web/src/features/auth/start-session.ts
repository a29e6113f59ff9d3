import { isRole, type Role, type SigninResponse } from '@ideaignite/contract';
import { saveSession } from '../../lib/auth-storage.ts';
import { adoptAccountLocale } from '../../lib/i18n/choose-locale.ts';
import { getLocale } from '../../lib/i18n/locale.ts';

/**
 * What signup and signin answer. The role is checked rather than trusted: an unknown one leads
 * to '/'. Signin also says the account's language (a new account takes the one it signed up in).
 */
export type AuthAnswer = Omit<SigninResponse, 'role' | 'locale'> & {
  role: string;
  locale?: SigninResponse['locale'];
};

/**
 * Stores the token and user id under the spec's keys, and switches to the account's language;
 * returns the role when it is one of the four.
 */
export function startSession(answer: AuthAnswer): Role | null {
  // saveSession types the role as Role; readSession reads an unknown one back as null.
  saveSession({ token: answer.accessToken, userId: answer.id, role: answer.role as Role });
  if (answer.locale && answer.locale !== getLocale()) void adoptAccountLocale(answer.locale);
  return isRole(answer.role) ? answer.role : null;
}
