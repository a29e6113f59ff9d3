import path from 'node:path';
import { API, API_ERRORS, EMAILS } from '@ideaignite/contract';
import { EMAILS_HI } from '@ideaignite/contract/hi';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { mailQueue } from '../db/schema.ts';
import { manualClock } from '../lib/clock.ts';
import { retryDelayMs } from '../lib/retry-delay.ts';
import { bearer, buildTestApp, signUpUser, type TestContext, uniqueEmail } from '../test/build-test-app.ts';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '../test/smtp-capture.ts';
import { databaseLabel } from '../test/test-database.ts';
import { MAIL_JOB, MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS } from './mail-queue.ts';
import { claimDueMail, listQueuedMail } from './mail-queue-repository.ts';

describe(`mail through the queue to a real SMTP server (${databaseLabel()})`, () => {
  let smtp: SmtpCapture;
  let t: TestContext;
  const clock = manualClock();
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://ideaignite.test' }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => smtp.recover());

  const sendQueued = () => t.app.container.scheduler.runNow(MAIL_JOB);
  const queued = () => listQueuedMail(t.app.container.db);
  /** The path and query of the mail's one link to our app that has `path` in it, in text and HTML alike. */
  const appLink = (mail: CapturedMail, path: string) => {
    const inText = mail.links.filter((link) => link.includes(path));
    expect(inText).toHaveLength(1);
    expect(mail.htmlLinks).toContain(inText[0]);
    const url = new URL(inText[0] ?? '');
    expect(url.origin).toBe('http://ideaignite.test');
    return url;
  };

  it('sends the verification mail with plain text and HTML parts whose link confirms the address', async () => {
    const user = await signUpUser(t.app, 'Hustler');
    expect(await queued()).toHaveLength(1);
    await sendQueued();
    expect(await queued()).toHaveLength(0);

    const mail = await smtp.waitForMail(user.email);
    expect(mail.to).toEqual([user.email]);
    expect(mail.subject).toBe(EMAILS.verify.subject);
    expect(mail.language).toBe('en-IN');
    expect(mail.text).toContain(EMAILS.verify.body);
    expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="en-IN">/i);
    expect(mail.html).toContain(EMAILS.verify.action);
    const link = appLink(mail, '/verify-email?token=');

    const confirm = await t.app.inject({
      method: 'POST',
      url: API.confirmEmail,
      payload: { token: link.searchParams.get('token') },
    });
    expect(confirm.json()).toEqual({ message: API_ERRORS.verifyLinkDone });
    const check = await t.app.inject({ method: 'PUT', url: API.verify, headers: bearer(user.token) });
    expect(check.json()).toEqual({ message: API_ERRORS.verified, verified: true });
  });

  it('sends the reset mail in the account’s language, and its link sets a new password', async () => {
    const email = uniqueEmail('hindi');
    const signup = await t.app.inject({
      method: 'POST',
      url: API.signup,
      headers: { 'accept-language': 'hi-IN' },
      payload: { email, password: 'Ignite#2025', role: 'Investor' },
      remoteAddress: '10.9.9.9',
    });
    expect(signup.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email } });
    await t.app.container.background.drain(); // the reset mail is queued after the answer
    await sendQueued();

    const mail = await smtp.waitForMail(email, (m) => m.subject === EMAILS_HI.reset.subject);
    expect(mail.language).toBe('hi-IN');
    expect(mail.text).toContain(EMAILS_HI.reset.note);
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.html).toContain(EMAILS_HI.reset.action);
    const link = appLink(mail, '/reset-password?token=');

    const reset = await t.app.inject({
      method: 'POST',
      url: API.resetPassword,
      payload: { token: link.searchParams.get('token'), password: 'Fresh#Start2026' },
    });
    expect(reset.statusCode).toBe(200);
    const signin = await t.app.inject({
      method: 'POST',
      url: API.signin,
      payload: { email, password: 'Fresh#Start2026' },
    });
    expect(signin.statusCode).toBe(200);

    // The reset queued a notice to the account's address, in its language too (issue 24).
    await sendQueued();
    expect(await queued()).toHaveLength(0);
    const notice = await smtp.waitForMail(email, (m) => m.subject === EMAILS_HI.passwordChanged.subject);
    expect(notice.language).toBe('hi-IN');
    expect(notice.text).toContain(EMAILS_HI.passwordChanged.body);
    expect(appLink(notice, '/forgot-password').pathname).toBe('/forgot-password');
  });

  for (const mode of ['temporary', 'permanent', 'drop'] as const) {
    it(`keeps the mail queued while the SMTP server fails (${mode}), and retries it with backoff`, async () => {
      smtp.fail(mode);
      const user = await signUpUser(t.app, 'Cofounder');
      const refusedBefore = smtp.refused;
      await sendQueued();
      expect(smtp.refused).toBeGreaterThan(refusedBefore);
      const [row] = await queued();
      expect(row).toMatchObject({ to: user.email, attempts: 1, lockedUntil: null });
      expect(row?.lastError).toBeTruthy();
      expect(row?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

      // Not due yet: nothing is tried.
      smtp.recover();
      await sendQueued();
      expect(smtp.mails.some((m) => m.to.includes(user.email))).toBe(false);

      clock.advance(retryDelayMs(1));
      await sendQueued();
      expect((await smtp.waitForMail(user.email)).subject).toBe(EMAILS.verify.subject);
      expect(await queued()).toHaveLength(0);
    });
  }

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([
      30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3_600_000,
    ]);
  });

  it(`stops after ${MAIL_MAX_ATTEMPTS} attempts but keeps the mail in the queue`, async () => {
    smtp.fail('permanent');
    const user = await signUpUser(t.app, 'Jobseeker');
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await sendQueued();
      clock.advance(retryDelayMs(attempt));
    }
    const refused = smtp.refused;
    await sendQueued();
    expect(smtp.refused).toBe(refused);
    const [row] = await queued();
    expect(row).toMatchObject({ to: user.email, attempts: MAIL_MAX_ATTEMPTS });
    expect(row?.lastError).toMatch(/550/);
    await t.app.container.db.delete(mailQueue);
  });

  it('loses nothing on a restart: the next process sends what is queued', async () => {
    smtp.fail('temporary');
    const user = await signUpUser(t.app, 'Hustler');
    await sendQueued();
    expect(await queued()).toHaveLength(1);

    await t.restart();
    smtp.recover();
    clock.advance(retryDelayMs(1));
    await sendQueued();
    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toBe(EMAILS.verify.subject);
    expect(await queued()).toHaveLength(0);
  });

  it('leaves a row another process holds until its lease runs out, then sends it', async () => {
    const to = uniqueEmail('leased');
    const message = { to, subject: 'Leased', text: 'Text', html: '<p>Text</p>', language: 'en-IN' } as const;
    await t.app.container.db.transaction((tx) => t.app.container.mailer.send(message, tx));
    // A process claims the row and dies before sending it.
    const now = clock.now();
    const claimed = await claimDueMail(t.app.container.db, {
      now,
      leaseUntil: new Date(now.getTime() + MAIL_LEASE_MS),
      limit: 20,
      maxAttempts: MAIL_MAX_ATTEMPTS,
    });
    expect(claimed.map((row) => row.to)).toEqual([to]);

    await sendQueued();
    expect(smtp.mails.some((m) => m.to.includes(to))).toBe(false);
    expect(await queued()).toHaveLength(1);

    clock.advance(MAIL_LEASE_MS);
    await sendQueued();
    expect((await smtp.waitForMail(to)).subject).toBe('Leased');
    expect(await queued()).toHaveLength(0);
  });

  it('sends each message once when two processes run the job together', async () => {
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: t.dataDir, WEB_DIST: path.join(t.dataDir, 'no-web'), SMTP_URL: smtp.url },
      [],
    );
    const second = await buildApp({ config, database: t.database, clock });
    try {
      const recipient = uniqueEmail('many');
      for (let i = 0; i < 45; i += 1) {
        await t.app.container.mailer.send({
          to: recipient,
          subject: `Message ${i}`,
          text: `Text ${i}`,
          html: `<p>Text ${i}</p>`,
          language: 'en-IN',
        });
      }
      await Promise.all([sendQueued(), second.container.scheduler.runNow(MAIL_JOB)]);
      const subjects = smtp.mails.filter((m) => m.to.includes(recipient)).map((m) => m.subject);
      expect(subjects).toHaveLength(45);
      expect(new Set(subjects).size).toBe(45);
      expect(await queued()).toHaveLength(0);
    } finally {
      await second.close();
    }
  });

  it('stores mail queued in a transaction only if that transaction commits', async () => {
    const to = uniqueEmail('tx');
    const message = {
      to,
      subject: 'In a transaction',
      text: 'Text',
      html: '<p>Text</p>',
      language: 'en-IN',
    } as const;
    await expect(
      t.app.container.db.transaction(async (tx) => {
        await t.app.container.mailer.send(message, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queued()).toHaveLength(0);

    await t.app.container.db.transaction((tx) => t.app.container.mailer.send(message, tx));
    expect(await queued()).toHaveLength(1);
    await sendQueued();
    const mail = await smtp.waitForMail(to);
    // A fragment is laid out in the emails' page.
    expect(mail.html).toContain('<p>Text</p>');
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.text).toBe('Text');
  });
});
