import { API_ERRORS } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { expectPath, signInThroughForm, signUpViaApi } from './fixtures.ts';

test('Signing in with a wrong password shows the error', async ({ page, request }) => {
  const account = await signUpViaApi(request, 'Hustler');
  await page.goto('/signin');
  await signInThroughForm(page, { email: account.email, password: 'Not-the-password#1' });
  await expect(page.getByText(API_ERRORS.invalidCredentials)).toBeVisible();
  await expectPath(page, '/signin');
});
