import { expect, test } from '@playwright/test';

// The 404 page's title; its h1 is friendlier ('This page took a different turn').
const notFoundTitle = /Page not found/;

test('Deep links load the app', async ({ page }) => {
  for (const path of ['/AboutUs', '/privacy-policy']) {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, `${path} has one h1`).toHaveCount(1);
    await expect(h1).toBeVisible();
    await expect(page, `${path} is not the 404 page`).not.toHaveTitle(notFoundTitle);
  }

  await page.goto('/no-such-page');
  await expect(page).toHaveTitle(notFoundTitle);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
