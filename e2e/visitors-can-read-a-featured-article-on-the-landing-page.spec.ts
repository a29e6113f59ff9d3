import { ARTICLE_COUNT, GUIDE_VIDEO_COUNT } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';

test('Visitors can read a featured article on the landing page', async ({ page }) => {
  await page.goto('/');

  const readMoreButtons = page.getByRole('button', { name: 'Read More' });
  await expect(readMoreButtons).toHaveCount(ARTICLE_COUNT);
  const cards = page.getByRole('article').filter({ has: readMoreButtons });
  await expect(cards).toHaveCount(ARTICLE_COUNT);

  const card = cards.nth(1);
  const title = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  await expect(card.getByText(/\.\.\.$/)).toBeVisible();

  await card.getByRole('button', { name: 'Read More' }).click();
  const dialog = page.getByRole('dialog', { name: 'Article Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Read More' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The guides are poster buttons: no player, and no video bytes, until one is pressed.
  const guides = page.getByRole('button', { name: /^Play / });
  await expect(guides).toHaveCount(GUIDE_VIDEO_COUNT);
  await expect(page.locator('video')).toHaveCount(0);
  await guides.first().click();
  const player = page.locator('video');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('preload', 'none');
  await expect(player).toBeFocused();
});

test('The landing page asks to be indexed and the signup page does not', async ({ page }) => {
  const robots = page.locator('meta[name="robots"]');
  await page.goto('/');
  await expect(robots).toHaveAttribute('content', /^(?!.*noindex).*\bindex\b/);
  await page.goto('/signup');
  await expect(robots).toHaveAttribute('content', /\bnoindex\b/);
});
