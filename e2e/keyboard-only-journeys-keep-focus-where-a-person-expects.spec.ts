import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';
import { expectPath, openPage, useSession } from './fixtures.ts';
import { test } from './world.ts';

// Every step below is a key press: no clicks, no fill(). After each one the test checks where
// keyboard focus is, because that is where a keyboard or screen-reader user carries on from.
const clip = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/public/guides/getting-started.mp4',
);

interface FocusProbe {
  ownerDocument: { activeElement: unknown };
}

/** Presses Tab until `target` has focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let presses = 0; presses <= max; presses++) {
    const focused = await target.evaluate((el) => {
      const probe = el as unknown as FocusProbe;
      return probe.ownerDocument.activeElement === el;
    });
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const focusIsInside = (container: Locator) =>
  container.evaluate((el) => {
    const probe = el as unknown as FocusProbe & { contains: (other: unknown) => boolean };
    return probe.contains(probe.ownerDocument.activeElement);
  });

/** What has focus, for messages: tag, name and text. */
const focusedElement = (page: Page) =>
  page.evaluate<string>(
    "(() => { const el = document.activeElement; return el ? [el.tagName, el.getAttribute('aria-label') ?? '', (el.textContent ?? '').trim().slice(0, 60)].join(' ') : 'nothing'; })()",
  );

/** Waits for `target` to have focus; on failure says what has it instead. */
async function expectFocused(page: Page, target: Locator) {
  try {
    await expect(target).toBeFocused();
  } catch {
    throw new Error(`Expected focus on ${target}, but it is on: ${await focusedElement(page)}`);
  }
}

test.describe.configure({ mode: 'parallel', timeout: 90_000 });
test.use({ viewport: { width: 1366, height: 900 } });

