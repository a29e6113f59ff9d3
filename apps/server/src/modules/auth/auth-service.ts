import {
  API_ERRORS,
  type Locale,
  MODERATION_WORDS,
  type SigninInput,
  type SignupInput,
  WORDS,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { DEMO_EMAIL_DOMAIN } from '../../lib/demo-addresses.ts';
import { conflict, forbidden, HttpError, unauthorized } from '../../lib/http-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { isAddressHeld, resumeAccountOnSignin } from '../account/index.ts';
import { recordActivity } from '../profiles/index.ts';
import { sendUnlockLink } from './link-mails.ts';
import type { ClientInfo } from './session-service.ts';
import { findUserByEmail, insertUser } from './users-repository.ts';
import { sendVerificationLink, type VerificationDeps } from './verification-service.ts';

export type AuthDeps = VerificationDeps & Pick<Container, 'sessions' | 'throttle' | 'background' | 'clock'>;

/** A new account; its language is the one the signup request asked in. */
export async function signup(deps: AuthDeps, input: SignupInput & { locale: Locale }, client: ClientInfo) {
  // The demo domain is the seed's alone: signing up as the demo moderator (a default of
  // ADMIN_EMAILS while demo data is on) must not make a stranger a moderator.
  if (input.email.toLowerCase().endsWith(DEMO_EMAIL_DOMAIN)) throw conflict(API_ERRORS.emailTaken);
  // An address freed by erasure is held for a while (issue 24): answered as taken.
  if (await isAddressHeld(deps, input.email)) throw conflict(API_ERRORS.emailTaken);
  const passwordHash = await hashPassword(input.password);
  let user: Awaited<ReturnType<typeof insertUser>>;
  try {
    user = await insertUser(deps.db, {
      email: input.email,
      passwordHash,
      role: input.role,
      locale: input.locale,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_ERRORS.emailTaken);
    throw error;
  }
  await sendVerificationLink(deps, user);
  const { accessToken, expiresAt } = await deps.sessions.start(user, client);
  return {
    answer: { message: WORDS.auth.signupSuccess, accessToken, id: user.id, role: user.role },
    expiresAt,
  };
}

export const lockedError = (lockMs: number) =>
  new HttpError(429, API_ERRORS.signinLocked, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(lockMs / 1000))) },
  });

/**
 * Email and password in, a new session out. While the account is locked every address gets the
 * same 429 for right and wrong passwords, except a device that already holds a live session of
 * this account (it sends that session's token along): its owner is never locked out.
 */
export async function signin(
  deps: AuthDeps,
  input: SigninInput,
  client: ClientInfo,
  presentedToken: string | null,
) {
  const user = await findUserByEmail(deps.db, input.email);
  // Always spend the time of one hash, so an unknown email answers like a wrong password.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const ownDevice =
    user !== undefined &&
    presentedToken !== null &&
    (await deps.sessions.authenticate(presentedToken, client.ip))?.userId === user.id;
  if (!ownDevice) {
    const lockMs = await deps.throttle.lockedFor(input.email);
    if (lockMs > 0) throw lockedError(lockMs);
  }
  if (!user || !ok) {
    if (!ownDevice && (await deps.throttle.recordFailure(input.email)) && user) {
      deps.background.run('unlock mail', () => sendUnlockLink(deps, user));
    }
    throw unauthorized(API_ERRORS.invalidCredentials);
  }
  // Only after the password: a stranger cannot learn that an account is suspended.
  if (user.suspendedAt) throw forbidden(MODERATION_WORDS.accountSuspended);
  // Within a requested deletion's grace this undoes it; after the grace the account is closed.
  const deletionCancelled = await resumeAccountOnSignin(deps, user.id);
  await deps.throttle.clear(input.email);
  await recordActivity(deps, user.id);
  const { accessToken, expiresAt } = await deps.sessions.start(user, client);
  return {
    answer: {
      message: API_ERRORS.signinSuccess,
      accessToken,
      id: user.id,
      role: user.role,
      locale: user.locale,
      ...(deletionCancelled ? { deletionCancelled: true } : {}),
    },
    expiresAt,
  };
}
