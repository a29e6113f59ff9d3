import {
  PASSWORD_RESET_ACCOUNT_LIMIT,
  PASSWORD_RESET_LINK_LIFETIME_MS,
  PRODUCT_NAME,
  UNLOCK_LINK_LIFETIME_MS,
} from '@ideaignite/contract';
import { countLinksSince, issueLinkToken } from './email-tokens-repository.ts';
import type { User } from './users-repository.ts';
import type { VerificationDeps } from './verification-service.ts';

type Recipient = Pick<User, 'id' | 'email'>;

/** Mails a 30-minute, single-use reset link, at most PASSWORD_RESET_ACCOUNT_LIMIT an hour per account. */
export async function sendResetLink(deps: VerificationDeps, user: Recipient): Promise<void> {
  const since = new Date(Date.now() - PASSWORD_RESET_ACCOUNT_LIMIT.windowMs);
  if (
    (await countLinksSince(deps.db, user.id, 'reset-password', since)) >= PASSWORD_RESET_ACCOUNT_LIMIT.max
  ) {
    deps.log.warn({ userId: user.id }, 'password reset mail not sent: account limit reached');
    return;
  }
  const token = await issueLinkToken(deps.db, user.id, 'reset-password', PASSWORD_RESET_LINK_LIFETIME_MS);
  const link = `${deps.publicUrl}/reset-password?token=${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.\n\nChoose a new password here:\n${link}\n\nThe link works once, for 30 minutes. Resetting signs you out on every device. If you did not ask, you can ignore this message: your password stays the same.\n`,
    html: `<p>Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.</p><p><a href="${link}">Choose a new password</a></p><p>The link works once, for 30 minutes. If you did not ask, you can ignore this message.</p>`,
  });
}

/** Tells the owner their account was locked after failed sign-ins; at most one link an hour. */
export async function sendUnlockLink(deps: VerificationDeps, user: Recipient): Promise<void> {
  const since = new Date(Date.now() - UNLOCK_LINK_LIFETIME_MS);
  if ((await countLinksSince(deps.db, user.id, 'unlock-signin', since)) > 0) return;
  const token = await issueLinkToken(deps.db, user.id, 'unlock-signin', UNLOCK_LINK_LIFETIME_MS);
  const link = `${deps.publicUrl}/signin?unlock=${token}`;
  const resetPage = `${deps.publicUrl}/forgot-password`;
  await deps.mailer.send({
    to: user.email,
    subject: `Sign-in to your ${PRODUCT_NAME} account is locked`,
    text: `There were too many failed sign-ins to your ${PRODUCT_NAME} account, so we locked it for 15 minutes.\n\nIf it was you, unlock it now with this link (it works once, for an hour):\n${link}\n\nIf it was not you, someone may be guessing your password: reset it here:\n${resetPage}\n\nDevices where you are already signed in stay signed in.\n`,
    html: `<p>There were too many failed sign-ins to your ${PRODUCT_NAME} account, so we locked it for 15 minutes.</p><p><a href="${link}">Unlock my account</a> (works once, for an hour)</p><p>If it was not you, <a href="${resetPage}">reset your password</a>.</p>`,
  });
}
