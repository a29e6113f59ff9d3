import { API_ERRORS, MESSAGES, type SigninInput, type SignupInput } from '@ideaignite/contract';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, HttpError, unauthorized } from '../../lib/http-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import type { SigninThrottle } from './signin-throttle.ts';
import type { TokenService } from './tokens.ts';
import { findUserByEmail, insertUser } from './users-repository.ts';
import { sendVerificationLink, type VerificationDeps } from './verification-service.ts';

export interface AuthDeps extends VerificationDeps {
  tokens: TokenService;
  throttle: SigninThrottle;
}

export async function signup(deps: AuthDeps, input: SignupInput) {
  const passwordHash = await hashPassword(input.password);
  let user: Awaited<ReturnType<typeof insertUser>>;
  try {
    user = await insertUser(deps.db, { email: input.email, passwordHash, role: input.role });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_ERRORS.emailTaken);
    throw error;
  }
  await sendVerificationLink(deps, user);
  const accessToken = await deps.tokens.sign({ userId: user.id, role: user.role });
  return { message: MESSAGES.auth.signupSuccess, accessToken, id: user.id, role: user.role };
}

export async function signin(deps: AuthDeps, input: SigninInput, ip: string) {
  const key = input.email.toLowerCase();
  const user = await findUserByEmail(deps.db, input.email);
  // Always spend the time of one hash, so an unknown email answers like a wrong password.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const locked = deps.throttle.isAccountLocked(key);
  if (!user || !ok) {
    deps.throttle.recordFailure(key, ip);
    if (locked) throw new HttpError(429, API_ERRORS.tooManySignins, { headers: { 'retry-after': '900' } });
    throw unauthorized(API_ERRORS.invalidCredentials);
  }
  if (locked && deps.throttle.isSuspectAddress(key, ip)) {
    throw new HttpError(429, API_ERRORS.tooManySignins, { headers: { 'retry-after': '900' } });
  }
  deps.throttle.recordSuccess(key, ip);
  const accessToken = await deps.tokens.sign({ userId: user.id, role: user.role });
  return { message: API_ERRORS.signinSuccess, accessToken, id: user.id, role: user.role };
}
