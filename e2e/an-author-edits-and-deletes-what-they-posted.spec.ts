import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, BLOGS_WORDS, type Blog, VIDEOS_WORDS, type Video } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { apiAs, signInViaApi, signUpViaApi, useSession } from './fixtures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const clip = readFileSync(path.resolve(here, '../apps/web/public/guides/getting-started.mp4'));
const cover = readFileSync(path.resolve(here, 'files/avatar-hustler.png'));
const tag = () => randomBytes(3).toString('hex');

test('A hustler edits a video title and another signed-in user with it open sees the new title at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const hustler = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  const title = `Chai-stall loyalty pitch ${tag()}`;
  await apiAs<{ video: Video }>(request, hustler, 'post', API.addVideo, {
    multipart: {
      title,
      description: 'Sixty seconds on how tea stalls keep their regulars.',
      video: { name: 'pitch.mp4', mimeType: 'video/mp4', buffer: clip },
    },
  });

  // An investor, in a browser of their own, has the videos page open.
  const investor = await signInViaApi(request, await signUpViaApi(request, 'Investor'));
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await useSession(other, investor);
  await other.goto('/videos');
  await expect(other.getByRole('article', { name: title })).toBeVisible();
  // Not theirs: the investor's "⋯" offers Report only.
  await other.getByRole('button', { name: `More actions for ${title}` }).click();
  await expect(other.getByRole('menuitem')).toHaveText(['Report']);
  await other.keyboard.press('Escape');

  await useSession(page, hustler);
  await page.goto('/videos');
  const menu = page.getByRole('button', { name: `More actions for ${title}` });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit video' });
  const newTitle = `${title}, take two`;
  await dialog.getByRole('textbox', { name: 'Title' }).fill(newTitle);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(VIDEOS_WORDS.videoUpdated);
  const mine = page.getByRole('article', { name: newTitle });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('edited', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `More actions for ${newTitle}` })).toBeFocused();

  // The investor's open page follows without a reload.
  const theirs = other.getByRole('article', { name: newTitle });
  await expect(theirs).toBeVisible();
  await expect(theirs.getByText('edited', { exact: true })).toBeVisible();
  await expect(other.getByRole('article', { name: title, exact: true })).toHaveCount(0);
  await otherContext.close();
});

test('A hustler deletes a blog with its cover: it disappears and the cover is gone', async ({
  page,
  request,
}) => {
  const hustler = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  const title = `What 40 chai-stall owners taught me ${tag()}`;
  const { blog } = await apiAs<{ blog: Blog }>(request, hustler, 'post', API.addBlog, {
    multipart: {
      title,
      summary: 'Regulars matter more than reach.',
      content: 'First paragraph.\n\nSecond paragraph.',
      image: { name: 'cover.png', mimeType: 'image/png', buffer: cover },
    },
  });
  expect(blog.coverImageUrl).toMatch(/^\/media\/covers\//);
  expect((await request.get(blog.coverImageUrl!)).status()).toBe(200);

  await useSession(page, hustler);
  await page.goto('/blogs');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('img', { name: `Cover for “${title}”` })).toBeVisible();
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this blog?' });
  await expect(dialog).toContainText('with its cover and comments');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(BLOGS_WORDS.blogDeleted)).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeFocused();

  expect((await request.get(blog.coverImageUrl!)).status()).toBe(404);
  const again = await request.delete(API.blog(blog._id), {
    headers: { authorization: `Bearer ${hustler.token}` },
  });
  expect(again.status()).toBe(404);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});
