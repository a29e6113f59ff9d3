import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLE_DASHBOARD_ROUTES, WORDS } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { expectPath, signInThroughForm, signUpViaApi } from './fixtures.ts';

const cover = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/public/guides/be-a-cofounder.jpg',
);
const suffix = () => randomBytes(3).toString('hex');

test('A hustler publishes a blog with a cover and sees it on /blogs', async ({ page, request }) => {
  const title = `What 40 chai-stall owners taught me ${suffix()}`;
  const hustler = await signUpViaApi(request, 'Hustler');
  await page.goto('/signin');
  await signInThroughForm(page, hustler);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);

  await page.goto('/blogs');
  await page.getByRole('button', { name: 'Create Blogs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Blogs' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Brief summary').fill('Regulars matter more than reach.');
  await dialog
    .getByLabel('Content')
    .fill('Owners cared about slow Tuesday afternoons.\n\nA free cutting chai beat every discount.');
  await dialog.getByLabel('Cover image').setInputFiles(cover);
  await expect(dialog.getByRole('img', { name: 'Preview of your chosen cover' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish Blog Summary' }).click();
  await expect(dialog.getByText(WORDS.blogCreation.success)).toBeVisible();
  await expect(dialog).toBeHidden();

  const post = page.getByRole('article', { name: title });
  await expect(post.getByRole('img', { name: `Cover for “${title}”` })).toHaveAttribute('src', /^\/media\//);
  await expect(post.getByText('Regulars matter more than reach.')).toBeVisible();
  await post.getByRole('link', { name: 'Read full post' }).click();
  // The whole post at its own address (issue 26).
  await expect(page).toHaveURL(/\/blogs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
  await expect(page.getByText('A free cutting chai beat every discount.')).toBeVisible();
});

test('A member posts a talk and a comment on it', async ({ page, request }) => {
  const words = `Anyone in Pune building agritech? ${suffix()}`;
  const member = await signUpViaApi(request, 'Cofounder');
  await page.goto('/signin');
  await signInThroughForm(page, member);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Cofounder);

  await page.goto('/talks');
  await page.getByLabel('Share a talk').fill(words);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const talks = page.getByRole('list', { name: 'Talks' });
  await expect(talks.getByRole('article').first()).toContainText(words);
  await expect(page.getByLabel('Share a talk')).toHaveValue('');

  const talk = talks.getByRole('article').filter({ hasText: words });
  await talk.getByLabel('Comment on this talk').fill('Count me in for coffee!');
  await talk.getByLabel('Comment on this talk').press('Enter');
  await expect(talk.getByText('Count me in for coffee!')).toBeVisible();

  // Both were saved, not only shown.
  await page.reload();
  const saved = page.getByRole('list', { name: 'Talks' }).getByRole('article').filter({ hasText: words });
  await expect(saved.getByText('Count me in for coffee!')).toBeVisible();
});
