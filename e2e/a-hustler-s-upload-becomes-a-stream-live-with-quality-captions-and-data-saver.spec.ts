import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@ideaignite/contract';
import { expect, type Locator, test } from '@playwright/test';
import { seriousAxeProblems } from './axe.ts';
import { signInViaApi, signUpViaApi, useSession } from './fixtures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const clip = path.resolve(here, '../apps/web/public/guides/getting-started.mp4');
const englishCaptions = path.resolve(here, 'files/pitch-captions-en.vtt');
const hindiCaptions = path.resolve(here, 'files/pitch-captions-hi.srt');

/** What the page's <video> in `scope` is doing: its source, time, picture height and shown captions. */
const playerState = (scope: Locator) =>
  scope.locator('video').evaluate((element: HTMLVideoElement) => {
    const showing = [...element.textTracks].find((track) => track.mode === 'showing');
    return {
      src: element.currentSrc || element.src,
      time: element.currentTime,
      height: element.videoHeight,
      captions: showing?.language ?? 'off',
      cues: showing?.cues ? [...showing.cues].map((cue) => (cue as VTTCue).text) : [],
    };
  });

test('A hustler’s captioned upload becomes a stream live, plays, switches quality and captions, and data saver caps it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Stream pitch ${randomBytes(3).toString('hex')}`;
  const hustler = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  await useSession(page, hustler);
  // Every live event this page receives, to see the ladder's news arrive.
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));

  await page.goto('/videos');
  await page.getByRole('button', { name: 'Create Videos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Videos' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('How a first-time founder gets going, in eight seconds.');
  await dialog.getByLabel('Video file').setInputFiles(clip);
  const captionFiles = dialog
    .getByRole('group', { name: 'Captions (optional)' })
    .locator('input[type="file"]');
  await captionFiles.nth(0).setInputFiles(englishCaptions);
  await captionFiles.nth(1).setInputFiles(hindiCaptions);
  await expect(dialog.getByText('pitch-captions-hi.srt')).toBeVisible();
  const uploaded = page.waitForResponse((response) => response.url().endsWith(API.addVideo));
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  const answer = await (await uploaded).json();
  // It plays as uploaded at once; its versions for slow networks are made after.
  expect(answer.video.stream).toEqual({ state: 'queued', url: null });
  expect(answer.video.captions.map((track: { language: string }) => track.language)).toEqual(['en', 'hi']);
  await expect(dialog).toBeHidden();
  // Its poster is made after the answer (decision 048) and reaches this open page live.
  expect(answer.video.posterUrl).toBeNull();
  await expect(page.getByRole('article', { name: title }).locator('img[src^="/media/posters/"]')).toHaveCount(
    1,
    { timeout: 30_000 },
  );

  // The job's news arrives on this open page, and the card switches to the ladder without a reload.
  await expect
    .poll(() => frames.some((frame) => frame.includes('videoStreamUpdated') && frame.includes('"ready"')), {
      timeout: 60_000,
    })
    .toBe(true);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Play ${title}` }).click();
  const quality = card.getByRole('combobox', { name: 'Quality' });
  await expect(quality).toBeVisible();
  await expect(card.getByText(/Preparing versions/)).toHaveCount(0);
  await expect.poll(async () => (await playerState(card)).time, { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect((await playerState(card)).src).toMatch(/\/media\/hls\/[^/]+\/[^/]+\/master\.m3u8$/);
  // The 360p clip's ladder, best first.
  await expect(quality.locator('option')).toHaveText(['Auto', '360p', '240p', '144p']);

  // A lower quality, from about the same moment.
  await quality.selectOption({ label: '144p' });
  await expect.poll(async () => (await playerState(card)).src).toMatch(/\/144p\/index\.m3u8$/);
  await expect.poll(async () => (await playerState(card)).height, { timeout: 20_000 }).toBe(144);
  await card.locator('video').evaluate((element: HTMLVideoElement) => element.play());
  await expect.poll(async () => (await playerState(card)).time, { timeout: 20_000 }).toBeGreaterThan(0.5);

  // Captions: English, then Hindi (the SRT file, kept as WebVTT).
  const captions = card.getByRole('combobox', { name: 'Captions' });
  await captions.selectOption({ label: 'English' });
  await expect
    .poll(async () => (await playerState(card)).cues)
    .toEqual(['Getting started on IdeaIgnite', 'Pick your role and tell your story']);
  await captions.selectOption({ label: 'हिन्दी (Hindi)' });
  await expect.poll(async () => (await playerState(card)).captions).toBe('hi');
  await expect.poll(async () => (await playerState(card)).cues).toContain('आइडियाइग्नाइट पर शुरुआत');

  // The player and its menus, open, pass axe (the 8 s clip's ten moments fall in eight seconds).
  await card.getByRole('button', { name: 'Scenes' }).click();
  await expect(card.getByRole('list', { name: `Scenes of ${title}` }).getByRole('button')).toHaveCount(8);
  expect(await seriousAxeProblems(page, { include: 'article' })).toEqual([]);

  // Data saver on: nothing above 240p is offered, and it plays the renditions up to it.
  await page.goto('/settings');
  const saver = page.getByRole('region', { name: 'Save mobile data' });
  await saver.getByRole('radio', { name: /^On/ }).check();
  await saver.getByRole('button', { name: 'Save data saver choice' }).click();
  await expect(saver.getByRole('status')).toHaveText('Saved');
  await page.goto('/videos');
  const again = page.getByRole('article', { name: title });
  await again.getByRole('button', { name: `Play ${title}` }).click();
  await expect(again.getByText('Data saver is on: up to 240p.')).toBeVisible();
  await expect(again.getByRole('combobox', { name: 'Quality' }).locator('option')).toHaveText([
    'Auto',
    '240p',
    '144p',
  ]);
  // The master of the renditions up to 240p: it plays, and never above 240 px.
  await expect.poll(async () => (await playerState(again)).src).toMatch(/\/master-saver\.m3u8$/);
  await expect.poll(async () => (await playerState(again)).height, { timeout: 20_000 }).toBeGreaterThan(0);
  expect((await playerState(again)).height).toBeLessThanOrEqual(240);
  await expect(again.locator('video')).toHaveAttribute('preload', 'none');

  // The same player in Hindi passes axe too.
  const hindi = await browser.newContext({ locale: 'hi-IN' });
  const hindiPage = await hindi.newPage();
  await useSession(hindiPage, hustler);
  await hindiPage.goto('/videos');
  const hindiCard = hindiPage.getByRole('article', { name: title });
  await hindiCard
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click();
  await expect(hindiCard.getByRole('combobox', { name: 'क्वालिटी' })).toBeVisible();
  await hindiCard.getByRole('button', { name: 'दृश्य' }).click();
  expect(await seriousAxeProblems(hindiPage, { include: 'article' })).toEqual([]);
  await hindi.close();
});
