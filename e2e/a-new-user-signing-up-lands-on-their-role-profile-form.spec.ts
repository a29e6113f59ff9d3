import { ROLE_FORM_ROUTES, ROLES, STORAGE_KEYS } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { expectPath, signUp } from './fixtures.ts';

for (const role of ROLES) {
  test(`A new user signing up as ${role} lands on that role's profile form`, async ({ page, baseURL }) => {
    await signUp(page, role);
    await expectPath(page, ROLE_FORM_ROUTES[role]);

    const { origins } = await page.context().storageState();
    const stored = origins.find((origin) => origin.origin === baseURL)?.localStorage ?? [];
    const storedValue = (key: string) => stored.find((item) => item.name === key)?.value;
    expect(storedValue(STORAGE_KEYS.token), 'token in localStorage').toBeTruthy();
    expect(storedValue(STORAGE_KEYS.userId), 'userId in localStorage').toBeTruthy();
  });
}
