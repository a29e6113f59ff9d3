import { ARTICLE_COUNT, GUIDE_VIDEO_COUNT } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { openPage } from './fixtures.ts';

test('Visitors can read a featured article on the landing page', async ({ page }) => {
  await openPage(page, '/');

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
  await expect(player).toBeFocused();
});

test('The landing page asks to be indexed and the signup page does not', async ({ page }) => {
  const robots = page.locator('meta[name="robots"]');
  await page.goto('/');
  await expect(robots).toHaveAttribute('content', /^(?!.*noindex).*\bindex\b/);
  await page.goto('/signup');
  await expect(robots).toHaveAttribute('content', /\bnoindex\b/);
});

test('The landing page paints from its HTML and its scripts take it over in place', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Every element removed from the page before the app is ready: hydration that had to fall
  // back to rendering afresh would throw the prerendered markup away.
  await page.addInitScript(`
    window.__removed = 0;
    new MutationObserver((records) => {
      if (document.documentElement.hasAttribute('data-app-ready')) return;
      for (const record of records) window.__removed += record.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  `);
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  // The hero, the guides and the articles are in the HTML itself, with the page's title.
  expect(html).toContain('id="hero-title"');
  expect(html).toContain('<title>IdeaIgnite — Startup ideas meet investors</title>');
  expect(html.match(/aria-label="Play /g)).toHaveLength(GUIDE_VIDEO_COUNT);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  expect(await page.evaluate<number>('window.__removed')).toBe(0);
  expect(errors).toEqual([]);
  // Hydrated: the FAQ's buttons work.
  const question = page.getByRole('button', { name: 'What is Ignite?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});
