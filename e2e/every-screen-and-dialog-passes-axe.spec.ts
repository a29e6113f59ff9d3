import AxeBuilder from '@axe-core/playwright';
import { ROLE_FORM_ROUTES, type Role } from '@ideaignite/contract';
import { expect, type Page } from '@playwright/test';
import { openPage, useSession } from './fixtures.ts';
import { test, type World } from './world.ts';

// One world (a user of each role, with a video, blog, talk, messages, a connection and
// notifications) per worker, shared by every screen that worker checks.
test.describe.configure({ mode: 'parallel' });

interface Screen {
  name: string;
  path: string | ((world: World) => string);
  /** Signed in as this role; signed out when absent. */
  as?: Role;
  /** Brings up what is checked (a dialog, an open chat) after the page has loaded. */
  open?: (page: Page, world: World) => Promise<void>;
  /** Only at this width (the mobile drawers exist only on phones). */
  only?: number;
  /** A modal dialog is open: the page behind it is inert, so only the dialog is checked. */
  dialog?: boolean;
}

const openWith = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
};
const dialog = (name: string, path: string, button: string | RegExp, only?: number): Screen => ({
  name,
  path,
  open: openWith(button),
  dialog: true,
  ...(only ? { only } : {}),
});

const PUBLIC: Screen[] = [
  { name: 'landing', path: '/' },
  dialog('landing: article dialog', '/', 'Read More'),
  dialog('landing: mobile menu', '/', 'Open menu', 375),
  {
    name: 'landing: a guide video playing',
    path: '/',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Play / })
        .first()
        .click({ timeout: 5_000 });
      await expect(page.locator('video').first()).toBeVisible({ timeout: 5_000 });
    },
  },
  { name: 'about', path: '/AboutUs' },
  { name: 'services', path: '/Services' },
  { name: 'contact', path: '/ContactUs' },
  { name: 'terms', path: '/Termsandconditions' },
  { name: 'privacy', path: '/privacy-policy' },
  { name: 'sign up', path: '/signup' },
  { name: 'sign in', path: '/signin' },
  { name: 'verify email', path: '/verify-email' },
  { name: 'not found', path: '/no-such-page' },
];

const byRole = (role: Role, extra: Screen[]): Screen[] => [
  { name: `${role} dashboard`, path: `/dashboard/${role}`, as: role },
  { name: `${role} set-up form`, path: ROLE_FORM_ROUTES[role], as: role },
  ...extra.map((screen) => ({ ...screen, as: role })),
];

const SIGNED_IN: Screen[] = [
  ...byRole('Hustler', [
    dialog('dashboard: Create Videos', '/dashboard/Hustler', 'Create Videos'),
    dialog('dashboard: Create Blogs', '/dashboard/Hustler', 'Create Blogs'),
    dialog('dashboard: menu drawer', '/dashboard/Hustler', 'Open menu', 375),
    { name: 'videos', path: '/videos' },
    {
      name: 'videos: comments open',
      path: '/videos',
      open: async (page) => {
        await page
          .getByRole('button', { name: /Comment/ })
          .first()
          .click();
        await expect(page.getByRole('button', { name: 'Post comment' }).first()).toBeVisible();
      },
    },
    { name: 'blogs', path: '/blogs' },
    dialog('blogs: reader dialog', '/blogs', /^Read/),
    { name: 'talks', path: '/talks' },
    { name: 'messages', path: '/messages' },
    dialog('messages: new message dialog', '/messages', 'New message'),
    {
      name: 'messages: open chat',
      path: (world) => `/messages?to=${world.users.Investor.userId}`,
      open: async (page) => {
        await expect(page.getByRole('log')).toBeVisible();
        await expect(
          page.getByRole('log').getByText('Please do. Send them over before Friday.'),
        ).toBeVisible();
      },
    },
    { name: 'notifications', path: '/Notification' },
    { name: 'networking', path: '/networking' },
    { name: 'own profile', path: '/Profile' },
    { name: 'update profile', path: '/Update_profile' },
    { name: 'find co-founders', path: '/Findcofounder' },
    { name: 'find hustlers', path: '/FindHustler' },
    { name: 'find investors', path: '/FindInvestor' },
    { name: 'find job seekers', path: '/FindJobseeker' },
    { name: 'investor profile', path: (world) => `/users/${world.users.Investor.userId}` },
  ]),
  ...byRole('Investor', [
    { name: 'notifications (an ignite to answer)', path: '/Notification' },
    { name: 'networking', path: '/networking' },
    { name: 'own profile', path: '/Profile' },
  ]),
  ...byRole('Cofounder', [{ name: 'own profile', path: '/Profile' }]),
  ...byRole('Jobseeker', [{ name: 'own profile', path: '/Profile' }]),
];

/** Waits for the page's data: the heading is there and no loading status is left. */
async function settle(page: Page) {
  // Generous waits: the suite shares a 2-core machine with everything else in the test command.
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 30_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  // Let entrance transitions finish, so colours are measured at rest.
  await page.waitForTimeout(150);
}

for (const width of [375, 1366]) {
  for (const screen of [...PUBLIC, ...SIGNED_IN]) {
    if (screen.only && screen.only !== width) continue;
    const who = screen.as ? ` (${screen.as})` : '';
    test(`${screen.name}${who} at ${width} px has no serious or critical axe violation`, async ({
      browser,
      world,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } });
      const page = await context.newPage();
      if (screen.as) await useSession(page, world.users[screen.as]);
      const url = typeof screen.path === 'string' ? screen.path : screen.path(world);
      await openPage(page, url);
      await settle(page);
      if (screen.open) {
        await screen.open(page, world);
        await page.waitForTimeout(250);
      }
      // Only violations are gathered (building the passes is most of axe's time); 'region' is a
      // moderate rule, never serious, and costly on long pages.
      let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).disableRules(['region']);
      if (screen.dialog) axe = axe.include('[role="dialog"]');
      const results = await axe.analyze();
      await context.close();
      const problems = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => {
          const nodes = violation.nodes
            .slice(0, 3)
            .map(
              (node) =>
                `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
            );
          return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${nodes.join('\n')}`;
        });
      if (problems.length)
        console.log(`axe on ${screen.name} (${url}) at ${width} px:\n${problems.join('\n')}`);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
