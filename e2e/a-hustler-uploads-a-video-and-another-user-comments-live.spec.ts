import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLE_DASHBOARD_ROUTES, WORDS } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { expectPath, signInThroughForm, signUpViaApi } from './fixtures.ts';

const clip = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/public/guides/getting-started.mp4',
);

test('A hustler uploads a video and another user comments live', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const title = `Chai-stall loyalty pitch ${randomBytes(3).toString('hex')}`;
  const hustler = await signUpViaApi(request, 'Hustler');
  await page.goto('/signin');
  await signInThroughForm(page, hustler);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);

  await page.goto('/videos');
  await page.getByRole('button', { name: 'Create Videos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Videos' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Sixty seconds on how tea stalls keep their regulars.');
  await dialog.getByLabel('Video file').setInputFiles(clip);

  // A slow uplink, so the progress can be seen as a person would see it.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 20_000,
  });
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(dialog.getByText(WORDS.videoUpload.success)).toBeVisible({ timeout: 20_000 });
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: '0 Comments' }).click();
  await expect(card.getByText('No comments yet — be the first to cheer them on.')).toBeVisible();

  // An investor, in a browser of their own, likes the video and comments on it.
  const investor = await signUpViaApi(request, 'Investor');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/signin');
  await signInThroughForm(other, investor);
  await expectPath(other, ROLE_DASHBOARD_ROUTES.Investor);
  await other.goto('/videos');
  const theirCard = other.getByRole('article', { name: title });
  const like = theirCard.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');
  await theirCard.getByRole('button', { name: '0 Comments' }).click();
  const comment = 'Loved the clarity. What does retention look like after week eight?';
  await theirCard.getByLabel(`Add a comment on ${title}`).fill(comment);
  await theirCard.getByRole('button', { name: 'Post comment' }).click();
  await expect(theirCard.getByText(comment)).toBeVisible();

  // The hustler's open page shows it without a reload, once.
  await expect(card.getByText(comment)).toBeVisible();
  await expect(card.getByText(comment)).toHaveCount(1);
  await expect(card.getByRole('button', { name: '1 Comment' })).toBeVisible();
  await otherContext.close();
});
