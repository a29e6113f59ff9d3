import { ROLE_DASHBOARD_ROUTES, type Role } from '@ideaignite/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectPath, signInThroughForm, signUpViaApi } from './fixtures.ts';

const NOT_FOUND = /Page not found/;

interface Entry {
  label: string;
  /** Where the entry lands once any redirect is done. */
  lands?: string;
  /** A popup instead of a page: the dialog's name. */
  dialog?: string;
  /** The expandable entry it sits under. */
  group?: string;
}

// Spec section 2, Sidebars (and issue 25's jobs entries); /dashboard, /Iprofile and /notifications
// redirect, /profile is /Profile.
const SIDEBARS: Record<Role, Entry[]> = {
  Hustler: [
    { group: 'Contents', label: 'Videos', lands: '/videos' },
    { group: 'Contents', label: 'Blogs', lands: '/blogs' },
    { group: 'Contents', label: 'Talks', lands: '/talks' },
    { group: 'Create Contents', label: 'Create Videos', dialog: 'Create Videos' },
    { group: 'Create Contents', label: 'Create Blogs', dialog: 'Create Blogs' },
    { label: 'Explore Co-founder Profiles', lands: '/Findcofounder' },
    { label: 'Explore Investor Profiles', lands: '/FindInvestor' },
    { label: 'Ignite Pipeline', lands: '/pipeline' },
    { label: 'Find Intern Profiles', lands: '/FindJobseeker' },
    { group: 'Jobs', label: 'Job board', lands: '/jobs' },
    { group: 'Jobs', label: 'Post a job', lands: '/jobs/new' },
    { group: 'Jobs', label: 'My postings', lands: '/jobs/mine' },
    { label: 'Messages', lands: '/messages' },
    { label: 'Notifications', lands: '/Notification' },
    { label: 'Profile', lands: '/Profile' },
  ],
  Cofounder: [
    { label: 'Dashboard', lands: ROLE_DASHBOARD_ROUTES.Cofounder },
    { label: 'Explore Startups', lands: '/FindHustler' },
    { label: 'Jobs', lands: '/jobs' },
    { label: 'Messages', lands: '/messages' },
    { label: 'Notifications', lands: '/Notification' },
    { label: 'Networking', lands: '/networking' },
    { label: 'Profile', lands: '/profile' },
  ],
  Investor: [
    { label: 'Dashboard', lands: ROLE_DASHBOARD_ROUTES.Investor },
    { label: 'Explore Startups', lands: '/FindHustler' },
    { label: 'Jobs', lands: '/jobs' },
    { label: 'Ignite Inbox', lands: '/ignites' },
    { label: 'Messages', lands: '/messages' },
    { label: 'Networking', lands: '/networking' },
    { label: 'Notifications', lands: '/Notification' },
    { label: 'Profile', lands: '/Profile' },
  ],
  Jobseeker: [
    { label: 'Dashboard', lands: ROLE_DASHBOARD_ROUTES.Jobseeker },
    { label: 'Jobs', lands: '/jobs' },
    { label: 'My applications', lands: '/jobs/applications' },
    { label: 'Saved jobs', lands: '/jobs/saved' },
    { label: 'Find Startups', lands: '/FindHustler' },
    { label: 'Messages', lands: '/messages' },
    { label: 'Notifications', lands: '/Notification' },
    { label: 'Profile', lands: '/profile' },
  ],
};

/** The sidebar entry, its group opened first when it sits in one. */
async function findEntry(nav: Locator, entry: Entry): Promise<Locator> {
  if (entry.group) {
    const group = nav.getByRole('button', { name: entry.group, exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  // Unread badges extend a link's name ('Messages, 2 unread'), so match the start.
  const name = new RegExp(`^${entry.label}(,|$)`);
  return entry.dialog ? nav.getByRole('button', { name }) : nav.getByRole('link', { name });
}

async function expectRealPage(page: Page, entry: Entry) {
  const what = `'${entry.label}' (${entry.lands})`;
  await expect.soft(page, `${what} is not the 404 page`).not.toHaveTitle(NOT_FOUND);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect.soft(h1, `${what} has one h1`).toHaveCount(1);
  await expect.soft(h1.first(), `${what} shows its h1`).toBeVisible();
}

for (const [role, entries] of Object.entries(SIDEBARS) as Array<[Role, Entry[]]>) {
  test(`Every sidebar link of a ${role} opens a real page`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const account = await signUpViaApi(request, role);
    const dashboard = ROLE_DASHBOARD_ROUTES[role];
    await page.goto('/signin');
    await signInThroughForm(page, account);
    await expectPath(page, dashboard);
    const nav = page.getByRole('navigation', { name: 'Main' });

    for (const entry of entries) {
      // A page that does not exist yet is the public 404, without the sidebar: start again.
      if (NOT_FOUND.test(await page.title())) await page.goto(dashboard);
      const before = { path: new URL(page.url()).pathname, title: await page.title() };
      await (await findEntry(nav, entry)).click();
      if (entry.dialog) {
        await expect(page.getByRole('dialog', { name: entry.dialog })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        continue;
      }
      await expect
        .soft(page, `'${entry.label}' leads to ${entry.lands}`)
        .toHaveURL((url) => url.pathname === entry.lands);
      // The address changes before the page renders: wait for the new page's title first.
      if (before.path !== entry.lands) await expect.soft(page).not.toHaveTitle(before.title);
      await expectRealPage(page, entry);
    }
  });
}
