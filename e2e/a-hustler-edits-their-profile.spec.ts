import { API, PROFILE_ERRORS, ROLE_DASHBOARD_ROUTES, type Role, WORDS } from '@ideaignite/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, expectPath, newAccount, signInThroughForm } from './fixtures.ts';

interface SignedUp extends Account {
  token: string;
}

/** Signs up through the API and keeps the access token, to prepare the profile through the API too. */
async function signUpWithToken(request: APIRequestContext, role: Role): Promise<SignedUp> {
  const account = newAccount(role);
  const response = await request.post(API.signup, { data: account });
  expect(response.ok(), `signup answered ${response.status()}: ${await response.text()}`).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { ...account, token: accessToken };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('A hustler edits their profile and sees the changes on it', async ({ page, request }, testInfo) => {
  const hustler = await signUpWithToken(request, 'Hustler');
  const saved = await request.post(API.profileHustler, {
    headers: { Authorization: `Bearer ${hustler.token}` },
    multipart: {
      Username: 'Ananya Iyer',
      project: 'Kisan Konnect',
      currentStage: 'Development',
      skills: 'Networking, Fast Execution',
      bio: 'Connecting Nashik grape farmers straight to city buyers.',
    },
  });
  expect(saved.ok(), `profile set-up answered ${saved.status()}: ${await saved.text()}`).toBe(true);

  await page.goto('/signin');
  await signInThroughForm(page, hustler);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  await page.goto('/Profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ananya Iyer' })).toBeVisible();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expectPath(page, '/Update_profile');

  const project = field(page, 'Project');
  await expect(project).toHaveValue('Kisan Konnect');
  await project.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(PROFILE_ERRORS.projectRequired)).toBeVisible();
  await expect(project).toHaveAttribute('aria-invalid', 'true');

  await project.fill('Kisan Konnect');
  await field(page, 'Current stage').selectOption('Launch');
  await field(page, 'Skills').fill('Sales, Ops');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const alert = page.getByRole('alertdialog', { name: WORDS.profileForms.genericSuccess });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expectPath(page, '/profile');

  const about = page.getByRole('main').getByRole('region', { name: 'About' });
  await expect(about.getByText('Launch', { exact: true })).toBeVisible();
  const chips = about.getByRole('listitem');
  await expect(chips.filter({ hasText: /^Sales$/ })).toBeVisible();
  await expect(chips.filter({ hasText: /^Ops$/ })).toBeVisible();
  await expect(chips.filter({ hasText: 'Networking' })).toHaveCount(0);

  // A direct visit (or a reload) has no profile handed over by /Profile: the page loads it itself.
  await page.goto('/Update_profile');
  await expect(field(page, 'User name')).toHaveValue('Ananya Iyer');
  await expect(field(page, 'Project')).toHaveValue('Kisan Konnect');
  await expect(field(page, 'Current stage')).toHaveValue('Launch');
  await expect(field(page, 'Skills')).toHaveValue('Sales, Ops');
  await expect(field(page, 'Bio')).toHaveValue('Connecting Nashik grape farmers straight to city buyers.');

  await page.screenshot({ path: testInfo.outputPath('update-profile-prefilled.png'), fullPage: true });
});
