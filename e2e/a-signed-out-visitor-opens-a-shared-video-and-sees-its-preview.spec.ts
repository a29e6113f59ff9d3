import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, PUBLIC_PAGES_WORDS, sharedPath } from '@ideaignite/contract';
import { accountSettingsApi } from '@ideaignite/contract/account-settings';
import { PUBLIC_PAGES_WORDS_HI } from '@ideaignite/contract/hi';
import { expect, request as requests, test } from '@playwright/test';
import { seriousAxeProblems } from './axe.ts';
import { apiAs, signInViaApi, signUpViaApi, useSession } from './fixtures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const clip = readFileSync(path.resolve(here, '../apps/web/public/guides/getting-started.mp4'));
const tag = () => Math.random().toString(36).slice(2, 6);

/** The content of a meta tag in HTML as fetched, without a browser. */
const metaIn = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

test('A signed-out visitor opens a shared video’s address and sees its preview; link previews get the Open Graph tags', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const hustler = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  await apiAs(request, hustler, 'post', API.profileHustler, { multipart: { Username: 'Kavya Menon' } });
  const title = `Cold chain for Kochi's fish markets ${tag()}`;
  const { video } = await apiAs<{ video: { _id: string } }>(request, hustler, 'post', API.addVideo, {
    multipart: {
      title,
      description: 'Ninety seconds on keeping the morning catch cold from boat to market.',
      video: { name: 'pitch.mp4', mimeType: 'video/mp4', buffer: clip },
    },
  });
  const address = sharedPath('video', video._id);
  // Its poster, which the preview image is made from, follows the upload's answer (decision 048).
  await expect
    .poll(async () => {
      const mine = await request.get(`${API.getVideos}?mine=true`, {
        headers: { authorization: `Bearer ${hustler.token}` },
      });
      return ((await mine.json()) as { data: { _id: string; posterUrl: string | null }[] }).data.find(
        (one) => one._id === video._id,
      )?.posterUrl;
    })
    .toMatch(/^\/media\/posters\//);

  // What WhatsApp, LinkedIn and X read: the HTML as sent, no JavaScript run, no cookie (the
  // suite's own request context holds the session cookie its sign-ins were answered with).
  const crawler = await requests.newContext({ baseURL });
  const fetched = await crawler.get(address, { headers: { accept: 'text/html' } });
  expect(fetched.status()).toBe(200);
  const html = await fetched.text();
  expect(metaIn(html, 'og:title')).toBe(title.replace("'", '&#39;'));
  expect(metaIn(html, 'og:type')).toBe('video.other');
  expect(metaIn(html, 'og:url')).toMatch(new RegExp(`${address}$`));
  expect(metaIn(html, 'twitter:card')).toBe('summary_large_image');
  expect(Number(metaIn(html, 'og:image:width'))).toBeGreaterThanOrEqual(600);
  const image = await crawler.get(new URL(metaIn(html, 'og:image') ?? '').pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');

  // A visitor with no account, on a phone: the preview, then the way in.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await visitor.newPage();
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Kavya Menon')).toBeVisible();
  await expect(page.getByText(/keeping the morning catch cold/)).toBeVisible();
  await page.getByRole('link', { name: PUBLIC_PAGES_WORDS.joinVideo }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await visitor.close();

  // No serious or critical axe violation, in English and in Hindi, on a phone and a desktop.
  for (const locale of ['en-IN', 'hi-IN'] as const) {
    for (const width of [375, 1366]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
      const tab = await context.newPage();
      await tab.goto(address);
      const join = locale === 'hi-IN' ? PUBLIC_PAGES_WORDS_HI.joinVideo : PUBLIC_PAGES_WORDS.joinVideo;
      await expect(tab.getByRole('link', { name: join })).toBeVisible();
      const problems = await seriousAxeProblems(tab);
      expect(problems, `at ${width} px in ${locale}`).toEqual([]);
      await context.close();
    }
  }

  // A member whose browser holds a session opens the app at the same address, not the preview.
  const investor = await signInViaApi(request, await signUpViaApi(request, 'Investor'));
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await useSession(memberPage, investor);
  await memberPage.goto(address);
  await expect(memberPage.locator('#root')).not.toBeEmpty();
  await expect(memberPage.getByRole('link', { name: PUBLIC_PAGES_WORDS.joinVideo })).toHaveCount(0);
  await expect(memberPage).toHaveURL(new RegExp(`${address}$`));
  await member.close();

  // The owner turns public previews of their posts off: the address is for members only.
  const off = await request.put(accountSettingsApi.update.path, {
    headers: { authorization: `Bearer ${hustler.token}` },
    data: { privacy: { publicPosts: false } },
  });
  expect(off.ok()).toBe(true);
  const closed = await browser.newContext();
  const closedPage = await closed.newPage();
  const answer = await closedPage.goto(`${baseURL}${address}`);
  expect(answer?.status()).toBe(404);
  await expect(
    closedPage.getByRole('heading', { level: 1, name: PUBLIC_PAGES_WORDS.notFoundTitle }),
  ).toBeVisible();
  expect(metaIn(await (await crawler.get(address)).text(), 'og:title')).toBeUndefined();
  await crawler.dispose();
  await closed.close();
});
