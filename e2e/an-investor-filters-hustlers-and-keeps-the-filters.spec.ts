import { randomBytes } from 'node:crypto';
import { API } from '@ideaignite/contract';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, signInViaApi, signUpViaApi, useSession } from './fixtures.ts';

const tag = randomBytes(3).toString('hex');
/** A city no other journey uses, typed in (it is not among the listed ones). */
const CITY = 'Kolhapur';

/** Startups in and around Kolhapur, and one in Mysuru: two match Seed + Agritech + Kolhapur. */
const HUSTLERS = [
  { project: `Ganna Fresh ${tag}`, currentStage: 'seed', sectors: 'agritech,d2c', state: 'MH', city: CITY },
  { project: `Usha Dairy ${tag}`, currentStage: 'seed', sectors: 'agritech', state: 'MH', city: CITY },
  { project: `PaisaPal ${tag}`, currentStage: 'seed', sectors: 'fintech', state: 'MH', city: CITY },
  { project: `KhetiBot ${tag}`, currentStage: 'preSeed', sectors: 'agritech', state: 'MH', city: CITY },
  { project: `Mandi Route ${tag}`, currentStage: 'seed', sectors: 'agritech', state: 'KA', city: 'Mysuru' },
] as const;
const MATCHES = [HUSTLERS[0].project, HUSTLERS[1].project] as const;
const OTHERS = [HUSTLERS[2].project, HUSTLERS[3].project, HUSTLERS[4].project];

/** Waits for the list's answer for a view that has `param` set to `value`. */
const listAnswer = (page: Page, param: string, value: string) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === API.hustlerProfiles && url.searchParams.getAll(param).includes(value);
  });

test('An investor filters Hustlers by stage, sector and city, sees only the matches, and keeps the filters on reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  for (const [index, startup] of HUSTLERS.entries()) {
    const hustler = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
    await apiAs(request, hustler, 'post', API.profileHustler, {
      multipart: { Username: `Founder ${index + 1} ${tag}`, bio: 'Building for Bharat.', ...startup },
    });
  }
  const investor = await signInViaApi(request, await signUpViaApi(request, 'Investor'));
  await useSession(page, investor);
  await page.goto('/FindHustler');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Startups' })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const card = (name: string) => page.getByRole('article', { name });

  // City: typed, as it is not one of the listed cities.
  const byCity = listAnswer(page, 'city', CITY);
  await filters.getByRole('combobox', { name: 'Add a city' }).fill(CITY);
  await filters.getByRole('button', { name: 'Add a city' }).click();
  await byCity;
  await expect(filters.getByRole('checkbox', { name: `${CITY} (4)` })).toBeChecked();
  // The stage counts hold the city: three at Seed, one at Pre-seed.
  await expect(filters.getByRole('checkbox', { name: 'Pre-seed (1)' })).toBeVisible();

  const byStage = listAnswer(page, 'stage', 'seed');
  await filters.getByRole('checkbox', { name: 'Seed (3)' }).check();
  await byStage;
  const bySector = listAnswer(page, 'sector', 'agritech');
  await filters.getByRole('checkbox', { name: 'Agritech (2)' }).check();
  await bySector;

  async function expectOnlyTheMatches() {
    for (const name of MATCHES) await expect(card(name)).toBeVisible();
    for (const name of OTHERS) await expect(card(name)).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: /^2 profiles$/ })).toBeVisible();
    await expect(card(MATCHES[0]).getByText(`${CITY}, Maharashtra`)).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: 'Seed (2)' })).toBeChecked();
    await expect(filters.getByRole('checkbox', { name: 'Pre-seed (1)' })).not.toBeChecked();
    await expect(filters.getByRole('checkbox', { name: 'Agritech (2)' })).toBeChecked();
    await expect(filters.getByRole('checkbox', { name: 'Fintech (1)' })).not.toBeChecked();
    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('button');
    await expect(chips).toHaveText(['Seed', 'Agritech', CITY]);
  }
  await expectOnlyTheMatches();
  const filteredUrl = new URL(page.url());
  expect(filteredUrl.searchParams.getAll('stage')).toEqual(['seed']);
  expect(filteredUrl.searchParams.getAll('sector')).toEqual(['agritech']);
  expect(filteredUrl.searchParams.getAll('city')).toEqual([CITY]);

  await page.reload();
  expect(page.url()).toBe(filteredUrl.href);
  await expectOnlyTheMatches();

  // Removing the sector brings back PaisaPal (Seed, Kolhapur, fintech); focus moves on to the city chip.
  await page.getByRole('button', { name: 'Remove filter Sector: Agritech' }).click();
  await expect(card(HUSTLERS[2].project)).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove filter City: ${CITY}` })).toBeFocused();
  await expect(page.getByRole('article')).toHaveCount(3);
});
