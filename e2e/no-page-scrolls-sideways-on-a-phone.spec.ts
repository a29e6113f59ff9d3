import { ROLE_DASHBOARD_ROUTES, type Role } from '@ideaignite/contract';
import { videosApi } from '@ideaignite/contract/videos';
import { expect, type Page } from '@playwright/test';
import { editJobPath, jobApplicantsPath, jobPath, PATHS, videoPath } from '../apps/web/src/lib/paths.ts';
import { useSession } from './fixtures.ts';
import { test, type World } from './world.ts';

/**
 * A 375 px phone: nothing on a page may be wider than the screen, so nothing scrolls sideways.
 * The screen is short on purpose: the browser lays out feed cards near the screen only
 * (content-visibility), and a card not yet drawn must not be wider than the phone either; with
 * the few cards the test world has, a taller screen would draw them all.
 */
test.use({ viewport: { width: 375, height: 320 } });

const PUBLIC_PAGES = [
  '/',
  '/AboutUs',
  '/Services',
  '/ContactUs',
  '/Termsandconditions',
  '/signin',
  '/signup',
];

/** The board filtered (issue 25): its chips wrap, they must not widen the page. */
const FILTERED_BOARD = `${PATHS.jobs}?type=internship&workMode=hybrid&workMode=onSite&state=MH&minStipend=10000`;

/** A page's path; the world's own postings (issue 25) are found when it is built. */
const SIGNED_IN_PAGES: Record<Role, Array<string | ((world: World) => string)>> = {
  Hustler: [
    ROLE_DASHBOARD_ROUTES.Hustler,
    '/videos',
    '/blogs',
    '/talks',
    '/FindInvestor',
    '/Findcofounder',
    '/messages',
    '/Notification',
    '/Profile',
    '/Update_profile',
    '/settings',
    PATHS.jobs,
    FILTERED_BOARD,
    (world) => jobPath(world.jobs.internshipId),
    PATHS.myJobs,
    PATHS.newJob,
    (world) => editJobPath(world.jobs.internshipId),
    (world) => jobApplicantsPath(world.jobs.jobId),
    // Search's tabs scroll inside their row (issue 28).
    `${PATHS.search}?q=${encodeURIComponent('मार्केट')}`,
  ],
  Investor: [ROLE_DASHBOARD_ROUTES.Investor, '/FindHustler', '/networking'],
  Cofounder: [ROLE_DASHBOARD_ROUTES.Cofounder],
  Jobseeker: [
    ROLE_DASHBOARD_ROUTES.Jobseeker,
    PATHS.jobs,
    (world) => jobPath(world.jobs.internshipId),
    (world) => jobPath(world.jobs.jobId),
    PATHS.savedJobs,
    PATHS.myApplications,
  ],
};

/** The page's width beyond the screen, and the widest elements sticking out, for the message. */
async function sideways(page: Page) {
  return page.evaluate<{ overflow: number; wide: string[] }>(`(() => {
    const screen = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > screen + 1)
      .slice(0, 3)
      .map((element) => '<' + element.tagName.toLowerCase() + ' class="' + String(element.className).slice(0, 60) + '">');
    return { overflow: document.documentElement.scrollWidth - screen, wide };
  })()`);
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { overflow, wide } = await sideways(page);
  expect(overflow, `${path} is ${overflow} px wider than the phone: ${wide.join(', ')}`).toBeLessThanOrEqual(
    0,
  );
}

test('No public page scrolls sideways on a 375 px phone', async ({ page }) => {
  for (const path of PUBLIC_PAGES) await expectNoSidewaysScroll(page, path);
});

for (const role of Object.keys(SIGNED_IN_PAGES) as Role[]) {
  test(`No page of a signed-in ${role} scrolls sideways on a 375 px phone`, async ({ page, world }) => {
    test.setTimeout(90_000);
    await useSession(page, world.users[role]);
    for (const path of SIGNED_IN_PAGES[role])
      await expectNoSidewaysScroll(page, typeof path === 'string' ? path : path(world));
  });
}

/**
 * Issue 27: a ready stream's player with its Scenes open, in the videos feed and on the video's
 * own page. The row of moments is far wider than a phone; it scrolls inside itself (its width
 * contained), so neither the card nor the page may widen.
 */
test('A streamed video with its Scenes open does not scroll sideways on a 375 px phone', async ({
  page,
  request,
  world,
}) => {
  test.setTimeout(90_000);
  const hustler = world.users.Hustler;
  const title = world.videoTitle;
  // The world's upload is made ready by the stream job after the world is built.
  await expect
    .poll(
      async () => {
        const answer = await request.get(videosApi.get.path.replace(':videoId', world.posts.videoId), {
          headers: { authorization: `Bearer ${hustler.token}` },
        });
        return (await answer.json()).video?.stream?.state;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  await useSession(page, hustler);
  for (const path of ['/videos', videoPath(world.posts.videoId)]) {
    await page.goto(path);
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: `Play ${title}` }).click();
    // Scenes is offered once the player knows the video's length.
    await card.getByRole('button', { name: 'Scenes' }).click();
    const scenes = card.getByRole('list', { name: `Scenes of ${title}` });
    // The 8 s clip's ten moments fall in eight seconds.
    await expect(scenes.getByRole('button')).toHaveCount(8);
    await page.waitForLoadState('networkidle');
    const { overflow, wide } = await sideways(page);
    expect(
      overflow,
      `${path} with Scenes open is ${overflow} px wider than the phone: ${wide.join(', ')}`,
    ).toBeLessThanOrEqual(0);
    // The row is wider than the phone, and scrolls within its own width.
    const row = await scenes.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(row.scroll, `${path}: the moments fit the phone, nothing was tested`).toBeGreaterThan(375);
    expect(row.client, `${path}: the Scenes row is wider than the phone`).toBeLessThanOrEqual(375);
  }
});
