import { ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import { test } from '@playwright/test';
import { expectPath, signInThroughForm, signUpViaApi } from './fixtures.ts';

test('A signed-out visitor to a dashboard is sent to sign in and brought back', async ({ page, request }) => {
  const account = await signUpViaApi(request, 'Investor');
  await page.goto(ROLE_DASHBOARD_ROUTES.Investor);
  await expectPath(page, '/signin');
  await signInThroughForm(page, account);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Investor);
});
