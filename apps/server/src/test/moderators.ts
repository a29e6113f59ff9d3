import { API, EMAILS, type ReportTarget, type Role } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import { bearer, signUpUser, type TestContext } from './build-test-app.ts';

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

type Caller = { id: string; token: string };

/** `by` reports the item through the API; answers the report's id. */
export async function fileReport(
  t: TestContext,
  by: Caller,
  target: ReportTarget,
  targetId: string,
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: API.reports,
    headers: bearer(by.token),
    payload: { target, targetId, reason: 'spam' },
  });
  if (response.statusCode !== 201) throw new Error(`report failed: ${response.statusCode} ${response.body}`);
  const [row] = await rowsOf<{ id: string }>(
    t.database.db,
    sql`select id from reports where target_id = ${targetId} and reporter_id = ${by.id}`,
  );
  if (!row) throw new Error(`no report stored about ${target} ${targetId}`);
  return row.id;
}

/** The moderator acts on a report through the API; throws unless it answers 200. */
export async function moderate(
  t: TestContext,
  moderator: Caller,
  reportId: string,
  action: 'dismiss' | 'hide' | 'suspend' | 'restore',
): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: action === 'restore' ? API.adminRestoreContent(reportId) : API.adminReportAction(reportId, action),
    headers: bearer(moderator.token),
  });
  if (response.statusCode !== 200)
    throw new Error(`${action} failed: ${response.statusCode} ${response.body}`);
}