test('Signing in with the keyboard alone lands on the dashboard, ready to Tab from the top', async ({
  page,
  world,
}) => {
  const hustler = world.users.Hustler;
  await page.goto('/signin');
  const email = page.getByLabel('Email', { exact: true });
  await tabTo(page, email);
  await page.keyboard.type(hustler.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(hustler.password);
  await page.keyboard.press('Enter');
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  // The dashboard itself ("Welcome, <name>" for a member who joined today, else "Welcome back,
  // <name>"), not the sign-in form ("Welcome back") still on screen while the dashboard's code loads.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome(?: back)?, / })).toBeVisible();
  // A new page starts at the top: the first Tab reaches the skip link, not the middle of the page.
  await page.keyboard.press('Tab');
  await expectFocused(page, page.getByRole('link', { name: 'Skip to main content' }));
});

test('A hustler fills in the upload popup, cancels it, and focus returns to Create Videos', async ({
  page,
  world,
}) => {
  await useSession(page, world.users.Hustler);
  await page.goto('/videos');
  const create = page.getByRole('main').getByRole('button', { name: 'Create Videos' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Videos' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsInside(dialog), { message: 'focus moves into the popup' }).toBe(true);
  await tabTo(page, dialog.getByLabel('Title'), 5);
  await page.keyboard.type('A pitch I will not send today');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Sixty seconds on cold storage.');
  // The file field opens the system picker from the keyboard too.
  const fileField = dialog.getByLabel('Video file');
  await tabTo(page, fileField, 5);
  // A press that reaches the browser before it intercepts the picker opens none that the test can
  // see (once in a full run): the press is tried again, at most three times in all.
  let chooser: FileChooser | undefined;
  for (let attempt = 0; attempt < 3 && !chooser; attempt++) {
    const opened = page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => undefined);
    await page.keyboard.press('Space');
    chooser = await opened;
  }
  if (!chooser) throw new Error('Space on the focused file field opened no file picker in three presses');
  await chooser.setFiles(clip);
  await expect(dialog.getByText('getting-started.mp4')).toBeVisible();
  await expect(fileField, 'choosing a file keeps focus on the field').toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(page, create);
});

test('Liking a video with Enter keeps focus on the Like button', async ({ page, world }) => {
  await useSession(page, world.users.Cofounder);
  await page.goto('/videos');
  const card = page.getByRole('article', { name: world.videoTitle });
  const like = card.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, like);
  await page.keyboard.press('Enter');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expectFocused(page, like);
  // And again, to take the like back: still right there.
  await page.keyboard.press('Space');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expectFocused(page, like);
});

test('Sending a message with Enter keeps focus in the message box', async ({ page, world }) => {
  await useSession(page, world.users.Investor);
  await page.goto(`/messages?to=${world.users.Hustler.userId}`);
  const history = page.getByRole('log');
  await expect(history).toBeVisible();
  // The history scrolls, so it is a Tab stop of its own; the Report buttons on the other person's
  // messages are one more stop together (a roving tabindex), however long the history is.
  await tabTo(page, history);
  const reports = history.getByRole('button', { name: 'Report message' });
  if ((await reports.count()) > 0) {
    await page.keyboard.press('Tab');
    await expectFocused(page, reports.last());
  }
  await page.keyboard.press('Tab');
  const box = page.getByRole('textbox', { name: 'Message' });
  await expectFocused(page, box);
  const text = `Let us meet on Thursday ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(history.getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
  await expectFocused(page, box);
});

test('Read full post opens the blog at its own address with focus on its title; Back to blogs returns to the list', async ({
  page,
  world,
}) => {
  await useSession(page, world.users.Cofounder);
  await openPage(page, '/blogs');
  const card = page.getByRole('article', { name: world.blogTitle });
  const read = card.getByRole('link', { name: 'Read full post' });
  await tabTo(page, read, 150);
  await page.keyboard.press('Enter');
  await expectPath(page, `/blogs/${world.posts.blogId}`);
  // Arriving, a keyboard or screen-reader user starts at the post's title.
  await expectFocused(page, page.getByRole('heading', { level: 1, name: world.blogTitle }));
  // The way back sits just above the title: one Shift+Tab, then Enter.
  await page.keyboard.press('Shift+Tab');
  await expectFocused(page, page.getByRole('link', { name: 'Back to blogs' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/blogs');
  await expect(page.getByRole('article', { name: world.blogTitle })).toBeVisible();
  // The browser's Back opens the post again.
  await page.goBack();
  await expectPath(page, `/blogs/${world.posts.blogId}`);
  await expectFocused(page, page.getByRole('heading', { level: 1, name: world.blogTitle }));
});

test('Opening and closing an article returns focus to its Read More button', async ({ page }) => {
  await openPage(page, '/');
  const card = page.getByRole('article').filter({ hasText: 'The Art of Pitching Ideas to Investors' });
  const readMore = card.getByRole('button', { name: 'Read More' });
  await tabTo(page, readMore, 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Article Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'The Art of Pitching Ideas to Investors' })).toBeVisible();
  await expect.poll(() => focusIsInside(dialog), { message: 'focus moves into the dialog' }).toBe(true);
  // Close with its own Close button...
  await tabTo(page, dialog.getByRole('button', { name: 'Close', exact: true }), 10);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocused(page, readMore);
  // ...and with Escape.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(page, readMore);
});

test('Each landing guide video is one Tab stop that starts the player in place', async ({ page }) => {
  await openPage(page, '/');
  const plays = page.getByRole('button', { name: /^Play / });
  await expect(plays).toHaveCount(6);
  await expect(page.locator('video')).toHaveCount(0);
  const first = plays.first();
  await tabTo(page, first, 150);
  await page.keyboard.press('Tab');
  await expect(plays.nth(1), 'the next Tab goes to the next guide').toBeFocused();
  await page.keyboard.press('Enter');
  const video = page.locator('video');
  await expect(video).toHaveCount(1);
  // The streaming player, in place of the second guide's poster.
  await expect(video).toHaveAccessibleName('Roles Explained: Which One Are You?');
  await expectFocused(page, video);
});
