import { API, ROLE_DASHBOARD_ROUTES, ROLE_FORM_ROUTES, ROLES, STORAGE_KEYS } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { expectPath, signUp } from './fixtures.ts';

for (const role of ROLES) {
  test(`A new user signing up as ${role} lands on that role's profile form, then on their dashboard with "Welcome"`, async ({
    page,
    baseURL,
  }) => {
    // The form fills itself from the profile once it has loaded: type after that, as a person would.
    const profileLoaded = page.waitForResponse((answer) => answer.url().endsWith(API.getUser));
    await signUp(page, role);
    await expectPath(page, ROLE_FORM_ROUTES[role]);
    await profileLoaded;

    const { origins } = await page.context().storageState();
    const stored = origins.find((origin) => origin.origin === baseURL)?.localStorage ?? [];
    const storedValue = (key: string) => stored.find((item) => item.name === key)?.value;
    expect(storedValue(STORAGE_KEYS.token), 'token in localStorage').toBeTruthy();
    expect(storedValue(STORAGE_KEYS.userId), 'userId in localStorage').toBeTruthy();

    // The set-up saved, they go straight on to their dashboard, greeted as new.
    const name = `New ${role} ${Math.random().toString(36).slice(2, 6)}`;
    await page.getByLabel('User name', { exact: true }).fill(name);
    // Every page the app goes to from here: the sign-in page must never be one (issue 26).
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expectPath(page, ROLE_DASHBOARD_ROUTES[role]);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
    expect(visited).not.toContain('/signin');
    // /signin and /signup, while signed in, lead there too.
    for (const path of ['/signin', '/signup']) {
      await page.goto(path);
      await expectPath(page, ROLE_DASHBOARD_ROUTES[role]);
    }
  });
}
