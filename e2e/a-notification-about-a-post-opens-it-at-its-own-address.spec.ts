import { randomBytes } from 'node:crypto';
import { API } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { apiAs, expectPath, openPage, signInViaApi, signUpViaApi, useSession } from './fixtures.ts';

// Issue 26: every post has an address. A notice about a post opens it there, and a like on a
// post shows on everyone's open page of it at once.

const suffix = () => randomBytes(3).toString('hex');

test('A hustler is told of a comment on their blog, opens the notice and lands on the blog with its comments', async ({
  page,
  request,
}) => {
  const hustler = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  const reader = await signInViaApi(request, await signUpViaApi(request, 'Investor'));
  const title = `Why our chillers run on sunlight ${suffix()}`;
  const { blog } = await apiAs<{ blog: { _id: string } }>(request, hustler, 'post', API.addBlog, {
    multipart: {
      title,
      summary: 'Diesel was the cost we could not carry.',
      content: 'Two harbours, one summer.\n\nThe catch now reaches market cold.',
    },
  });
  await apiAs(request, reader, 'post', API.talkComments(blog._id), {
    data: { text: 'How many hours of cold does one panel buy?' },
  });
  await apiAs(request, reader, 'post', `${API.blog(blog._id)}/like`, {});

  await useSession(page, hustler);
  await openPage(page, '/Notification');
  const notice = page.getByRole('listitem').filter({ hasText: 'commented on your blog' });
  await notice.getByRole('link', { name: 'Open the blog' }).click();

  await expectPath(page, `/blogs/${blog._id}`);
  await expect(page).toHaveTitle(`${title} · IdeaIgnite`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
  await expect(page.getByText('The catch now reaches market cold.')).toBeVisible();
  await expect(page.getByText('How many hours of cold does one panel buy?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like, 1 like' })).toBeVisible();

  // The like's notice leads to the same address.
  await openPage(page, '/Notification');
  const liked = page.getByRole('listitem').filter({ hasText: 'liked your blog' });
  await expect(liked.getByRole('link', { name: 'Open the blog' })).toHaveAttribute(
    'href',
    `/blogs/${blog._id}`,
  );
});

test('A like on a talk shows at once on another member’s open page of it; a missing talk says so', async ({
  page,
  browser,
  request,
}) => {
  const author = await signInViaApi(request, await signUpViaApi(request, 'Cofounder'));
  const fan = await signInViaApi(request, await signUpViaApi(request, 'Jobseeker'));
  const watcher = await signInViaApi(request, await signUpViaApi(request, 'Investor'));
  const words = `Who sells ice to small harbours in Goa? ${suffix()}`;
  const { blog: talk } = await apiAs<{ blog: { _id: string } }>(request, author, 'post', API.addTalks, {
    data: { title: words },
  });

  const other = await browser.newContext();
  const watching = await other.newPage();
  try {
    await useSession(watching, watcher);
    await openPage(watching, `/talks/${talk._id}`);
    await expect(watching.getByText(words)).toBeVisible();
    await expect(watching.getByRole('button', { name: 'Like, 0 likes' })).toBeVisible();

    await useSession(page, fan);
    await openPage(page, `/talks/${talk._id}`);
    const like = page.getByRole('button', { name: 'Like, 0 likes' });
    await like.click();
    await expect(page.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');

    // The watcher's page follows without a reload; their own heart stays empty.
    await expect(watching.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', { name: 'Like, 1 like' }).click();
    await expect(watching.getByRole('button', { name: 'Like, 0 likes' })).toBeVisible();
  } finally {
    await other.close();
  }

  await openPage(page, '/talks/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeFocused();
  await expect(page.getByText('This talk was not found, or it is no longer available.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to talks' })).toHaveAttribute('href', '/talks');
});
