import { ROLE_DASHBOARD_ROUTES, ROLES } from '@ideaignite/contract';
import { test } from '@playwright/test';
import { expectPath, signInThroughForm, signUpViaApi } from './fixtures.ts';

for (const role of ROLES) {
  test(`A returning ${role} signing in lands on their role's dashboard`, async ({ page, request }) => {
    const account = await signUpViaApi(request, role);
    await page.goto('/signin');
    await signInThroughForm(page, account);
    await expectPath(page, ROLE_DASHBOARD_ROUTES[role]);
  });
}
