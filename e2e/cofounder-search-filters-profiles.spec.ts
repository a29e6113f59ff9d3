import { API, ROLE_DASHBOARD_ROUTES, type Role, WORDS } from '@ideaignite/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectPath, newAccount, signInThroughForm, signUpViaApi } from './fixtures.ts';

/** Signs up through the API and keeps the access token, to prepare the profile through the API too. */
async function signUpWithToken(request: APIRequestContext, role: Role): Promise<string> {
  const response = await request.post(API.signup, { data: newAccount(role) });
  expect(response.ok(), `signup answered ${response.status()}: ${await response.text()}`).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return accessToken;
}

const COFOUNDERS = [
  {
    Username: 'Kabir Malhotra',
    skills: 'Kotlin, UPI payments',
    bio: 'Built the checkout of a Bengaluru fintech from zero to a million orders.',
    superpower: 'Shipping on Fridays without fear.',
  },
  {
    Username: 'Meera Krishnan',
    skills: 'Figma, Brand strategy',
    bio: 'Designer from Chennai who has named and styled six D2C brands.',
    superpower: 'Making a pitch deck people remember.',
  },
  {
    Username: 'Rohan Deshpande',
    skills: 'Cold-chain logistics, Operations',
    bio: 'Ran dispatch for a dairy co-operative across Maharashtra.',
    superpower: 'Getting trucks on the road by 4 a.m.',
  },
] as const;

/** Waits for the server's answer to a search, so the list shown is the server's, not only the quick filter. */
const serverSearch = (page: Page, term: string) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === API.cofounderProfiles && url.searchParams.get('q') === term;
  });

test('Co-founder search narrows the profiles to the ones that match', async ({ page, request }, testInfo) => {
  for (const cofounder of COFOUNDERS) {
    const token = await signUpWithToken(request, 'Cofounder');
    const saved = await request.post(API.profileCofounder, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { ...cofounder },
    });
    expect(saved.ok(), `profile set-up answered ${saved.status()}: ${await saved.text()}`).toBe(true);
  }
  const viewer = await signUpViaApi(request, 'Hustler');

  await page.goto('/signin');
  await signInThroughForm(page, viewer);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  await page.goto('/Findcofounder');

  const card = (name: string) => page.getByRole('article', { name });
  const kabir = card(COFOUNDERS[0].Username);
  const meera = card(COFOUNDERS[1].Username);
  const rohan = card(COFOUNDERS[2].Username);
  for (const shown of [kabir, meera, rohan]) await expect(shown).toBeVisible();
  await expect(kabir.getByText('UPI payments', { exact: true })).toBeVisible();

  const search = page.getByLabel('Search co-founders');
  const answered = serverSearch(page, 'upi payments');
  await search.fill('upi payments');
  await answered;
  await expect(kabir).toBeVisible();
  await expect(meera).toHaveCount(0);
  await expect(rohan).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);

  const nothing = serverSearch(page, 'zqxj quantum chai');
  await search.fill('zqxj quantum chai');
  await nothing;
  await expect(page.getByText(WORDS.lists.cofoundersNoMatch)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.screenshot({ path: testInfo.outputPath('cofounder-search-no-match.png'), fullPage: true });

  await search.clear();
  for (const shown of [kabir, meera, rohan]) await expect(shown).toBeVisible();
});
