import { isRole, type Role, type SigninResponse } from '@ideaignite/contract';
import { saveSession } from '../../lib/auth-storage.ts';

/** What signup and signin answer. The role is checked rather than trusted: an unknown one leads to '/'. */
export type AuthAnswer = Omit<SigninResponse, 'role'> & { role: string };

/** Stores the token and user id under the spec's keys; returns the role when it is one of the four. */
export function startSession(answer: AuthAnswer): Role | null {
  // saveSession types the role as Role; readSession reads an unknown one back as null.
  saveSession({ token: answer.accessToken, userId: answer.id, role: answer.role as Role });
  return isRole(answer.role) ? answer.role : null;
}
