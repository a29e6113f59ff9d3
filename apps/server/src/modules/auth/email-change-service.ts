import {
  API_ERRORS,
  type ChangeEmailInput,
  EMAIL_CHANGE_LINK_LIMIT,
  EMAIL_CHANGE_WORDS,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, HttpError, unauthorized } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { isAddressHeld } from '../account/index.ts';
import { grantModeratorIfListed } from '../moderation/index.ts';
import type { AuthDeps } from './auth-service.ts';
import { consumeLinkToken, countLinksSince, retireLinkTokens } from './email-tokens-repository.ts';
import { sendEmailChangeLink, sendEmailChangeNotice } from './link-mails.ts';
import type { TokenClaims } from './tokens.ts';
import {
  adoptPendingEmail,
  findUserByEmail,
  findUserById,
  lockUser,
  setPendingEmail,
  type User,
} from './users-repository.ts';

type Deps = Pick<AuthDeps, 'db' | 'mailer' | 'publicUrl' | 'log' | 'clock'>;

const state = (user: Pick<User, 'email' | 'pendingEmail'>) => ({
  email: user.email,
  pendingEmail: user.pendingEmail,
});

async function me(deps: Deps, claims: TokenClaims): Promise<User> {
  const user = await findUserById(deps.db, claims.userId);
  if (!user) throw unauthorized(API_ERRORS.invalidToken);
  return user;
}

/** At most EMAIL_CHANGE_LINK_LIMIT links to new addresses an hour. */
async function checkLinkBudget(deps: Deps, userId: string) {
  const since = new Date(Date.now() - EMAIL_CHANGE_LINK_LIMIT.windowMs);
  if ((await countLinksSince(deps.db, userId, 'change-email', since)) >= EMAIL_CHANGE_LINK_LIMIT.max) {
    throw new HttpError(429, EMAIL_CHANGE_WORDS.tooManyLinks);
  }
}

/** GET /api/auth/email: the account's address and the one waiting for its link, if any. */
export async function getEmailState(deps: Deps, claims: TokenClaims) {
  return state(await me(deps, claims));
}

/**
 * Asks to move the account to `newEmail`: the current password first; an address another account
 * has is refused as signup refuses it (no more is told). The link goes to the new address and a
 * notice to the current one; an earlier change's link stops working. Nothing changes on an error.
 */
export async function requestEmailChange(deps: Deps, claims: TokenClaims, input: ChangeEmailInput) {
  const user = await me(deps, claims);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(API_ERRORS.wrongCurrentPassword);
  }
  const newEmail = input.newEmail;
  if (newEmail.toLowerCase() === user.email.toLowerCase()) throw badRequest(EMAIL_CHANGE_WORDS.sameAddress);
  // Not the account's own address (just refused), so any account found with it is another's; an
  // address freed by erasure is held as if taken (issue 24).
  if ((await findUserByEmail(deps.db, newEmail)) || (await isAddressHeld(deps, newEmail))) {
    throw conflict(API_ERRORS.emailTaken);
  }
  await checkLinkBudget(deps, user.id);
  await deps.db.transaction(async (tx) => {
    // The password checked above must still be the account's: a change or reset meanwhile wins.
    if ((await lockUser(tx, user.id))?.passwordHash !== user.passwordHash) {
      throw badRequest(API_ERRORS.wrongCurrentPassword);
    }
    await retireLinkTokens(tx, user.id, 'change-email');
    await setPendingEmail(tx, user.id, newEmail);
    await sendEmailChangeLink(deps, user, newEmail, tx);
    await sendEmailChangeNotice(deps, user, newEmail, tx);
  });
  deps.mailer.flush?.();
  return {
    message: EMAIL_CHANGE_WORDS.requested,
    ...state({ email: user.email, pendingEmail: newEmail }),
  };
}

/** Sends the waiting address a fresh link (the earlier one stops working). */
export async function resendEmailChange(deps: Deps, claims: TokenClaims) {
  const user = await me(deps, claims);
  const pending = user.pendingEmail;
  if (!pending) throw conflict(EMAIL_CHANGE_WORDS.nothingPending);
  await checkLinkBudget(deps, user.id);
  await deps.db.transaction(async (tx) => {
    // Cancelled meanwhile (a password change cancels it): no link for it any more.
    if (!(await lockUser(tx, user.id))?.pendingEmail) throw conflict(EMAIL_CHANGE_WORDS.nothingPending);
    await retireLinkTokens(tx, user.id, 'change-email');
    await sendEmailChangeLink(deps, user, pending, tx);
  });
  deps.mailer.flush?.();
  return { message: EMAIL_CHANGE_WORDS.resent, ...state(user) };
}

/** Drops the waiting address; its link stops working. */
export async function cancelEmailChange(deps: Deps, claims: TokenClaims) {
  const user = await me(deps, claims);
  if (!user.pendingEmail) throw conflict(EMAIL_CHANGE_WORDS.nothingPending);
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    await retireLinkTokens(tx, user.id, 'change-email');
    await setPendingEmail(tx, user.id, null);
  });
  return { message: EMAIL_CHANGE_WORDS.cancelled, ...state({ email: user.email, pendingEmail: null }) };
}

/**
 * The link's landing page calls this with the token from the URL, signed in to the same account
 * (decision 024: a reset ends every session, so whoever is locked out by it cannot finish a change
 * they asked for): the waiting address becomes the account's, verified, and a moderator's when
 * ADMIN_EMAILS names it. Links mailed to the old address (reset, unlock, verification) stop
 * working. Another account's, used, replaced, cancelled or expired links, or links made before
 * the password last changed: 400; an address another account took meanwhile: 409. Nothing
 * changes on an error.
 */
export async function confirmEmailChange(
  deps: Pick<Container, 'db' | 'adminEmails'>,
  claims: TokenClaims,
  token: string,
) {
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await lockUser(tx, claims.userId))) throw unauthorized(API_ERRORS.invalidToken);
      const userId = await consumeLinkToken(tx, token, 'change-email', { userId: claims.userId });
      const user = userId ? await adoptPendingEmail(tx, userId) : undefined;
      if (!user) throw badRequest(EMAIL_CHANGE_WORDS.linkInvalid);
      await retireLinkTokens(tx, user.id, ['reset-password', 'unlock-signin', 'verify-email']);
      await grantModeratorIfListed(tx, user.id, deps.adminEmails);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_CHANGE_WORDS.addressTaken);
    throw error;
  }
  return { message: EMAIL_CHANGE_WORDS.done };
}
