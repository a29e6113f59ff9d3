import {
  API_ERRORS,
  type ChangePasswordInput,
  type ResetPasswordInput,
  type UnlockSigninInput,
} from '@ideaignite/contract';
import { badRequest, unauthorized } from '../../lib/http-error.ts';
import type { AuthDeps } from './auth-service.ts';
import { consumeLinkToken, retireLinkTokens } from './email-tokens-repository.ts';
import { sendResetLink } from './link-mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { TokenClaims } from './tokens.ts';
import { findUserByEmail, findUserById, setPasswordHash } from './users-repository.ts';

/** Needs the current password; keeps this session and ends every other one. */
export async function changePassword(deps: AuthDeps, me: TokenClaims, input: ChangePasswordInput) {
  const user = await findUserById(deps.db, me.userId);
  if (!user) throw unauthorized(API_ERRORS.invalidToken);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(API_ERRORS.wrongCurrentPassword);
  }
  await setPasswordHash(deps.db, user.id, await hashPassword(input.newPassword));
  await deps.sessions.endAll(user.id, me.sessionId);
  return { message: API_ERRORS.passwordChanged };
}

/**
 * The same answer, in about the same time, whether or not the email has an account: the link is
 * stored and mailed after the answer has gone.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (user) deps.background.run('password reset mail', () => sendResetLink(deps, user));
  return { message: API_ERRORS.resetLinkSent };
}

/** Single use: sets the new password, retires the user's other reset links, ends every session and any sign-in lock. */
export async function resetPassword(deps: AuthDeps, input: ResetPasswordInput) {
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, input.token, 'reset-password');
    if (!userId) throw badRequest(API_ERRORS.resetLinkInvalid);
    await retireLinkTokens(tx, userId, 'reset-password');
    await setPasswordHash(tx, userId, passwordHash);
    return findUserById(tx, userId);
  });
  if (!user) throw badRequest(API_ERRORS.resetLinkInvalid);
  await deps.sessions.endAll(user.id);
  await deps.throttle.clear(user.email);
  return { message: API_ERRORS.passwordReset };
}

/** The emailed unlock link: ends the sign-in lock of its account. */
export async function unlockSignin(deps: AuthDeps, input: UnlockSigninInput) {
  const userId = await consumeLinkToken(deps.db, input.token, 'unlock-signin');
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) throw badRequest(API_ERRORS.unlockLinkInvalid);
  await deps.throttle.clear(user.email);
  return { message: API_ERRORS.unlocked };
}
