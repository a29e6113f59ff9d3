import { randomBytes } from 'node:crypto';
import { API } from '@ideaignite/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiAs, openPage, type SignedIn, signInViaApi, signUpViaApi, useSession } from './fixtures.ts';

/**
 * Issue 29's offline writing (decision 038): a message and a comment written with no connection
 * wait as "Waiting to send", and go when it returns, each exactly once: the other person, and the
 * writer's own page after a reload, see one copy.
 */
const WAITING = 'Waiting to send';
const suffix = () => randomBytes(3).toString('hex');

/** What `user` reads at `url` through the API (a conversation, a post's comments). */
async function readAs<T>(request: APIRequestContext, user: SignedIn, url: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization: `Bearer ${user.token}` } });
  expect(response.ok(), `get ${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test('A member writes messages offline; they wait, then arrive once each, in order, when back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  const investor = await signInViaApi(request, await signUpViaApi(request, 'Investor'));
  // The investor wrote first: the member's replies go to an open conversation.
  await apiAs(request, investor, 'post', API.conversation(member.userId), {
    data: { text: 'Send the deck?' },
  });
  const first = `Written on the train ${suffix()}`;
  const second = `And the numbers ${suffix()}`;

  await useSession(page, member);
  await openPage(page, `/messages?to=${investor.userId}`);
  const log = page.getByRole('log');
  await expect(log.getByText('Send the deck?')).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });

  await context.setOffline(true);
  await box.fill(first);
  await box.press('Enter');
  await box.fill(second);
  await box.press('Enter');
  const waiting = log.locator('li[data-outbox="waiting"]');
  await expect(waiting).toHaveCount(2);
  await expect(waiting.nth(0)).toContainText(first);
  await expect(waiting.nth(0)).toContainText(WAITING);
  await expect(waiting.nth(1)).toContainText(second);
  // Said in the status bar too, for a screen reader.
  await expect(
    page.getByRole('status').filter({ hasText: 'Waiting to send: your message goes' }),
  ).toBeVisible();
  await expect(box).toHaveValue('');
  // Nothing reached the server while offline.
  const before = await readAs<{ text: string }[]>(request, investor, API.conversation(member.userId));
  expect(before.map((message) => message.text)).toEqual(['Send the deck?']);

  await context.setOffline(false);
  await expect(log.getByText(WAITING)).toHaveCount(0, { timeout: 15_000 });
  await expect(log.getByText(first)).toHaveCount(1);
  await expect(log.getByText(second)).toHaveCount(1);
  const after = await readAs<{ text: string }[]>(request, investor, API.conversation(member.userId));
  expect(after.map((message) => message.text)).toEqual(['Send the deck?', first, second]);

  // The writer's own page after a reload: one copy each, nothing left waiting.
  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(log.getByText(second)).toBeVisible();
  await expect(log.getByText(first)).toHaveCount(1);
  await expect(log.getByText(second)).toHaveCount(1);
  await expect(log.getByText(WAITING)).toHaveCount(0);
  expect(await page.evaluate((id) => localStorage.getItem(`outbox:${id}`), member.userId)).toBeNull();
});

test('A member comments on a blog offline; the comment waits, then is posted once when back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const author = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  const member = await signInViaApi(request, await signUpViaApi(request, 'Investor'));
  const title = `Cold chains for small farms ${suffix()}`;
  const blog = await apiAs<{ blog: { _id: string } }>(request, author, 'post', API.addBlog, {
    multipart: { title, summary: 'Lessons', content: 'Ice, then trucks.' },
  });
  const comment = `Read this on the bus ${suffix()}`;

  await useSession(page, member);
  await openPage(page, `/blogs/${blog.blog._id}`);
  const box = page.getByRole('textbox', { name: `Add a comment on ${title}` });
  await expect(box).toBeVisible();

  await context.setOffline(true);
  await box.fill(comment);
  await box.press('Enter');
  const waiting = page.getByRole('list', { name: 'Comments waiting to send' });
  await expect(waiting).toContainText(comment);
  await expect(waiting).toContainText(WAITING);

  await context.setOffline(false);
  await expect(page.getByText(WAITING)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(comment)).toHaveCount(1);
  const listed = await readAs<{ comments: { text: string }[] }>(
    request,
    member,
    API.talkComments(blog.blog._id),
  );
  expect(listed.comments.map((known) => known.text)).toEqual([comment]);

  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(page.getByText(comment)).toHaveCount(1);
  await expect(page.getByText(WAITING)).toHaveCount(0);
});
