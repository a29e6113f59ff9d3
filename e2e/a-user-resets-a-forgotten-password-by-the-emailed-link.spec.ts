import { API_ERRORS, EMAILS, ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { expectPath, signInThroughForm, signUpViaApi } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

test('A user resets a forgotten password by the emailed link: old sessions end, the new password works, the link works once', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers and an argon2 hash per sign-in: give the journey room on a busy machine.
  test.setTimeout(240_000);
  const account = await signUpViaApi(request, 'Hustler');
  // A device that was signed in before the reset.
  const before = await browser.newContext();
  try {
    const oldDevice = await before.newPage();
    await oldDevice.goto('/signin');
    await signInThroughForm(oldDevice, account);
    await expectPath(oldDevice, ROLE_DASHBOARD_ROUTES.Hustler);

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectPath(page, '/forgot-password');
    // The page itself, not the sign-in form still on screen while its code loads.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(API_ERRORS.resetLinkSent);

    // The mail arrives at the suite's SMTP server, in plain text and HTML with the same link.
    const mail = await waitForMail({ to: account.email, subject: EMAILS.reset.subject });
    expect(mail.language).toBe('en-IN');
    expect(mail.text).toContain(EMAILS.reset.note);
    expect(mail.html).toContain(EMAILS.reset.action);
    const url = new URL(linkIn(mail, '/reset-password?token='));
    const link = `${url.pathname}${url.search}`;

    await page.goto(link);
    const newPassword = 'Fresh#Start2026';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectPath(page, '/signin');
    await expect(page.getByRole('status')).toContainText(API_ERRORS.passwordReset);

    // The device signed in before the reset is signed out on its next call.
    await oldDevice.reload();
    await expectPath(oldDevice, '/signin');

    // The old password no longer works; the new one does.
    await signInThroughForm(page, account);
    await expect(page.getByRole('alert')).toContainText(API_ERRORS.invalidCredentials);
    await signInThroughForm(page, { email: account.email, password: newPassword });
    await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);

    // The link does not work twice.
    const again = await browser.newContext();
    try {
      const second = await again.newPage();
      await second.goto(link);
      await second.getByLabel('New password', { exact: true }).fill('Another#Try2026');
      await second.getByLabel('Repeat the new password', { exact: true }).fill('Another#Try2026');
      await second.getByRole('button', { name: 'Set new password' }).click();
      await expect(second.getByRole('alert')).toContainText(API_ERRORS.resetLinkInvalid);
    } finally {
      await again.close();
    }
  } finally {
    await before.close();
  }
});
