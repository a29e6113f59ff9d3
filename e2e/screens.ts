import { ROLE_FORM_ROUTES, type Role } from '@ideaignite/contract';
import { type Browser, expect, type Page } from '@playwright/test';
import {
  blogPath,
  editJobPath,
  jobApplicantsPath,
  jobPath,
  PATHS,
  talkPath,
  videoPath,
} from '../apps/web/src/lib/paths.ts';
import { openPage, useSession } from './fixtures.ts';
import { anyOf, type Locale, SCREEN_WORDS, type Words } from './words.ts';
import type { World } from './world.ts';

/** A page, or a dialog or state on it, that the whole-app checks (axe, the Hindi scan) look at. */
export interface Screen {
  name: string;
  path: string | ((world: World) => string);
  /** Signed in as this role's person of the world, or as its moderator; signed out when absent. */
  as?: Role | 'Moderator';
  /** Brings up what is checked (a dialog, an open chat) after the page has loaded. */
  open?: (page: Page, world: World, words: Words) => Promise<void>;
  /** Only at this width (the mobile drawers exist only on phones). */
  only?: number;
  /** A modal dialog is open: the page behind it is inert, so only the dialog is checked. */
  dialog?: boolean;
}

/** The button's name in the page's language, from the catalogues. */
type ButtonName = (words: Words) => string | RegExp;

