import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiAs, expectPath, openPage, signInThroughForm, signInViaApi, signUpViaApi } from './fixtures.ts';

/**
 * Issue 29's web half: the manifest and the service worker register; offline, a reload shows the
 * last feed, the chat list and an opened blog with the offline notice; after another account
 * signs in, nothing of the first one's can be read offline; a new build is offered and taken.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const OFFLINE = 'Offline — showing what you saw last';
const suffix = () => randomBytes(3).toString('hex');

test.describe.configure({ mode: 'serial' });
// The other specs block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });

/** Once the worker (registered 8 s after a signed-in page has loaded) controls the page. */
async function controlledByTheWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
  // The notices' root: the page's service worker code has started (app/installed-app).
  await expect(page.getByRole('complementary', { name: 'App status' })).toBeAttached({ timeout: 20_000 });
}

/** Every API answer the worker keeps, as text: what anyone at this browser could read offline. */
async function keptAnswers(page: Page): Promise<{ names: string[]; text: string }> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('api-'));
    let text = '';
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        text += `${request.url} ${await (await cache.match(request))?.text()}\n`;
      }
    }
    return { names, text };
  });
}

async function reloadOffline(context: BrowserContext, page: Page, pathname: string) {
  await context.setOffline(true);
  await page.goto(pathname);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(page.getByText(OFFLINE)).toBeVisible({ timeout: 15_000 });
}

test('The manifest is linked and names the app, its icons and shortcuts', async ({ page, request }) => {
  await openPage(page, '/signin');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ name: 'IdeaIgnite', display: 'standalone', start_url: '/dashboard' });
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
    '/messages',
    '/Notification',
    '/jobs',
  ]);
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  const hindi = await (
    await request.get(href ?? '', { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } })
  ).json();
  expect(hindi.lang).toBe('hi-IN');
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('A member reads their feed, chats and a blog offline, and the next account reads none of it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  // Said only in the member's chat: what no other account may read (the blog is everyone's).
  const marker = `chai-${suffix()}`;
  const blogTitle = `Offline reading for farmers ${suffix()}`;
  const member = await signUpViaApi(request, 'Hustler');
  const investor = await signUpViaApi(request, 'Investor');
  const [memberApi, investorApi] = [
    await signInViaApi(request, member),
    await signInViaApi(request, investor),
  ];
  const blog = await apiAs<{ blog: { _id: string } }>(request, memberApi, 'post', API.addBlog, {
    multipart: { title: blogTitle, summary: 'Patchy networks.', content: 'Read it on the bus, twice.' },
  });
  await apiAs(request, memberApi, 'post', API.conversation(investorApi.userId), {
    data: { text: `Let us meet over ${marker}` },
  });

  await page.goto('/signin');
  await signInThroughForm(page, member);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  await controlledByTheWorker(page);
  // The dashboard was drawn by the server: the worker keeps its feed once the page asks again.
  await expect.poll(async () => (await keptAnswers(page)).text, { timeout: 15_000 }).toContain(blogTitle);
  const firstAccountCaches = (await keptAnswers(page)).names;
  expect(firstAccountCaches).toHaveLength(1);
  // The chat list and the blog, opened in the app (through the worker).
  await page.getByRole('link', { name: 'Messages' }).first().click();
  await expect(page.getByText(`Let us meet over ${marker}`).first()).toBeVisible();
  await page.goto(`/blogs/${blog.blog._id}`);
  await expect(page.getByText('Read it on the bus, twice.')).toBeVisible();
  await expect.poll(async () => (await keptAnswers(page)).text).toContain(`/api/blogs/${blog.blog._id}`);

  await reloadOffline(context, page, ROLE_DASHBOARD_ROUTES.Hustler);
  await expect(page.getByText(blogTitle).first()).toBeVisible();
  await reloadOffline(context, page, '/messages');
  await expect(page.getByText(`Let us meet over ${marker}`).first()).toBeVisible();
  await reloadOffline(context, page, `/blogs/${blog.blog._id}`);
  await expect(page.getByRole('heading', { level: 1, name: blogTitle })).toBeVisible();
  await expect(page.getByText('Read it on the bus, twice.')).toBeVisible();

  // Another account on the same browser.
  await context.setOffline(false);
  await openPage(page, ROLE_DASHBOARD_ROUTES.Hustler);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expectPath(page, '/signin');
  const next = await signUpViaApi(request, 'Cofounder');
  await signInThroughForm(page, next);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Cofounder);
  await controlledByTheWorker(page);
  await page.getByRole('link', { name: 'Messages' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const kept = await keptAnswers(page);
  expect(kept.names.filter((name) => firstAccountCaches.includes(name))).toEqual([]);
  expect(kept.text).not.toContain(marker);
  await reloadOffline(context, page, '/messages');
  await expect(page.getByText(marker)).toHaveCount(0);
  const offlineKept = await keptAnswers(page);
  expect(offlineKept.text).not.toContain(marker);
  expect(offlineKept.text).not.toContain(member.email);
  await context.setOffline(false);
});

// The suite's server acts as a busy one (PAGE_RENDER_BUSY_ABOVE=0, playwright.config.ts).
test("Once the worker holds this build, a busy server sends the dashboard as the app's shell with its data, drawn at once (decision 050)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const blogTitle = `Drawn from the worker ${suffix()}`;
  const member = await signUpViaApi(request, 'Hustler');
  const memberApi = await signInViaApi(request, member);
  await apiAs(request, memberApi, 'post', API.addBlog, {
    multipart: { title: blogTitle, summary: 'No render.', content: 'The server sent the data only.' },
  });
  await page.goto('/signin');
  await signInThroughForm(page, member);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  // The first visit, with no worker yet: drawn by the server.
  await expect(page.locator('#root article').first()).toBeAttached();
  await controlledByTheWorker(page);

  const feedReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === API.feedPage) feedReads.push(sent.url());
  });
  const response = await page.goto(ROLE_DASHBOARD_ROUTES.Hustler);
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<div id="root"><\/div>\s*<script type="application\/json" id="ssr-state">/);
  expect(html).toContain(blogTitle);
  await expect(page.getByText(blogTitle).first()).toBeVisible();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  // The feed came with the page: the browser did not ask for it to draw it.
  expect(feedReads).toEqual([]);
});

test('A new build is offered as "New version — reload" and taken when pressed', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await signUpViaApi(request, 'Investor');
  await page.goto('/signin');
  await signInThroughForm(page, member);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Investor);
  await controlledByTheWorker(page);
  const workerFile = path.join(dist, 'sw.js');
  const original = await readFile(workerFile, 'utf8');
  // A new build: the server looks files up per request; its compressed copies are set aside so
  // the changed file is what it sends.
  const copies = ['.br', '.gz'].map((extension) => `${workerFile}${extension}`);
  await Promise.all(copies.map((copy) => rename(copy, `${copy}.e2e`).catch(() => undefined)));
  try {
    await writeFile(workerFile, `${original}\n// e2e: a new build ${suffix()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('complementary', { name: 'App status' });
    await expect(prompt.getByText('New version — reload')).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => {
      (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    const reload = prompt.getByRole('button', { name: 'Reload' });
    await reload.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !(window as Window & { beforeUpdate?: boolean }).beforeUpdate, null, {
      timeout: 20_000,
    });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting,
    );
    expect(waiting).toBeFalsy();
    await expect(page.getByText('New version — reload')).toHaveCount(0);
  } finally {
    await writeFile(workerFile, original);
    await Promise.all(copies.map((copy) => rename(`${copy}.e2e`, copy).catch(() => undefined)));
  }
});
