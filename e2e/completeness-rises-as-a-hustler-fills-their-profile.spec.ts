import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, COMPLETENESS_WORDS, ROLE_DASHBOARD_ROUTES, WORDS } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { expectPath, signUp } from './fixtures.ts';
import { SCREEN_WORDS } from './words.ts';

const clip = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/public/guides/getting-started.mp4',
);
const words = SCREEN_WORDS['en-IN'];
const { completeness: m } = words;

test('Completeness rises as a Hustler fills the missing items', async ({ page }) => {
  test.setTimeout(90_000);
  // A new Hustler fills the set-up form partly: a name and a project, nothing else.
  // The form fills itself from the profile once it has loaded: type after that, as a person would.
  const profileLoaded = page.waitForResponse((answer) => answer.url().endsWith(API.getUser));
  await signUp(page, 'Hustler');
  await profileLoaded;
  await page.getByLabel(words.profiles.userName, { exact: true }).fill('Kavya Menon');
  await page.getByLabel(words.profiles.project, { exact: true }).fill('CoirCraft');
  await page.getByRole('button', { name: words.profiles.saveProfile }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.profiles.ok }).click();
  // Saved, the new Hustler goes straight on to their dashboard (issue 26), not to /signin.
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);

  // The first dashboard visit: "Get started" with the two steps, and the card with the score and
  // every missing item. Name, project and the default stage are there: 3 of the Hustler's 9 items.
  const start = page.getByRole('region', { name: words.feed.firstRunHeading });
  await expect(start).toBeVisible({ timeout: 20_000 });
  await expect(start.getByRole('link', { name: words.feed.stepProfile })).toHaveAttribute(
    'href',
    '/Update_profile',
  );
  await expect(start.getByRole('link', { name: words.feed.stepHustler })).toBeVisible();
  const checklist = page.getByRole('region', { name: m.heading(33) });
  await expect(checklist).toBeVisible({ timeout: 20_000 });
  await expect(checklist.getByRole('progressbar', { name: m.ringLabel })).toHaveAttribute(
    'aria-valuenow',
    '33',
  );
  await expect(checklist.getByRole('link')).toHaveText([
    COMPLETENESS_WORDS.picture,
    COMPLETENESS_WORDS.pitchVideo,
    COMPLETENESS_WORDS.sector,
    COMPLETENESS_WORDS.city,
    COMPLETENESS_WORDS.bio,
    COMPLETENESS_WORDS.skills,
  ]);

  // "Add your city" leads to the update form with the city field focused.
  await checklist.getByRole('link', { name: COMPLETENESS_WORDS.city }).click();
  await expect(page).toHaveURL(/\/Update_profile#city$/);
  const city = page.getByLabel(words.profiles.city, { exact: true });
  await expect(city).toBeFocused();
  await city.fill('kochi');
  await page.getByLabel(words.profiles.state, { exact: true }).selectOption('KL');
  await page.getByRole('button', { name: words.profiles.saveChanges }).click();
  const saved = page.getByRole('alertdialog', { name: WORDS.profileForms.genericSuccess });
  await saved.getByRole('button', { name: words.profiles.ok }).click();

  // The own profile: the place in its listed spelling, the score up, the item gone.
  await expectPath(page, '/profile');
  await expect(page.getByText('Kochi, Kerala')).toBeVisible({ timeout: 20_000 });
  const card = page.getByRole('region', { name: m.heading(44) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: COMPLETENESS_WORDS.city })).toHaveCount(0);
  await expect(card.getByRole('link', { name: COMPLETENESS_WORDS.pitchVideo })).toBeVisible();

  // "Add a pitch video" opens the dashboard's Create Videos popup; after the upload it is gone.
  await card.getByRole('link', { name: COMPLETENESS_WORDS.pitchVideo }).click();
  const dialog = page.getByRole('dialog', { name: words.feed.createVideos });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL((url) => url.pathname === ROLE_DASHBOARD_ROUTES.Hustler && url.search === '');
  await dialog.getByLabel('Title').fill('CoirCraft in sixty seconds');
  await dialog.getByLabel('Description').fill('Coir mats from Alappuzha, sold straight to homes.');
  await dialog.getByLabel('Video file').setInputFiles(clip);
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(dialog.getByText(WORDS.videoUpload.success)).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  const after = page.getByRole('region', { name: m.heading(56) });
  await expect(after).toBeVisible({ timeout: 20_000 });
  await expect(after.getByRole('link', { name: COMPLETENESS_WORDS.pitchVideo })).toHaveCount(0);
  await expect(after.getByRole('link', { name: COMPLETENESS_WORDS.city })).toHaveCount(0);
  // The pitch video was the Hustler's first step: done, it is no longer a link.
  await expect(start.getByRole('link', { name: words.feed.stepHustler })).toHaveCount(0);
  await expect(start.getByText(words.feed.stepHustler)).toBeVisible();

  // Hidden, "Get started" stays hidden after a reload; focus goes to the greeting; the card stays.
  await start.getByRole('button', { name: words.feed.firstRunDismiss }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('region', { name: m.heading(56) })).toBeVisible({ timeout: 20_000 });
  await expect(start).toHaveCount(0);
});
