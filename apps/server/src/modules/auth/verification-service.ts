import { API_ERRORS, VERIFY_RESEND_INTERVAL_MS } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { emailsIn } from '../../mail/layout.ts';
import { grantModeratorIfListed } from '../moderation/index.ts';
import { consumeLinkToken, findLinkTokenOwner, issueLinkToken } from './email-tokens-repository.ts';
import { mailLink } from './link-mails.ts';
import { findUserById, lockUser, setVerificationSentAt, setVerified, type User } from './users-repository.ts';

const LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** What sending a link by mail needs. */
export type VerificationDeps = Pick<Container, 'db' | 'mailer' | 'publicUrl' | 'log'>;

/** Stores a one-time link token (only its hash) and queues the mail. Trouble queueing it is logged, not thrown. */
export async function sendVerificationLink(
  deps: VerificationDeps,
  user: Pick<User, 'id' | 'email' | 'locale'>,
): Promise<void> {
  const token = await issueLinkToken(deps.db, user.id, 'verify-email', LINK_LIFETIME_MS);
  await setVerificationSentAt(deps.db, user.id, new Date());
  try {
    const mail = emailsIn(user.locale).verify;
    await mailLink(deps, {
      to: user.email,
      language: user.locale,
      words: mail,
      paragraphs: [mail.body],
      path: `/verify-email?token=${token}`,
      notes: [mail.note],
    });
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'could not send the verification email');
  }
}

/** PUT /api/user/verify: whether the user is verified; re-sends the link at most once an hour. */
export async function checkVerification(deps: VerificationDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(API_ERRORS.userNotFound);
  if (user.verified) return { message: API_ERRORS.verified, verified: true };
  const sentAt = user.verificationSentAt?.getTime() ?? 0;
  if (Date.now() - sentAt < VERIFY_RESEND_INTERVAL_MS) {
    return { message: API_ERRORS.verificationPending, verified: false };
  }
  await sendVerificationLink(deps, user);
  return { message: API_ERRORS.verificationSent, verified: false };
}

/**
 * The link's landing page calls this with the token from the URL. An address ADMIN_EMAILS names
 * makes its account a moderator only now, once verified (issue 24).
 */
export async function confirmEmail(deps: Pick<Container, 'db' | 'adminEmails'>, token: string) {
  return deps.db.transaction(async (tx) => {
    // The account first, then the token: the order of every transaction that changes both.
    const owner = await findLinkTokenOwner(tx, token, 'verify-email');
    if (owner) await lockUser(tx, owner);
    const userId = owner && (await consumeLinkToken(tx, token, 'verify-email', { userId: owner }));
    if (!userId) throw badRequest(API_ERRORS.verifyLinkInvalid);
    await setVerified(tx, userId);
    await grantModeratorIfListed(tx, userId, deps.adminEmails);
    return { message: API_ERRORS.verifyLinkDone };
  });
}
