import {
  EMAIL_CHANGE_LINK_LIFETIME_MS,
  type Locale,
  PASSWORD_RESET_ACCOUNT_LIMIT,
  PASSWORD_RESET_LINK_LIFETIME_MS,
  UNLOCK_LINK_LIFETIME_MS,
} from '@ideaignite/contract';
import type { Database } from '../../db/client.ts';
import { emailsIn, type LinkEmail, linkEmail } from '../../mail/layout.ts';
import { countLinksSince, issueLinkToken } from './email-tokens-repository.ts';
import type { User } from './users-repository.ts';
import type { VerificationDeps } from './verification-service.ts';

type Recipient = Pick<User, 'id' | 'email' | 'locale'>;

/** A link email's own words in the catalogue: its subject, heading and button label. */
interface LinkWords {
  subject: string;
  heading: string;
  action: string;
}

/** A link email to one address; its button's and `more`'s links are paths on the public site. */
interface LinkMessage extends Pick<LinkEmail, 'paragraphs' | 'notes'> {
  to: string;
  language: Locale;
  words: LinkWords;
  /** Where the button leads, from the site's root (`/reset-password?token=…`). */
  path: string;
  more?: { text: string; path: string };
}

/**
 * Lays out a link email in `language`, its links on the public site, and queues it (in `within`'s
 * transaction when given).
 */
export async function mailLink(
  deps: Pick<VerificationDeps, 'mailer' | 'publicUrl'>,
  { to, language, words, path, more, ...email }: LinkMessage,
  within?: Database,
): Promise<void> {
  const layout = linkEmail(language, {
    heading: words.heading,
    ...email,
    action: { label: words.action, url: `${deps.publicUrl}${path}` },
    ...(more ? { more: { text: more.text, url: `${deps.publicUrl}${more.path}` } } : {}),
  });
  await deps.mailer.send({ to, subject: words.subject, language, ...layout }, within);
}

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
  const mail = emailsIn(user.locale).reset;
  await mailLink(deps, {
    to: user.email,
    language: user.locale,
    words: mail,
    paragraphs: [mail.body],
    path: `/reset-password?token=${token}`,
    notes: [mail.note],
  });
}

/** Tells the owner their account was locked after failed sign-ins; at most one link an hour. */
export async function sendUnlockLink(deps: VerificationDeps, user: Recipient): Promise<void> {
  const since = new Date(Date.now() - UNLOCK_LINK_LIFETIME_MS);
  if ((await countLinksSince(deps.db, user.id, 'unlock-signin', since)) > 0) return;
  const token = await issueLinkToken(deps.db, user.id, 'unlock-signin', UNLOCK_LINK_LIFETIME_MS);
  const mail = emailsIn(user.locale).unlock;
  await mailLink(deps, {
    to: user.email,
    language: user.locale,
    words: mail,
    paragraphs: [mail.body],
    path: `/signin?unlock=${token}`,
    notes: [mail.note],
    more: { text: mail.resetPage, path: '/forgot-password' },
  });
}

/** The one-day link that makes `user`'s change of address, to the new address (in `within`). */
export async function sendEmailChangeLink(
  deps: VerificationDeps,
  user: Recipient,
  newEmail: string,
  within: Database,
): Promise<void> {
  const token = await issueLinkToken(within, user.id, 'change-email', EMAIL_CHANGE_LINK_LIFETIME_MS);
  const mail = emailsIn(user.locale).changeEmail;
  await mailLink(
    deps,
    {
      to: newEmail,
      language: user.locale,
      words: mail,
      paragraphs: [mail.body(user.email)],
      path: `/confirm-email?token=${token}`,
      notes: [mail.note],
    },
    within,
  );
}

/**
 * Tells the account's address its password changed (after a change in Settings or a reset), that
 * older links stopped working and, when one was waiting, that the change of address to
 * `cancelledEmail` was cancelled (issue 24).
 */
export async function sendPasswordChangedNotice(
  deps: VerificationDeps,
  user: Recipient,
  cancelledEmail: string | null,
  within: Database,
): Promise<void> {
  const mail = emailsIn(user.locale).passwordChanged;
  await mailLink(
    deps,
    {
      to: user.email,
      language: user.locale,
      words: mail,
      paragraphs: [mail.body, ...(cancelledEmail ? [mail.cancelledChange(cancelledEmail)] : []), mail.advice],
      path: '/forgot-password',
    },
    within,
  );
}

/** Tells the current address a change to `newEmail` was asked for, and how to secure the account. */
export async function sendEmailChangeNotice(
  deps: VerificationDeps,
  user: Recipient,
  newEmail: string,
  within: Database,
): Promise<void> {
  const mail = emailsIn(user.locale).changeEmailNotice;
  await mailLink(
    deps,
    {
      to: user.email,
      language: user.locale,
      words: mail,
      paragraphs: [mail.body(newEmail), mail.advice],
      path: '/settings#account',
      more: { text: mail.resetPage, path: '/forgot-password' },
    },
    within,
  );
}
