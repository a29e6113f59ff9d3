import {
  API,
  API_ERRORS,
  EMAIL_CHANGE_LINK_LIMIT,
  EMAIL_CHANGE_WORDS,
  EMAILS,
  VALIDATION_WORDS,
} from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { MAIL_JOB } from '../../mail/mail-queue.ts';
import { listQueuedMail } from '../../mail/mail-queue-repository.ts';
import {
  bearer,
  buildTestApp,
  signUpUser,
  type TestContext,
  uniqueEmail,
} from '../../test/build-test-app.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`changing the account's email address (${databaseLabel()})`, () => {
  let smtp: SmtpCapture;
  let t: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://ideaignite.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  type User = Awaited<ReturnType<typeof signUpUser>>;
  const change = (user: User, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: API.email, headers: bearer(user.token), payload });
  const state = async (user: User) =>
    (await t.app.inject({ method: 'GET', url: API.email, headers: bearer(user.token) })).json();
  /** Opens the link signed in to `user`'s account (decision 024). */
  const confirm = (token: unknown, user: User) =>
    t.app.inject({ method: 'POST', url: API.emailConfirm, headers: bearer(user.token), payload: { token } });
  const signin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: API.signin, payload: { email, password } });
  /** Sends what is queued; answers the token of the newest change link mailed to `to`. */
  const mailedToken = async (to: string) => {
    await t.app.container.scheduler.runNow(MAIL_JOB);
    const mail = smtp.mails.findLast((m) => m.to.includes(to) && m.subject === EMAILS.changeEmail.subject);
    const link = mail?.links.find((url) => url.includes('/confirm-email?token='));
    if (!link) throw new Error(`no change link mailed to ${to}`);
    expect(mail?.htmlLinks).toContain(link);
    return new URL(link).searchParams.get('token');
  };
  /** The user's row, to check nothing changed. */
  const row = async (user: User) => {
    const [found] = await t.app.container.db.select().from(users).where(eq(users.id, user.id));
    return { email: found?.email, pendingEmail: found?.pendingEmail, verified: found?.verified };
  };

  it('mails a link to the new address and a notice to the old; the link moves the account', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const newEmail = uniqueEmail('moved');
    const asked = await change(user, { newEmail, currentPassword: user.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      message: EMAIL_CHANGE_WORDS.requested,
      email: user.email,
      pendingEmail: newEmail,
    });
    expect(await state(user)).toEqual({ email: user.email, pendingEmail: newEmail });

    const token = await mailedToken(newEmail);
    const linkMail = await smtp.waitForMail(newEmail);
    expect(linkMail.language).toBe('en-IN');
    expect(linkMail.text).toContain(EMAILS.changeEmail.body(user.email));
    expect(linkMail.html).toContain(EMAILS.changeEmail.action);
    const notice = await smtp.waitForMail(user.email, (m) => m.subject === EMAILS.changeEmailNotice.subject);
    expect(notice.text).toContain(EMAILS.changeEmailNotice.body(newEmail));
    expect(notice.text).toContain(EMAILS.changeEmailNotice.advice);
    expect(notice.links).toEqual([
      'http://ideaignite.test/settings#account',
      'http://ideaignite.test/forgot-password',
    ]);
    expect(notice.htmlLinks).toContain('http://ideaignite.test/settings#account');

    // Until the link is opened, the old address still signs in.
    expect((await signin(newEmail, user.password)).statusCode).toBe(401);
    const done = await confirm(token, user);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: EMAIL_CHANGE_WORDS.done });
    expect(await row(user)).toEqual({ email: newEmail, pendingEmail: null, verified: true });
    expect(await state(user)).toEqual({ email: newEmail, pendingEmail: null });
    expect((await signin(newEmail, user.password)).statusCode).toBe(200);
    expect((await signin(user.email, user.password)).json()).toEqual({
      message: API_ERRORS.invalidCredentials,
    });

    // A used link says so, and changes nothing.
    const again = await confirm(token, user);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: EMAIL_CHANGE_WORDS.linkInvalid });
  });

  it('refuses a wrong password, the same address, a taken one and a malformed one, changing nothing', async () => {
    const user = await signUpUser(t.app, 'Investor');
    const other = await signUpUser(t.app, 'Cofounder');
    await t.app.container.scheduler.runNow(MAIL_JOB);
    const before = await row(user);
    const cases = [
      [{ newEmail: uniqueEmail(), currentPassword: 'not-my-password' }, 400, API_ERRORS.wrongCurrentPassword],
      [
        { newEmail: user.email.toUpperCase(), currentPassword: user.password },
        400,
        EMAIL_CHANGE_WORDS.sameAddress,
      ],
      [{ newEmail: other.email, currentPassword: user.password }, 409, API_ERRORS.emailTaken],
      [{ newEmail: 'not-an-address', currentPassword: user.password }, 400, VALIDATION_WORDS.emailInvalid],
      [{ newEmail: uniqueEmail() }, 400, VALIDATION_WORDS.currentPasswordRequired],
    ] as const;
    for (const [payload, status, message] of cases) {
      const response = await change(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    expect(await row(user)).toEqual(before);
    expect(await listQueuedMail(t.app.container.db)).toHaveLength(0);
    const anonymous = await t.app.inject({ method: 'GET', url: API.email });
    expect(anonymous.statusCode).toBe(401);
  });

  it('resends a fresh link (the old one stops working) and cancels the change', async () => {
    const user = await signUpUser(t.app, 'Jobseeker');
    const newEmail = uniqueEmail('resent');
    await change(user, { newEmail, currentPassword: user.password });
    const first = await mailedToken(newEmail);

    const resent = await t.app.inject({ method: 'POST', url: API.emailResend, headers: bearer(user.token) });
    expect(resent.json()).toEqual({
      message: EMAIL_CHANGE_WORDS.resent,
      email: user.email,
      pendingEmail: newEmail,
    });
    const second = await mailedToken(newEmail);
    expect(second).not.toBe(first);
    expect((await confirm(first, user)).statusCode).toBe(400);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: API.emailPending,
      headers: bearer(user.token),
    });
    expect(cancelled.json()).toEqual({
      message: EMAIL_CHANGE_WORDS.cancelled,
      email: user.email,
      pendingEmail: null,
    });
    expect((await confirm(second, user)).json()).toEqual({ message: EMAIL_CHANGE_WORDS.linkInvalid });
    expect(await row(user)).toMatchObject({ email: user.email, pendingEmail: null });

    for (const [method, url] of [
      ['DELETE', API.emailPending],
      ['POST', API.emailResend],
    ] as const) {
      const nothing = await t.app.inject({ method, url, headers: bearer(user.token) });
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toEqual({ message: EMAIL_CHANGE_WORDS.nothingPending });
    }
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const newEmail = uniqueEmail('contested');
    await change(user, { newEmail, currentPassword: user.password });
    const token = await mailedToken(newEmail);
    await signUpUser(t.app, 'Investor', newEmail);

    const taken = await confirm(token, user);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: EMAIL_CHANGE_WORDS.addressTaken });
    expect(await row(user)).toMatchObject({ email: user.email, pendingEmail: newEmail });
  });

  it('retires the links mailed to the old address once the new one is confirmed', async () => {
    const user = await signUpUser(t.app, 'Cofounder');
    const forgot = await t.app.inject({
      method: 'POST',
      url: API.forgotPassword,
      payload: { email: user.email },
      remoteAddress: '10.77.0.1',
    });
    expect(forgot.statusCode).toBe(200);
    await t.app.container.background.drain(); // the reset mail is queued after the answer
    await t.app.container.scheduler.runNow(MAIL_JOB);
    const oldLink = async (subject: string, path: string) => {
      const mail = await smtp.waitForMail(user.email, (m) => m.subject === subject);
      const link = mail.links.find((url) => url.includes(path));
      return new URL(link ?? '').searchParams.get('token');
    };
    const verifyToken = await oldLink(EMAILS.verify.subject, '/verify-email?token=');
    const resetToken = await oldLink(EMAILS.reset.subject, '/reset-password?token=');

    const newEmail = uniqueEmail('retires');
    await change(user, { newEmail, currentPassword: user.password });
    expect((await confirm(await mailedToken(newEmail), user)).statusCode).toBe(200);

    const verify = await t.app.inject({
      method: 'POST',
      url: API.confirmEmail,
      payload: { token: verifyToken },
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({ message: API_ERRORS.verifyLinkInvalid });
    const reset = await t.app.inject({
      method: 'POST',
      url: API.resetPassword,
      payload: { token: resetToken, password: 'Another#Pass2026' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: API_ERRORS.resetLinkInvalid });
  });

  it(`mails at most ${EMAIL_CHANGE_LINK_LIMIT.max} links an hour, then refuses with 429`, async () => {
    const user = await signUpUser(t.app, 'Investor');
    const newEmail = uniqueEmail('budget');
    // From an address of its own: the routes' per-address limits are not what is tested here.
    const remoteAddress = '10.77.0.2';
    const asked = await t.app.inject({
      method: 'POST',
      url: API.email,
      headers: bearer(user.token),
      payload: { newEmail, currentPassword: user.password },
      remoteAddress,
    });
    expect(asked.statusCode).toBe(200);
    const resend = () =>
      t.app.inject({ method: 'POST', url: API.emailResend, headers: bearer(user.token), remoteAddress });
    for (let link = 2; link <= EMAIL_CHANGE_LINK_LIMIT.max; link += 1) {
      expect((await resend()).statusCode).toBe(200);
    }
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: EMAIL_CHANGE_WORDS.tooManyLinks });
    const another = await t.app.inject({
      method: 'POST',
      url: API.email,
      headers: bearer(user.token),
      payload: { newEmail: uniqueEmail('budget'), currentPassword: user.password },
      remoteAddress,
    });
    expect(another.statusCode).toBe(429);
    expect(another.json()).toEqual({ message: EMAIL_CHANGE_WORDS.tooManyLinks });
    // The refused asks changed nothing: the last link sent still makes the change.
    expect(await row(user)).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect((await confirm(await mailedToken(newEmail), user)).statusCode).toBe(200);
  });

  it('limits how often one address may try links, answering 429 with the catalogue’s words', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    const remoteAddress = '10.77.0.3';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof confirm>> | undefined;
    for (let i = 0; i < 31; i += 1) {
      last = await t.app.inject({
        method: 'POST',
        url: API.emailConfirm,
        headers: bearer(user.token),
        payload: { token: 'a'.repeat(43) },
        remoteAddress,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toMatchObject({ message: API_ERRORS.tooManyRequests });
  });

  it('answers a malformed or unknown token with 400, and nobody signed in with 401', async () => {
    const user = await signUpUser(t.app, 'Cofounder');
    for (const token of ['short', 'x'.repeat(300), 'has spaces in it!', 'a'.repeat(43), 42]) {
      const response = await confirm(token, user);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: EMAIL_CHANGE_WORDS.linkInvalid });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: API.emailConfirm,
      payload: { token: 'a'.repeat(43) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
