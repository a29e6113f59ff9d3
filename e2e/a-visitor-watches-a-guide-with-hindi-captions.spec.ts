import { expect, test } from '@playwright/test';
import { en as player } from '../apps/web/src/components/video-player/words/en.ts';
import { en as landing } from '../apps/web/src/features/landing/words/en.ts';
import { openPage } from './fixtures.ts';

const GUIDE = landing.guides.items[3]?.title ?? '';
const LADDER = '/guides/find-investors/';

test('A visitor watches a guide on the landing page with Hindi captions', async ({ page }) => {
  await openPage(page, '/');
  const master = page.waitForResponse((response) => response.url().endsWith(`${LADDER}master.m3u8`));
  const segment = page.waitForResponse((response) =>
    /\/guides\/find-investors\/\d+p\/segment-\d+\.ts$/.test(response.url()),
  );
  await page.getByRole('button', { name: landing.guides.play(GUIDE) }).click();

  // The streaming player plays the guide's ladder, as it plays a member's upload.
  expect((await master).headers()['content-type']).toBe('application/vnd.apple.mpegurl');
  expect((await segment).headers()['content-type']).toBe('video/mp2t');
  const video = page.getByLabel(GUIDE, { exact: true });
  await expect(video).toBeFocused();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  const quality = page.getByRole('combobox', { name: player.quality });
  await expect(quality.locator('option')).toHaveText([player.auto, '360p', '240p', '144p']);

  // Captions → Hindi: the Hindi track shows, in Devanagari; the English one is off.
  await page.getByRole('combobox', { name: player.captions }).selectOption({ label: player.language.hi });
  const tracks = () =>
    video.evaluate((element: HTMLVideoElement) =>
      [...element.textTracks].map((track) => ({
        language: track.language,
        mode: track.mode,
        cues: [...(track.cues ?? [])].map((cue) => (cue as VTTCue).text),
      })),
    );
  await expect
    .poll(async () => (await tracks()).find((track) => track.language === 'hi')?.cues.length)
    .toBe(4);
  const [english, hindi] = await tracks();
  expect(english).toMatchObject({ language: 'en', mode: 'disabled' });
  expect(hindi?.mode).toBe('showing');
  for (const text of hindi?.cues ?? []) expect(text).toMatch(/[\u0900-\u097F]/);
  expect(hindi?.cues[0]).toBe('कोल्ड ईमेल के बिना इन्वेस्टर ढूँढें');
});