const openWith = (name: ButtonName) => async (page: Page, _world: World, words: Words) => {
  await page
    .getByRole('button', { name: name(words) })
    .first()
    .click({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
};
/** Opens the "⋯" menu of the world's own post titled `title(world)` and picks `item`. */
const fromOwnMenu =
  (title: (world: World) => string, item: (words: Words) => string) =>
  async (page: Page, world: World, words: Words) => {
    await page
      .getByRole('button', { name: words.components.moreActionsFor(title(world)) })
      .first()
      .click({ timeout: 20_000 });
    await page.getByRole('menuitem', { name: item(words) }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  };
/** A button whose whole name is `name` ("Report", not "Report this…"). */
const exactly = (name: string) => new RegExp(`^${name}$`);

/** Opens the open chat's "⋯" menu (Mute, Report, Block). */
const openChatMenu = async (page: Page, _world: World, words: Words) => {
  await page.getByRole('button', { name: anyOf(words.messages.moreActions) }).click({ timeout: 20_000 });
  await expect(page.getByRole('menu')).toBeVisible();
};

/** The world's report in the moderators' queue (other journeys' reports may be there too). */
const reportOfTheWorld = (page: Page, world: World) =>
  page.getByRole('article').filter({ hasText: world.talkTitle });
const aReportIsShown = async (page: Page, world: World) => {
  await expect(reportOfTheWorld(page, world)).toBeVisible({ timeout: 20_000 });
};

const menuDialog = (
  name: string,
  path: string,
  title: (world: World) => string,
  item: (words: Words) => string,
): Screen => ({ name, path, open: fromOwnMenu(title, item), dialog: true });

const dialog = (name: string, path: string, button: ButtonName, only?: number): Screen => ({
  name,
  path,
  open: openWith(button),
  dialog: true,
  ...(only ? { only } : {}),
});

/** A post's own page once the post is on it (its words and its comment box), not its loading line. */
const postShown = (text: (world: World) => string) => async (page: Page, world: World, words: Words) => {
  await expect(page.getByText(text(world), { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: words.components.postComment }).first()).toBeVisible();
};

/** The board filtered (issue 25): internships, on site or hybrid, in Maharashtra, ₹10,000 a month or more. */
const FILTERED_BOARD = `${PATHS.jobs}?type=internship&workMode=hybrid&workMode=onSite&state=MH&minStipend=10000`;
/** A button whose name starts with `name` ("Filters", "Filters 4 chosen"). */
const startingWith = (name: string) => new RegExp(`^${name}`);

/**
 * Search (issue 28), with words in Devanagari, so the Hindi scan sees no Latin query: "मार्केट"
 * finds the world's video ("…from boat to market…") through its Latin skeleton; the second finds nothing.
 */
const SEARCH_WORD = 'मार्केट';
const SEARCH_SCREENS: Screen[] = [
  {
    name: 'search',
    path: `${PATHS.search}?q=${encodeURIComponent(SEARCH_WORD)}`,
    open: async (page) => {
      await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  { name: 'search: no results', path: `${PATHS.search}?q=${encodeURIComponent('झझझझ')}` },
  {
    name: 'search: a tab with its filters',
    path: `${PATHS.search}?q=${encodeURIComponent(SEARCH_WORD)}&tab=videos&within=year`,
    open: async (page) => {
      await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'search: filtered, nothing found',
    path: `${PATHS.search}?q=${encodeURIComponent(SEARCH_WORD)}&tab=people&role=Investor&city=Jaipur`,
  },
  {
    name: 'search: suggestions',
    path: '/dashboard/Hustler',
    open: async (page) => {
      await page.locator('body').press('/');
      await page.getByRole('combobox').fill(SEARCH_WORD, { timeout: 20_000 });
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 20_000 });
    },
    dialog: true,
  },
];

/** The jobs pages every role browses (issue 25): the board, filtered, its filter sheet on a phone. */
const JOB_BOARD_SCREENS: Screen[] = [
  { name: 'jobs board', path: PATHS.jobs },
  { name: 'jobs board, filtered', path: FILTERED_BOARD },
  dialog('jobs board: filter sheet', FILTERED_BOARD, (w) => startingWith(w.jobs.filters), 375),
];

export const PUBLIC_SCREENS: Screen[] = [
  { name: 'landing', path: '/' },
  dialog('landing: article dialog', '/', (w) => w.landing.articles.readMore),
  dialog('landing: mobile menu', '/', (w) => w.frame.openMenu, 375),
  {
    name: 'landing: a guide video playing',
    path: '/',
    open: async (page, _world, words) => {
      await page
        .getByRole('button', { name: anyOf(words.landing.guides.play) })
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
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'verify email', path: '/verify-email' },
  { name: 'confirm new email', path: '/confirm-email' },
  { name: 'not found', path: '/no-such-page' },
];

const byRole = (role: Role, extra: Screen[]): Screen[] => [
  { name: `${role} dashboard`, path: `/dashboard/${role}`, as: role },
  { name: `${role} set-up form`, path: ROLE_FORM_ROUTES[role], as: role },
  ...extra.map((screen) => ({ ...screen, as: role })),
];

export const SIGNED_IN_SCREENS: Screen[] = [
  ...byRole('Hustler', [
    dialog('dashboard: Create Videos', '/dashboard/Hustler', (w) => w.feed.createVideos),
    dialog('dashboard: Create Blogs', '/dashboard/Hustler', (w) => w.feed.createBlogs),
    dialog('dashboard: menu drawer', '/dashboard/Hustler', (w) => w.frame.openMenu, 375),
    { name: 'videos', path: '/videos' },
    {
      name: 'videos: comments open',
      path: '/videos',
      open: async (page, _world, words) => {
        await page
          .getByRole('button', { name: new RegExp(words.videos.commentsNoun(1)) })
          .first()
          .click();
        await expect(page.getByRole('button', { name: words.components.postComment }).first()).toBeVisible();
      },
    },
    menuDialog(
      'videos: edit dialog',
      '/videos',
      (world) => world.videoTitle,
      (w) => w.components.edit,
    ),
    menuDialog(
      'videos: delete dialog',
      '/videos',
      (world) => world.videoTitle,
      (w) => w.components.delete,
    ),
    // Every post has an address (issue 26): its own page, and a clear one when it is not there.
    {
      name: 'video page',
      path: (world) => videoPath(world.posts.videoId),
      open: postShown((world) => world.videoTitle),
    },
    { name: 'blogs', path: '/blogs' },
    {
      name: 'blog page',
      path: (world) => blogPath(world.posts.blogId),
      open: postShown((world) => world.blogTitle),
    },
    {
      // Issue 29: a comment written offline waits in the outbox, shown as "Waiting to send".
      name: 'blog page: a comment waiting to send',
      path: (world) => blogPath(world.posts.blogId),
      open: async (page, world, words) => {
        await postShown((w) => w.blogTitle)(page, world, words);
        await page.context().setOffline(true);
        const box = page.getByPlaceholder(words.components.writeComment);
        // In Devanagari: the Hindi screens' check would read English typed here as the interface's.
        await box.fill('बस में पढ़ा: बर्फ़ के आँकड़े बढ़िया हैं।');
        await box.press('Enter');
        await expect(
          page
            .getByRole('list', { name: words.offlineComments.waitingComments })
            .getByText(words.offlineComments.waitingToSend),
        ).toBeVisible({ timeout: 20_000 });
      },
    },
    {
      name: 'talk page',
      path: (world) => talkPath(world.posts.talkId),
      open: postShown((world) => world.talkTitle),
    },
    {
      name: 'post page: not found',
      path: blogPath('00000000-0000-4000-8000-000000000000'),
      open: async (page, _world, words) => {
        await expect(
          page.getByRole('heading', { level: 1, name: words.components.notFoundHeading }),
        ).toBeFocused({
          timeout: 20_000,
        });
      },
    },
    menuDialog(
      'blogs: edit dialog',
      '/blogs',
      (world) => world.blogTitle,
      (w) => w.components.edit,
    ),
    { name: 'talks', path: '/talks' },
    { name: 'messages', path: '/messages' },
    dialog('messages: new message dialog', '/messages', (w) => w.messages.newMessage),
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
    {
      // Issue 29: a message written offline waits in the outbox, shown as "Waiting to send".
      name: 'messages: a message waiting to send',
      path: (world) => `/messages?to=${world.users.Investor.userId}`,
      open: async (page, _world, words) => {
        await expect(
          page.getByRole('log').getByText('Please do. Send them over before Friday.'),
        ).toBeVisible();
        await page.context().setOffline(true);
        const box = page.getByRole('textbox', { name: words.messages.messageLabel });
        // In Devanagari: the Hindi screens' check would read English typed here as the interface's.
        await box.fill('ट्रेन से लिखा: डेक आज रात भेजूँगी।');
        await box.press('Enter');
        await expect(page.getByRole('log').getByText(words.messages.waitingToSend)).toBeVisible({
          timeout: 20_000,
        });
      },
    },
    {
      // The co-founder, a stranger to the Hustler, wrote first: a request with Accept, Decline, Block.
      name: 'messages: a request open',
      path: (world) => `/messages?folder=requests&to=${world.users.Cofounder.userId}`,
      open: async (page, _world, words) => {
        await expect(page.getByRole('heading', { name: anyOf(words.messages.wantsToMessage) })).toBeVisible();
        await expect(page.getByRole('log')).toBeVisible();
      },
    },
    {
      name: 'messages: conversation menu open',
      path: (world) => `/messages?to=${world.users.Investor.userId}`,
      open: openChatMenu,
    },
    {
      name: 'messages: report dialog',
      path: (world) => `/messages?to=${world.users.Investor.userId}`,
      dialog: true,
      open: async (page, world, words) => {
        await openChatMenu(page, world, words);
        await page.getByRole('menuitem', { name: words.messages.report }).click();
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
      },
    },
    { name: 'notifications', path: '/Notification' },
    { name: 'networking', path: '/networking' },
    { name: 'own profile', path: '/Profile' },
    { name: 'update profile', path: '/Update_profile' },
    // A checklist link: the update form opened at its matching fields, the city focused.
    { name: 'update profile: at the city field', path: '/Update_profile#city' },
    {
      // The completeness card with every missing item, its code fetched once the page knows there is one.
      name: 'dashboard: completeness card',
      path: '/dashboard/Hustler',
      open: async (page, _world, words) => {
        await expect(page.getByRole('progressbar', { name: words.completeness.ringLabel })).toBeVisible({
          timeout: 20_000,
        });
      },
    },
    { name: 'settings', path: '/settings' },
    {
      // Settings → Your data with a download prepared (the first visit asks for it; the job runs at once).
      name: 'settings: a data download ready',
      path: '/settings',
      open: async (page, _world, words) => {
        const zip = page.getByRole('button', { name: words.yourData.downloadZip });
        const start = page.getByRole('button', { name: words.yourData.startExport });
        await expect(zip.or(start)).toBeVisible({ timeout: 20_000 });
        if (await start.isVisible()) await start.click();
        await expect(zip).toBeVisible({ timeout: 30_000 });
      },
    },
    dialog('settings: delete account dialog', '/settings', (w) => w.yourData.deleteAccount),
    {
      // A wrong password changes nothing: the dialog stays open with the error.
      name: 'settings: delete account dialog, wrong password',
      path: '/settings',
      dialog: true,
      open: async (page, world, words) => {
        await openWith((w) => w.yourData.deleteAccount)(page, world, words);
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(words.yourData.passwordLabel, { exact: true }).fill('not-my-password');
        await dialog.getByRole('button', { name: words.yourData.confirmDelete }).click();
        await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 20_000 });
      },
    },
    { name: 'find co-founders', path: '/Findcofounder' },
    { name: 'find hustlers', path: '/FindHustler' },
    {
      name: 'find hustlers, filtered',
      path: '/FindHustler?stage=seed&stage=preseed&sector=fintech&state=MH',
    },
    dialog('find hustlers: filters dialog', '/FindHustler', (w) => w.discovery.filters, 375),
    { name: 'find investors, filtered', path: '/FindInvestor?ticket=25Lto1Cr&openToPitches=true' },
    { name: 'find investors', path: '/FindInvestor' },
    { name: 'find job seekers', path: '/FindJobseeker' },
    { name: 'investor profile', path: (world) => `/users/${world.users.Investor.userId}` },
    {
      name: 'investor profile: ignite dialog',
      path: (world) => `/users/${world.users.Investor.userId}`,
      open: openWith((w) => w.components.igniteInvestor),
      dialog: true,
    },
    {
      name: 'investor profile: report dialog',
      path: (world) => `/users/${world.users.Investor.userId}`,
      open: openWith((w) => exactly(w.profiles.report)),
      dialog: true,
    },
    {
      name: 'investor profile: block dialog',
      path: (world) => `/users/${world.users.Investor.userId}`,
      open: openWith((w) => exactly(w.profiles.block)),
      dialog: true,
    },
    { name: 'ignite pipeline', path: '/pipeline' },
    { name: 'co-founder matches', path: PATHS.cofounderMatches },
    ...JOB_BOARD_SCREENS,
    // Their own internship, with the owner's tools; the job's applicants; the forms.
    { name: 'jobs: own posting', path: (world) => jobPath(world.jobs.internshipId) },
    {
      name: 'jobs: own posting, delete dialog',
      path: (world) => jobPath(world.jobs.internshipId),
      open: openWith((w) => exactly(w.jobs.deleteJob)),
      dialog: true,
    },
    { name: 'jobs: my postings', path: PATHS.myJobs },
    { name: 'jobs: new posting form', path: PATHS.newJob },
    { name: 'jobs: edit posting form', path: (world) => editJobPath(world.jobs.internshipId) },
    { name: 'jobs: applicants', path: (world) => jobApplicantsPath(world.jobs.jobId) },
    ...SEARCH_SCREENS,
  ]),
  ...byRole('Investor', [
    { name: 'notifications (an ignite to answer)', path: '/Notification' },
    { name: 'networking', path: '/networking' },
    { name: 'ignite inbox', path: '/ignites' },
    // Co-founder matching is not theirs: the page says whom it is for (issue 26).
    { name: 'co-founder matches (not for investors)', path: PATHS.cofounderMatches },
    dialog('ignite inbox: an Ignite opened', '/ignites', (w) => anyOf(w.connects.openPitchOf)),
    {
      name: 'ignite inbox: passing with a reason',
      path: '/ignites',
      dialog: true,
      open: async (page, world, words) => {
        await openWith((w) => anyOf(w.connects.openPitchOf))(page, world, words);
        await page
          .getByRole('dialog')
          .getByRole('button', { name: anyOf(words.components.passOn) })
          .click();
        await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible({ timeout: 20_000 });
      },
    },
    { name: 'own profile', path: '/Profile' },
    {
      // The ticket range refused at the field: the smallest ticket above the largest.
      name: 'update profile: ticket range refused',
      path: '/Update_profile',
      open: async (page, _world, words) => {
        await page.getByLabel(words.profiles.ticketMin, { exact: true }).selectOption('100000000');
        await page.getByLabel(words.profiles.ticketMax, { exact: true }).selectOption('2500000');
        await page.getByRole('button', { name: words.profiles.saveChanges }).click();
        await expect(page.getByLabel(words.profiles.ticketMax, { exact: true })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
      },
    },
  ]),
  ...byRole('Cofounder', [
    { name: 'own profile', path: '/Profile' },
    // Issue 26: co-founder matching (the world's Hustler is the co-founder's match).
    { name: 'co-founder matches', path: PATHS.cofounderMatches },
    dialog('co-founder matches: invite dialog', PATHS.cofounderMatches, (w) => anyOf(w.cofounders.inviteWho)),
    { name: 'co-founder preferences', path: PATHS.cofounderPreferences },
    { name: 'networking: co-founder invites and connections', path: PATHS.networking },
  ]),
  ...byRole('Jobseeker', [
    { name: 'own profile', path: '/Profile' },
    ...JOB_BOARD_SCREENS,
    // The internship they saved and may apply to, its apply dialog (a screening question), and
    // the job they applied to.
    { name: 'jobs: a job to apply to', path: (world) => jobPath(world.jobs.internshipId) },
    {
      name: 'jobs: apply dialog',
      path: (world) => jobPath(world.jobs.internshipId),
      open: openWith((w) => exactly(w.jobs.apply)),
      dialog: true,
    },
    {
      // Decision 039: the popup for recording an introduction, opened over the apply dialog.
      name: 'jobs: apply dialog, recording an introduction',
      path: (world) => jobPath(world.jobs.internshipId),
      open: async (page, _world, words) => {
        await openWith((w) => exactly(w.jobs.apply))(page, _world, words);
        await page.getByRole('button', { name: words.apply.record }).click({ timeout: 20_000 });
        await expect(page.getByRole('dialog', { name: words.videoIntro.title })).toBeVisible({
          timeout: 20_000,
        });
      },
      dialog: true,
    },
    { name: 'jobs: a job applied to', path: (world) => jobPath(world.jobs.jobId) },
    { name: 'jobs: saved jobs', path: PATHS.savedJobs },
    { name: 'jobs: my applications', path: PATHS.myApplications },
    {
      // Settings → Privacy with someone the job seeker blocked, and their Unblock.
      name: 'settings: a blocked person',
      path: '/settings#blocked',
      open: async (page, _world, words) => {
        await expect(page.getByRole('button', { name: anyOf(words.privacy.unblockLabel) })).toBeVisible();
      },
    },
  ]),
  // The moderators' queue, with the world's report (the job seeker's, of the co-founder's talk).
  { name: 'moderation queue', path: '/admin/reports', as: 'Moderator', open: aReportIsShown },
  {
    name: 'moderation: hide dialog',
    path: '/admin/reports',
    as: 'Moderator',
    dialog: true,
    open: async (page, world, words) => {
      await aReportIsShown(page, world);
      await reportOfTheWorld(page, world).getByRole('button', { name: words.moderation.act.hide }).click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    },
  },
];

export const SCREENS = [...PUBLIC_SCREENS, ...SIGNED_IN_SCREENS];

/** A loading status in either language ("Loading…", "लोड हो रहा है…", "…लोड हो रही हैं…"). */
const LOADING = /^Loading|लोड हो रह[ाीे]/;

/** Waits for the page's data: the heading is there and no loading status is left. */
async function settle(page: Page) {
  // Generous waits: the suite shares a 2-core machine with everything else in the test command.
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 30_000 });
  await expect(page.getByText(LOADING)).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  // Let entrance transitions finish, so colours are measured at rest.
  await page.waitForTimeout(150);
}

/**
 * The browser pages the whole-app checks load screens in, one per person, width and language,
 * kept for the next screen of the same kind (a worker checks a language's screens at a width in
 * turn). A kept page has the app's scripts in its HTTP cache, as a returning visitor does; it
 * starts each screen with its site data cleared (cookies, storage), as a new context did.
 * At most one width and language is kept at a time.
 */
export class ScreenPages {
  private readonly kept = new Map<string, Page>();

  constructor(private readonly browser: Browser) {}

  /** A page `width` px wide preferring `locale`, signed in as `as` on every load (or signed out). */
  async page(world: World, as: Screen['as'], width: number, locale: Locale): Promise<Page> {
    const key = `${as ?? 'visitor'} ${width} ${locale}`;
    const kept = this.kept.get(key);
    if (kept && !kept.isClosed()) {
      await withoutSiteData(kept);
      return kept;
    }
    for (const [other, page] of this.kept)
      if (!other.endsWith(` ${width} ${locale}`)) await this.discard(other, page);
    const context = await this.browser.newContext({
      viewport: { width, height: width < 500 ? 812 : 900 },
      locale,
    });
    const page = await context.newPage();
    if (as) await useSession(page, as === 'Moderator' ? world.moderator : world.users[as]);
    this.kept.set(key, page);
    return page;
  }

  async close() {
    for (const [key, page] of this.kept) await this.discard(key, page);
  }

  private async discard(key: string, page: Page) {
    this.kept.delete(key);
    await page.context().close();
  }
}

/**
 * Leaves the app, clears what it kept on this origin (cookies, local and session storage,
 * IndexedDB, caches) and puts the browser back online, keeping the HTTP cache: the next load
 * starts the way a new context's did.
 */
async function withoutSiteData(page: Page) {
  const url = page.url();
  if (url.startsWith('http')) {
    await page.goto('about:blank');
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(url).origin,
        storageTypes: 'cookies,local_storage,session_storage,indexeddb,cache_storage,service_workers',
      });
    } finally {
      await cdp.detach();
    }
  }
  // Online again only now (and always): what a screen left waiting in the outbox is gone, never sent.
  await page.context().setOffline(false);
}

/**
 * Opens `screen` on a page of `pages` for its role, `width` px wide, preferring `locale`, and
 * brings up its dialog or state; `watch` is handed the page before it loads.
 */
export async function showScreen(
  pages: ScreenPages,
  world: World,
  screen: Screen,
  { width, locale, watch }: { width: number; locale: Locale; watch?: (page: Page) => void },
) {
  const page = await pages.page(world, screen.as, width, locale);
  watch?.(page);
  const url = typeof screen.path === 'string' ? screen.path : screen.path(world);
  await openPage(page, url);
  await settle(page);
  if (screen.open) {
    await screen.open(page, world, SCREEN_WORDS[locale]);
    await page.waitForTimeout(250);
  }
  return { page, url };
}
