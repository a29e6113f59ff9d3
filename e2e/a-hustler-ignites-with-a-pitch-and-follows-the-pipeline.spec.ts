import { API, CONNECTS_WORDS, NOTIFICATION_TEXTS } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';
import { apiAs, openPage, type SignedIn, signInViaApi, signUpViaApi, useSession } from './fixtures.ts';

// Unique per run: other journeys on the same server create investors and Hustlers too.
const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
const INVESTOR_NAME = `Kavita Menon ${tag}`;
const HUSTLER_NAME = `Meera Nair ${tag}`;
const PITCH = `GrapeLink ${tag}: 2,000 Nashik grape farmers selling straight to exporters, at 30% better prices.`;
const REASON = 'Too early for us: come back when you have paying customers.';

test('A Hustler ignites with a pitch line and follows it live on the pipeline', async ({
  browser,
  request,
}) => {
  test.slow(); // two people, two browsers, live updates between them
  const investor = await signInViaApi(request, await signUpViaApi(request, 'Investor'));
  const hustler = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  await apiAs(request, investor, 'post', API.profileInvestor, {
    multipart: {
      Username: INVESTOR_NAME,
      contactEmail: 'kavita.angel@example.in',
      investorType: 'visionary',
      interestAreas: 'Tech and App Development',
      bio: 'Angel investor in Pune backing first-time founders in agritech.',
      openToPitches: 'true',
    },
  });
  await apiAs(request, hustler, 'post', API.profileHustler, {
    multipart: { Username: HUSTLER_NAME, project: 'GrapeLink', bio: 'Building for grape farmers.' },
  });

  const open = async (who: SignedIn) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await useSession(page, who);
    return { context, page };
  };
  const founder = await open(hustler);
  const angel = await open(investor);

  // The Hustler ignites from the investor's profile, with a pitch line.
  await openPage(founder.page, `/users/${investor.userId}`);
  await founder.page.getByRole('button', { name: 'Ignite Investor' }).click();
  const dialog = founder.page.getByRole('dialog', { name: 'Ignite this investor' });
  await dialog.getByRole('textbox', { name: 'Your pitch line' }).fill(PITCH);
  await expect(dialog.getByText(`${PITCH.length} / 280`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Ignite' }).click();
  await expect(dialog).toBeHidden();
  await expect(founder.page.getByRole('button', { name: 'Ignite sent' })).toBeFocused();

  // The pipeline, open before the investor does anything.
  await founder.page.getByRole('link', { name: 'Track it in your pipeline' }).click();
  await expect(
    founder.page.getByRole('heading', { level: 1, name: 'Where every Ignite stands' }),
  ).toBeVisible();
  const card = founder.page.getByRole('listitem').filter({ hasText: PITCH });
  await expect(card.locator('span[data-status]')).toHaveText('New');

  // The investor opens it in the inbox: it becomes viewed.
  await openPage(angel.page, '/ignites');
  await expect(angel.page.getByRole('heading', { level: 1, name: 'Ignites received' })).toBeVisible();
  await angel.page.getByRole('button', { name: `Open pitch from ${HUSTLER_NAME}` }).click();
  const pitch = angel.page.getByRole('dialog', { name: HUSTLER_NAME });
  await expect(pitch.getByText(PITCH)).toBeVisible();
  await expect(pitch.locator('span[data-status]')).toHaveText('Viewed');

  // The Hustler's pipeline shows it without a reload.
  await expect(card.locator('span[data-status]')).toHaveText('Viewed');
  await expect(card.locator('[aria-current="step"]')).toContainText('Viewed');

  // The investor passes, with a reason.
  await pitch.getByRole('button', { name: `Pass on ${HUSTLER_NAME}'s Ignite` }).click();
  await pitch.getByRole('textbox', { name: 'Reason (optional)' }).fill(REASON);
  await pitch.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(pitch).toBeHidden();
  await expect(angel.page.getByText(CONNECTS_WORDS.passed)).toBeVisible();
  await expect(
    angel.page.getByRole('listitem').filter({ hasText: PITCH }).locator('span[data-status]'),
  ).toHaveText('Passed');

  // Live on the pipeline: Passed, with the reason.
  await expect(card.locator('span[data-status]')).toHaveText('Passed');
  await expect(card.getByText(REASON)).toBeVisible();

  // And the Hustler is notified, with the reason.
  await openPage(founder.page, '/Notification');
  const news = founder.page.locator('li[data-type="ignite-passed"]');
  await expect(news).toContainText(NOTIFICATION_TEXTS.ignitePassed(INVESTOR_NAME, REASON));
  await expect(news.getByRole('link', { name: 'See your pipeline' })).toHaveAttribute('href', '/pipeline');

  await founder.context.close();
  await angel.context.close();
});
