import { API_ERRORS, PRODUCT_NAME, VERIFY_RESEND_INTERVAL_MS } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type User, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { consumeLinkToken, issueLinkToken } from './email-tokens-repository.ts';

const LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;

export interface VerificationDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Stores a one-time link token (only its hash) and mails the link. Mail trouble is logged, not thrown. */
export async function sendVerificationLink(
  deps: VerificationDeps,
  user: Pick<User, 'id' | 'email'>,
): Promise<void> {
  const token = await issueLinkToken(deps.db, user.id, 'verify-email', LINK_LIFETIME_MS);
  await deps.db.update(users).set({ verificationSentAt: new Date() }).where(eq(users.id, user.id));
  const link = `${deps.publicUrl}/verify-email?token=${token}`;
  try {
    await deps.mailer.send({
      to: user.email,
      subject: `Confirm your email for ${PRODUCT_NAME}`,
      text: `Welcome to ${PRODUCT_NAME}!\n\nPlease confirm your email address by opening this link:\n${link}\n\nThe link works for 48 hours. If you did not sign up, you can ignore this message.\n`,
      html: `<p>Welcome to ${PRODUCT_NAME}!</p><p><a href="${link}">Confirm your email address</a></p><p>The link works for 48 hours.</p>`,
    });
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'could not send the verification email');
  }
}

/** PUT /api/user/verify: whether the user is verified; re-sends the link at most once an hour. */
export async function checkVerification(deps: VerificationDeps, userId: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(API_ERRORS.userNotFound);
  if (user.verified) return { message: API_ERRORS.verified, verified: true };
  const sentAt = user.verificationSentAt?.getTime() ?? 0;
  if (Date.now() - sentAt < VERIFY_RESEND_INTERVAL_MS) {
    return { message: API_ERRORS.verificationPending, verified: false };
  }
  await sendVerificationLink(deps, user);
  return { message: API_ERRORS.verificationSent, verified: false };
}

/** The link's landing page calls this with the token from the URL. */
export async function confirmEmail(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'verify-email');
    if (!userId) throw badRequest(API_ERRORS.verifyLinkInvalid);
    await tx.update(users).set({ verified: true }).where(eq(users.id, userId));
    return { message: API_ERRORS.verifyLinkDone };
  });
}
