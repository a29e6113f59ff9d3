import { API, type OwnUser, type Role } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/auth-storage.ts';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { makeOwnUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AppLayout } from './app-layout.tsx';

const socketHandlers = vi.hoisted(() => new Map<string, () => void>());
vi.mock('../../lib/socket.ts', () => ({
  useSocketEvent: (event: string, handler: () => void) => socketHandlers.set(event, handler),
}));
// The popups have their own tests; here only whether they open.
vi.mock('../../features/videos/components/video-upload-dialog.tsx', () => ({
  VideoUploadDialog: ({ open }: { open: boolean }) =>
    open ? <div role="dialog" aria-label="Create Videos" /> : null,
}));
vi.mock('../../features/blogs/components/blog-create-dialog.tsx', () => ({
  BlogCreateDialog: ({ open }: { open: boolean }) =>
    open ? <div role="dialog" aria-label="Create Blogs" /> : null,
}));

const GET_USER = `GET ${API.getUser}`;
const MESSAGES_UNREAD = `GET ${API.messagesUnreadCount}`;
const NOTIFICATIONS_UNREAD = `GET ${API.notificationsUnreadCount}`;
const LOGOUT = `POST ${API.logout}`;

function ownUser(role: Role, details: Partial<OwnUser['profiledetails']> = {}) {
  const user = makeOwnUser(
    role,
    { Username: 'Ananya Rao', ...details },
    { _id: 'user-7', email: 'ananya@example.in', verified: true, createdAt: '2025-05-01T00:00:00.000Z' },
  );
  return { success: true, message: 'ok', user };
}

function api(role: Role, overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [GET_USER]: { status: 200, body: ownUser(role) },
    [MESSAGES_UNREAD]: { status: 200, body: { count: 0 } },
    [NOTIFICATIONS_UNREAD]: { status: 200, body: { count: 0 } },
    ...overrides,
  });
}

const PAGES = [
  '/dashboard/:role',
  '/FindHustler',
  '/Findcofounder',
  '/Profile',
  '/messages',
  '/videos',
  '/jobs/saved',
];

