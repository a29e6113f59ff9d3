import { API_ERRORS, EMAIL_CHANGE_WORDS, EMAILS, ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { en as emailWords } from '../apps/web/src/features/account-settings/email/words/en.ts';
import { expectPath, newAccount, signInThroughForm, signUpViaApi } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';
import { SCREEN_WORDS } from './words.ts';

const authWords = SCREEN_WORDS['en-IN'].auth;

test('A user changes their email address: the new address gets the link, the old one a notice, and sign-in moves to the new one', async ({
  page,
  request,
}) => {
  // An argon2 hash per sign-in and per password check: give the journey room on a busy machine.
  test.setTimeout(120_000);
  const account = await signUpViaApi(request, 'Hustler');
  const newEmail = newAccount('Hustler').email.replace('e2e-', 'e2e-moved-');

  await page.goto('/signin');
  await signInThroughForm(page, account);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: emailWords.heading });
  await expect(card.getByText(account.email, { exact: true })).toBeVisible();
  await card.getByLabel(emailWords.newEmail, { exact: true }).fill(newEmail);
  await card.getByLabel(emailWords.currentPassword, { exact: true }).fill(account.password);
  await card.getByRole('button', { name: emailWords.submit }).click();
  await expect(card.getByRole('status')).toContainText(EMAIL_CHANGE_WORDS.requested);
  await expect(card.getByText(emailWords.pending(newEmail))).toBeVisible();

  // The old address is told, with a way to secure the account.
  const notice = await waitForMail({ to: account.email, subject: EMAILS.changeEmailNotice.subject });
  expect(notice.text).toContain(EMAILS.changeEmailNotice.body(newEmail));
  expect(notice.html).toContain(EMAILS.changeEmailNotice.action);
  expect(linkIn(notice, '/settings')).toMatch(/\/settings#account$/);

  // The new address gets the link, in plain text and HTML.
  const mail = await waitForMail({ to: newEmail, subject: EMAILS.changeEmail.subject });
  expect(mail.language).toBe('en-IN');
  expect(mail.text).toContain(EMAILS.changeEmail.body(account.email));
  expect(mail.html).toContain(EMAILS.changeEmail.action);
  const url = new URL(linkIn(mail, '/confirm-email?token='));
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authWords.changeDone);
  await expect(page.getByRole('status')).toHaveText(EMAIL_CHANGE_WORDS.done);

  // Back in Settings, the new address is the account's.
  await page.getByRole('link', { name: authWords.backToSettings }).click();
  await expect(card.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(card.getByText(emailWords.pendingTitle)).toHaveCount(0);

  // Sign-in now takes the new address, not the old one.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin');
  await signInThroughForm(page, account);
  await expect(page.getByRole('alert')).toContainText(API_ERRORS.invalidCredentials);
  await signInThroughForm(page, { email: newEmail, password: account.password });
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);

  // The link works once.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('status')).toHaveText(EMAIL_CHANGE_WORDS.linkInvalid);
});
