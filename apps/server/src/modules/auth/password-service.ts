import {
  API_ERRORS,
  type ChangePasswordInput,
  type ResetPasswordInput,
  type UnlockSigninInput,
} from '@ideaignite/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthDeps } from './auth-service.ts';
import { consumeLinkToken, findLinkTokenOwner, retireLinkTokens } from './email-tokens-repository.ts';
import { sendPasswordChangedNotice, sendResetLink } from './link-mails.ts';
import type { TokenClaims } from './tokens.ts';
import { findUserByEmail, findUserById, lockUser, setNewPassword, type User } from './users-repository.ts';

/**
 * In the transaction of a password change or reset (issue 24): the new password, a waiting change
 * of address cancelled, every reset, unlock and change-of-address link retired, and the notice
 * to the account's address queued. Answers the account as it was before.
 */
async function storeNewPassword(deps: AuthDeps, tx: Database, userId: string, passwordHash: string) {
  const before = await lockUser(tx, userId);
  if (!before) return undefined;
  await setNewPassword(tx, userId, passwordHash);
  await retireLinkTokens(tx, userId, ['reset-password', 'change-email', 'unlock-signin']);
  await sendPasswordChangedNotice(deps, before, before.pendingEmail, tx);
  return before;
}

/** Needs the current password; keeps this session and ends every other one. */
export async function changePassword(deps: AuthDeps, me: TokenClaims, input: ChangePasswordInput) {
  const user = await findUserById(deps.db, me.userId);
  if (!user) throw unauthorized(API_ERRORS.invalidToken);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(API_ERRORS.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const before = await storeNewPassword(deps, tx, user.id, passwordHash);
    if (!before) throw unauthorized(API_ERRORS.invalidToken);
    // Changed by another request since it was checked: the password given is no longer current.
    if (before.passwordHash !== user.passwordHash) throw badRequest(API_ERRORS.wrongCurrentPassword);
  });
  deps.mailer.flush?.();
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

/**
 * Single use: sets the new password (see storeNewPassword: older links retired, a waiting change
 * of address cancelled, the owner told), ends every session and any sign-in lock.
 */
export async function resetPassword(deps: AuthDeps, input: ResetPasswordInput) {
  const passwordHash = await hashPassword(input.password);
  const user: User | undefined = await deps.db.transaction(async (tx) => {
    const owner = await findLinkTokenOwner(tx, input.token, 'reset-password');
    if (!owner || !(await lockUser(tx, owner))) return undefined;
    const userId = await consumeLinkToken(tx, input.token, 'reset-password', { userId: owner });
    return userId ? storeNewPassword(deps, tx, userId, passwordHash) : undefined;
  });
  if (!user) throw badRequest(API_ERRORS.resetLinkInvalid);
  deps.mailer.flush?.();
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