function renderShell(role: Role, path = `/dashboard/${role}`) {
  saveSession({ token: 'jwt-7', userId: 'user-7', role });
  return renderRoutes(
    <Route element={<AppLayout />}>
      {PAGES.map((page) => (
        <Route key={page} path={page} element={<h1>Page {page}</h1>} />
      ))}
    </Route>,
    path,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const linksOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(() => {
  socketHandlers.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AppLayout sidebar menus', () => {
  it('gives a Hustler the spec’s menu, with Contents and Create Contents expanding', async () => {
    api('Hustler');
    const user = userEvent.setup();
    renderShell('Hustler');
    const nav = mainNav();
    expect(linksOf(nav)).toEqual([
      ['Explore Co-founder Profiles', '/Findcofounder'],
      ['Co-founder matches', '/cofounders'],
      ['Explore Investor Profiles', '/FindInvestor'],
      ['Ignite Pipeline', '/pipeline'],
      ['Find Intern Profiles', '/FindJobseeker'],
      ['Messages', '/messages'],
      ['Notifications', '/Notification'],
      ['Profile', '/Profile'],
    ]);
    const contents = within(nav).getByRole('button', { name: 'Contents' });
    expect(contents).toHaveAttribute('aria-expanded', 'false');
    await user.click(contents);
    expect(contents).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('button', { name: 'Create Contents' }));
    expect(linksOf(nav).slice(0, 3)).toEqual([
      ['Videos', '/videos'],
      ['Blogs', '/blogs'],
      ['Talks', '/talks'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Create Videos' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Create Blogs' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Jobs' }));
    expect(linksOf(nav).filter(([, to]) => to?.startsWith('/jobs'))).toEqual([
      ['Job board', '/jobs'],
      ['Post a job', '/jobs/new'],
      ['My postings', '/jobs/mine'],
    ]);
  });

  it('marks Saved jobs, not Jobs, on /jobs/saved', () => {
    api('Jobseeker');
    renderShell('Jobseeker', '/jobs/saved');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Saved jobs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Jobs' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    [
      'Cofounder',
      [
        ['Dashboard', '/dashboard'],
        ['Matches', '/cofounders'],
        ['Explore Startups', '/FindHustler'],
        ['Jobs', '/jobs'],
        ['Messages', '/messages'],
        ['Notifications', '/notifications'],
        ['Networking', '/networking'],
        ['Profile', '/profile'],
      ],
    ],
    [
      'Investor',
      [
        ['Dashboard', '/dashboard'],
        ['Explore Startups', '/FindHustler'],
        ['Jobs', '/jobs'],
        ['Ignite Inbox', '/ignites'],
        ['Messages', '/messages'],
        ['Networking', '/networking'],
        ['Notifications', '/notifications'],
        ['Profile', '/Iprofile'],
      ],
    ],
    [
      'Jobseeker',
      [
        ['Dashboard', '/dashboard'],
        ['Jobs', '/jobs'],
        ['My applications', '/jobs/applications'],
        ['Saved jobs', '/jobs/saved'],
        ['Find Startups', '/FindHustler'],
        ['Messages', '/messages'],
        ['Notifications', '/notifications'],
        ['Profile', '/profile'],
      ],
    ],
  ] as const)('gives a %s the spec’s menu', (role, expected) => {
    api(role);
    renderShell(role);
    expect(linksOf(mainNav())).toEqual(expected);
    expect(within(mainNav()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('has a skip link, the main landmark and the logo leading to the role’s dashboard', () => {
    api('Investor');
    renderShell('Investor', '/FindHustler');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Page /FindHustler' }),
    ).toBeVisible();
    for (const logo of screen.getAllByRole('link', { name: 'IdeaIgnite home' })) {
      expect(logo).toHaveAttribute('href', '/dashboard/Investor');
    }
  });

  it('marks the current page’s entry, redirect targets included', () => {
    api('Investor');
    renderShell('Investor', '/Profile');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Explore Startups' })).not.toHaveAttribute('aria-current');
  });

  it('opens Contents by itself when one of its pages is open', () => {
    api('Hustler');
    renderShell('Hustler', '/videos');
    const nav = mainNav();
    expect(within(nav).getByRole('button', { name: 'Contents' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('AppLayout account and actions', () => {
  it('shows the ‘No Pic’ placeholder and the name when there is no picture', async () => {
    api('Cofounder');
    renderShell('Cofounder');
    expect(await screen.findByText('Ananya Rao')).toBeInTheDocument();
    expect(screen.getByText('No Pic')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your avatar' })).not.toBeInTheDocument();
  });

  it('shows the picture when there is one', async () => {
    api('Cofounder', {
      [GET_USER]: { status: 200, body: ownUser('Cofounder', { profilePic: '/media/pic.jpg' }) },
    });
    renderShell('Cofounder');
    expect(await screen.findByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', '/media/pic.jpg');
    expect(screen.queryByText('No Pic')).not.toBeInTheDocument();
  });

  it('opens the Create Videos and Create Blogs popups', async () => {
    api('Hustler');
    const user = userEvent.setup();
    renderShell('Hustler');
    await user.click(within(mainNav()).getByRole('button', { name: 'Create Contents' }));
    await user.click(within(mainNav()).getByRole('button', { name: 'Create Videos' }));
    expect(await screen.findByRole('dialog', { name: 'Create Videos' })).toBeInTheDocument();
    await user.click(within(mainNav()).getByRole('button', { name: 'Create Blogs' }));
    expect(screen.getByRole('dialog', { name: 'Create Blogs' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create Videos' })).not.toBeInTheDocument();
  });

  it('shows unread counts on Messages and Notifications and refreshes them on live events', async () => {
    let notifications = 2;
    const fetchMock = api('Investor', {
      [MESSAGES_UNREAD]: { status: 200, body: { count: 3 } },
      [NOTIFICATIONS_UNREAD]: () => ({ status: 200, body: { count: notifications } }),
    });
    renderShell('Investor');
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(callsOf(fetchMock).find((call) => call.key === MESSAGES_UNREAD)?.headers.Authorization).toBe(
      'Bearer jwt-7',
    );

    notifications = 5;
    socketHandlers.get('notification')?.();
    expect(await screen.findByRole('link', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
  });

  it('shows a co-founder their unread messages beside their notifications (issue 26: they had no Messages)', async () => {
    api('Cofounder', {
      [NOTIFICATIONS_UNREAD]: { status: 200, body: { count: 1 } },
      [MESSAGES_UNREAD]: { status: 200, body: { count: 2 } },
    });
    renderShell('Cofounder');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });

  it('signs out on the server and locally, then opens /signin', async () => {
    const fetchMock = api('Hustler', { [LOGOUT]: { status: 204 } });
    renderShell('Hustler');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Landed on /signin')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(callsOf(fetchMock).some((call) => call.key === LOGOUT)).toBe(true);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api('Hustler', { [LOGOUT]: 'network-error' });
    renderShell('Hustler');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Landed on /signin')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});

describe('AppLayout phone menu', () => {
  it('opens the sidebar as a drawer and closes it with Escape', async () => {
    api('Investor');
    const user = userEvent.setup();
    renderShell('Investor');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    // The drawer's code comes on demand (issue 31): it opens once that has loaded.
    const drawer = await screen.findByRole('dialog', { name: 'IdeaIgnite menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Explore Startups' })).toHaveAttribute(
      'href',
      '/FindHustler',
    );
    expect(within(drawer).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when an entry is followed, and with its close button', async () => {
    api('Investor');
    const user = userEvent.setup();
    renderShell('Investor');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Explore Startups' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page /FindHustler' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes itself before opening a Create popup', async () => {
    api('Hustler');
    const user = userEvent.setup();
    renderShell('Hustler');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'IdeaIgnite menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Create Contents' }));
    await user.click(within(drawer).getByRole('button', { name: 'Create Blogs' }));
    expect(screen.queryByRole('dialog', { name: 'IdeaIgnite menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Create Blogs' })).toBeInTheDocument();
  });
});

describe('AppLayout in Hindi', () => {
  afterEach(() => setLocale('en-IN'));

  it('reads in Hindi when Hindi is chosen: skip link, menu, account and footer', async () => {
    api('Hustler', { [MESSAGES_UNREAD]: { status: 200, body: { count: 3 } } });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const user = userEvent.setup();
    renderShell('Hustler');
    expect(screen.getByRole('link', { name: 'सीधे मुख्य सामग्री पर जाएँ' })).toHaveAttribute('href', '#main');
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    await user.click(within(nav).getByRole('button', { name: 'कंटेंट' }));
    expect(within(nav).getByRole('link', { name: 'वीडियो' })).toHaveAttribute('href', '/videos');
    expect(within(nav).getByRole('link', { name: 'को-फ़ाउंडर प्रोफ़ाइल देखें' })).toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: 'मैसेज, 3 बिना पढ़े' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइन आउट करें' })).toBeInTheDocument();
    expect(screen.getByText(/भारत में बना।$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
  });
});
