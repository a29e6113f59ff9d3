import {
  EMAILS,
  type Locale,
  PASSWORD_RESET_ACCOUNT_LIMIT,
  PASSWORD_RESET_LINK_LIFETIME_MS,
  UNLOCK_LINK_LIFETIME_MS,
} from '@ideaignite/contract';
import { EMAILS_HI } from '@ideaignite/contract/hi';
import { countLinksSince, issueLinkToken } from './email-tokens-repository.ts';
import type { User } from './users-repository.ts';
import type { VerificationDeps } from './verification-service.ts';

type Recipient = Pick<User, 'id' | 'email' | 'locale'>;

/** The emails in the account's language. */
export const emailsIn = (locale: Locale) => (locale === 'hi-IN' ? EMAILS_HI : EMAILS);

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
  const mail = emailsIn(user.locale).reset;
  await deps.mailer.send({
    to: user.email,
    subject: mail.subject,
    text: mail.text(link),
    html: mail.html(link),
    language: user.locale,
  });
}

/** Tells the owner their account was locked after failed sign-ins; at most one link an hour. */
export async function sendUnlockLink(deps: VerificationDeps, user: Recipient): Promise<void> {
  const since = new Date(Date.now() - UNLOCK_LINK_LIFETIME_MS);
  if ((await countLinksSince(deps.db, user.id, 'unlock-signin', since)) > 0) return;
  const token = await issueLinkToken(deps.db, user.id, 'unlock-signin', UNLOCK_LINK_LIFETIME_MS);
  const link = `${deps.publicUrl}/signin?unlock=${token}`;
  const resetPage = `${deps.publicUrl}/forgot-password`;
  const mail = emailsIn(user.locale).unlock;
  await deps.mailer.send({
    to: user.email,
    subject: mail.subject,
    text: mail.text(link, resetPage),
    html: mail.html(link, resetPage),
    language: user.locale,
  });
}
