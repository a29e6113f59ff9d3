import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, DIGEST_EMAIL } from '@ideaignite/contract';
import { DIGEST_EMAIL_HI } from '@ideaignite/contract/hi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { MAIL_JOB } from '../../mail/mail-queue.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData } from '../../test/fixtures.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { databaseLabel } from '../../test/test-database.ts';

const DAY = 24 * 60 * 60 * 1000;

describe(`the daily digest through a real SMTP server (${databaseLabel()})`, () => {
  let smtp: SmtpCapture;
  let t: TestContext;
  // Starts at the real time: notifications are stamped by the database's clock.
  const clock = manualClock(new Date());
  const publicUrl = 'http://ideaignite.test';

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // A built web app of one page, so the digest's links can be opened as a browser would.
    const webDist = path.join(tmpdir(), `ideaignite-digest-web-${process.pid}-${Date.now()}`);
    mkdirSync(webDist, { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>IdeaIgnite</title><div id="root"></div>',
    );
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, WEB_DIST: webDist }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const inject = (token: string, method: 'PUT' | 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });

  it.each([
    ['en-IN', DIGEST_EMAIL],
    ['hi-IN', DIGEST_EMAIL_HI],
  ] as const)(
    'arrives in %s with the right recipient, subject, text and HTML parts and working links',
    async (locale, words) => {
      clock.set(new Date());
      const reader = await signUpUser(t.app, 'Investor');
      const sender = await signUpUser(t.app, 'Hustler');
      await t.app.inject({
        method: 'PUT',
        url: API.myProfile,
        headers: bearer(sender.token),
        payload: formData({ Username: 'Meera' }),
      });
      expect((await inject(reader.token, 'PUT', API.preferences, { locale })).statusCode).toBe(200);
      expect((await inject(reader.token, 'PUT', API.accountSettings, { digest: 'daily' })).statusCode).toBe(
        200,
      );
      clock.advance(1000);
      expect(
        (await inject(sender.token, 'POST', API.conversation(reader.id), { text: 'Shall we meet in Pune?' }))
          .statusCode,
      ).toBe(201);

      clock.advance(DAY);
      await t.app.container.scheduler.runNow('digest');
      await t.app.container.scheduler.runNow(MAIL_JOB);
      const mail = await smtp.waitForMail(reader.email, (m) => m.subject === words.subject);

      expect(mail.to).toEqual([reader.email]);
      expect(mail.language).toBe(locale);
      expect(mail.text).toContain('Meera');
      expect(mail.html).toContain('Meera');
      expect(mail.html).toMatch(/<html[\s>]/i);
      const notificationsLink = `${publicUrl}/Notification`;
      const settingsLink = `${publicUrl}/settings#notifications`;
      expect(mail.links).toEqual(expect.arrayContaining([notificationsLink, settingsLink]));
      expect(mail.htmlLinks).toEqual(expect.arrayContaining([notificationsLink, settingsLink]));
      // Each link opens a page of the app.
      for (const link of [notificationsLink, settingsLink]) {
        const page = await t.app.inject({ url: new URL(link).pathname });
        expect(page.statusCode, link).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
      }
      // Once a day: running again sends nothing more.
      await t.app.container.scheduler.runNow('digest');
      await t.app.container.scheduler.runNow(MAIL_JOB);
      expect(
        smtp.mails.filter((m) => m.to.includes(reader.email) && m.subject === words.subject),
      ).toHaveLength(1);
    },
  );
});
