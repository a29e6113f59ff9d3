import { API, EMAILS, type Role } from '@ideaignite/contract';
import { signUpUser, type TestContext } from './build-test-app.ts';

/**
 * Opens the newest confirmation link mailed to `email` (from `t.mails`: a test app without
 * SMTP_URL), through the API; throws unless the address is then verified.
 */
export async function verifyByMail(t: TestContext, email: string): Promise<void> {
  const mail = t.mails.findLast((m) => m.to === email && m.subject === EMAILS.verify.subject);
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  const response = await t.app.inject({ method: 'POST', url: API.confirmEmail, payload: { token } });
  if (response.statusCode !== 200)
    throw new Error(`confirming failed: ${response.statusCode} ${response.body}`);
}

/**
 * A moderator as issue 24 makes one: signs up with an address the app's ADMIN_EMAILS names and
 * opens the mailed link (an unverified listed account moderates nothing).
 */
export async function signUpModerator(t: TestContext, role: Role, email: string) {
  const user = await signUpUser(t.app, role, email);
  await verifyByMail(t, email);
  return user;
}
