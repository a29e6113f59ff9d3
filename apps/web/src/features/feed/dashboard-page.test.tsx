import { API, API_ERRORS, type Role, WORDS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateContentProvider } from '../../app/layouts/create-content-dialogs.tsx';
import { saveSession } from '../../lib/auth-storage.ts';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { blogItem, feedPage, ownUser, videoItem } from '../../test/feed-fixtures.ts';
import { makePublicUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { isNewMember, NEW_MEMBER_MS } from './components/dashboard-greeting.tsx';
import { feedRoutes, lazyDashboardPage } from './routes.tsx';

/** The page as the app loads it, with the other features' parts (app/pages/dashboard-page.tsx). */
const DashboardPage = lazyDashboardPage(() => import('../../app/pages/dashboard-page.tsx'));

// The cards and popups of the videos and blogs features have their own tests.
vi.mock('../videos/components/video-card.tsx', () => ({
  VideoCard: ({ video }: { video: { title: string } }) => (
    <article>
      <h3>{video.title}</h3>
    </article>
  ),
}));
vi.mock('../videos/components/video-upload-dialog.tsx', () => ({
  VideoUploadDialog: ({ open }: { open: boolean }) =>
    open ? <div role="dialog" aria-label="Create Videos" /> : null,
}));
vi.mock('../blogs/components/blog-create-dialog.tsx', () => ({
  BlogCreateDialog: ({ open }: { open: boolean }) =>
    open ? <div role="dialog" aria-label="Create Blogs" /> : null,
}));

const VERIFY = `PUT ${API.verify}`;
const GET_USER = `GET ${API.getUser}`;
const FEED = `GET ${API.feedPage}?limit=12`;
const VERIFIED = { status: 200, body: { message: API_ERRORS.verified, verified: true } };
const EMPTY_FEED = { status: 200, body: feedPage([], []) };

/** An open internship as the jobs board lists it (the jobs feature's cards have their own tests). */
const GROWTH_INTERN = {
  _id: 'job-1',
  title: 'Growth intern',
  type: 'internship',
  workMode: 'remote',
  state: null,
  city: null,
  skills: ['Marketing'],
  sector: null,
  stage: null,
  openings: 1,
  startDate: null,
  durationMonths: 3,
  stipend: { kind: 'fixed', amount: 15000 },
  payLpa: null,
  esopPercent: null,
  perks: [],
  audiences: ['freshers'],
  studentYear: null,
  applyBy: '2026-12-15',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  startup: makePublicUser('u-startup', 'Hustler', { project: 'ChaiCircle' }),
  saved: false,
  application: null,
  heldReason: null,
  applicationsCount: null,
  summary: 'Help tea stalls grow.',
};

function api(role: Role, overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [VERIFY]: VERIFIED,
    [GET_USER]: { status: 200, body: ownUser(role, { Username: 'Ananya Rao', bio: 'Building for Bharat.' }) },
    [FEED]: EMPTY_FEED,
    ...overrides,
  });
}

function renderDashboard(path: string, role: Role = 'Hustler') {
  saveSession({ token: 'jwt-5', userId: 'user-5', role });
  // The frame provides the Create popups (app/layouts/app-layout.tsx): a Hustler's dashboard opens them through it.
  const frame = (
    <CreateContentProvider enabled={role === 'Hustler'}>
      <Outlet />
    </CreateContentProvider>
  );
  return renderRoutes(<Route element={frame}>{feedRoutes(DashboardPage)}</Route>, path);
}

const feedSection = () => screen.getByRole('region', { name: 'Fresh from the community' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setLocale('en-IN');
});

describe('DashboardPage', () => {
  it('reads in Hindi when Hindi is chosen: greeting, feed, actions and verification', async () => {
    api('Hustler');
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderDashboard('/dashboard/hustler');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'फिर से स्वागत है, Ananya Rao' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hustler डैशबोर्ड')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'कम्युनिटी से ताज़ा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वीडियो बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ब्लॉग लिखें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपके वेरिफ़िकेशन की स्थिति' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'वेरिफ़ाइड' })).toBeInTheDocument();
  });

  it('greets by name on the role in the path, whatever its case, with the verification status', async () => {
    const fetchMock = api('Hustler');
    renderDashboard('/dashboard/hustler');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ananya Rao' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hustler dashboard')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Verified' })).toHaveAttribute(
      'src',
      '/brand/verified-badge.svg',
    );
    expect(callsOf(fetchMock).every((call) => call.headers.Authorization === 'Bearer jwt-5')).toBe(true);
  });

  it('asks an unverified user to check their inbox', async () => {
    api('Investor', {
      [VERIFY]: { status: 200, body: { message: API_ERRORS.verificationSent, verified: false } },
    });
    renderDashboard('/dashboard/Investor', 'Investor');
    expect(await screen.findByText('Check your inbox to confirm your email address.')).toBeInTheDocument();
    expect(screen.getByText(API_ERRORS.verificationSent)).toBeInTheDocument();
  });

  it('shows videos and blogs interleaved, newest first, and loads more', async () => {
    const fetchMock = api('Cofounder', {
      [FEED]: {
        status: 200,
        body: feedPage(
          [
            videoItem('v1', 'Pitch: solar carts for Pune', '2025-06-05'),
            videoItem('v2', 'Our first 100 users', '2025-06-02'),
          ],
          [
            blogItem('b1', 'Bootstrapping in Jaipur', '2025-06-04'),
            blogItem('b2', 'Hiring your first engineer', '2025-06-01'),
          ],
          'cursor-2',
        ),
      },
      [`${FEED}&cursor=cursor-2`]: {
        status: 200,
        body: feedPage([videoItem('v3', 'Demo day recap', '2025-05-20')], []),
      },
    });
    const user = userEvent.setup();
    renderDashboard('/dashboard/cofounder', 'Cofounder');
    await within(feedSection()).findByRole('heading', { name: 'Pitch: solar carts for Pune' });
    const titles = () =>
      within(feedSection())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual([
      'Pitch: solar carts for Pune',
      'Bootstrapping in Jaipur',
      'Our first 100 users',
      'Hiring your first engineer',
    ]);
    expect(
      within(feedSection()).getByRole('link', { name: 'Read the whole blog: Bootstrapping in Jaipur' }),
    ).toHaveAttribute('href', '/blogs/b1');
    expect(within(feedSection()).getAllByRole('link', { name: 'Priya Shah' })[0]).toHaveAttribute(
      'href',
      '/users/user-9',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(feedSection()).findByRole('heading', { name: 'Demo day recap' });
    expect(titles()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsOf(fetchMock).some((call) => call.key === `${FEED}&cursor=cursor-2`)).toBe(true);
  });

  it('says so when there is nothing to show yet', async () => {
    api('Investor');
    renderDashboard('/dashboard/Investor', 'Investor');
    expect(await within(feedSection()).findByText(WORDS.lists.videosEmpty)).toBeInTheDocument();
  });

  it('shows the spec’s words when the feed is refused or cannot be fetched', async () => {
    api('Investor', { [FEED]: { status: 500, body: { message: 'boom' } } });
    const first = renderDashboard('/dashboard/Investor', 'Investor');
    expect(await screen.findByText(WORDS.lists.videosLoadFailed)).toBeInTheDocument();
    first.unmount();

    api('Investor', { [FEED]: 'network-error' });
    renderDashboard('/dashboard/Investor', 'Investor');
    expect(await screen.findByText(WORDS.lists.videosFetchError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('gives a Hustler one-click Create Videos and Create Blogs', async () => {
    api('Hustler');
    const user = userEvent.setup();
    renderDashboard('/dashboard/Hustler');
    await user.click(screen.getByRole('button', { name: 'Create Videos' }));
    expect(await screen.findByRole('dialog', { name: 'Create Videos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Blogs' }));
    expect(await screen.findByRole('dialog', { name: 'Create Blogs' })).toBeInTheDocument();
  });

  it('offers profile set-up only while the profile is empty', async () => {
    api('Investor', { [GET_USER]: { status: 200, body: ownUser('Investor') } });
    const first = renderDashboard('/dashboard/Investor', 'Investor');
    expect(await screen.findByRole('link', { name: /Set up your profile/ })).toHaveAttribute(
      'href',
      '/InvestorForm',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, ananya' })).toBeInTheDocument();
    first.unmount();

    api('Investor');
    renderDashboard('/dashboard/Investor', 'Investor');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ananya Rao' });
    expect(screen.queryByRole('link', { name: /Set up your profile/ })).not.toBeInTheDocument();
  });

  it('gives a job seeker their jobs home instead of the feed: new jobs, applications, saved jobs closing soon', async () => {
    const fetchMock = api('Jobseeker', {
      'GET /api/jobs?limit=12': {
        status: 200,
        body: { success: true, data: [GROWTH_INTERN], nextCursor: null },
      },
      'GET /api/jobs/applications/mine?limit=3': {
        status: 200,
        body: { success: true, data: [], nextCursor: null },
      },
      'GET /api/jobs/saved?limit=12': { status: 200, body: { success: true, data: [], nextCursor: null } },
    });
    renderDashboard('/dashboard/jobSeeker', 'Jobseeker');
    expect(screen.getByText('Job Seeker dashboard')).toBeInTheDocument();
    const jobs = await screen.findByRole('region', { name: 'New jobs' });
    expect(await within(jobs).findByRole('link', { name: 'Growth intern' })).toHaveAttribute(
      'href',
      '/jobs/job-1',
    );
    expect(within(jobs).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/jobs');
    const applications = screen.getByRole('region', { name: 'My applications' });
    expect(
      await within(applications).findByText(
        'You have not applied to a job yet. When you do, you will see here where each stands.',
      ),
    ).toBeInTheDocument();
    const saved = screen.getByRole('region', { name: 'Saved jobs closing soon' });
    expect(await within(saved).findByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
    await screen.findByRole('img', { name: 'Verified' });
    expect(callsOf(fetchMock).some((call) => call.key.startsWith(`GET ${API.feedPage}`))).toBe(false);
  });

  it('sends a path that is not a role, or another role’s, to the user’s own dashboard', async () => {
    api('Cofounder');
    const first = renderDashboard('/dashboard/Mentor', 'Cofounder');
    expect(await screen.findByText('Co-founder dashboard')).toBeInTheDocument();
    first.unmount();

    renderDashboard('/dashboard/Investor', 'Cofounder');
    expect(await screen.findByText('Co-founder dashboard')).toBeInTheDocument();
  });
});

describe('The sidebar target without a page of its own', () => {
  it('opens the own dashboard from /dashboard', async () => {
    api('Investor');
    renderDashboard('/dashboard', 'Investor');
    expect(await screen.findByText('Investor dashboard')).toBeInTheDocument();
  });
});

/** The current user's answer for an account made `ago` milliseconds before now. */
function joined(ago: number, details = { Username: 'Ananya Rao' }) {
  const answer = ownUser('Hustler', details);
  return { ...answer, user: { ...answer.user, createdAt: new Date(Date.now() - ago).toISOString() } };
}

describe('The dashboard greeting, new member or returning (issue 26)', () => {
  it('counts an account made within the last day as new', () => {
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    expect(isNewMember('2026-11-28T11:59:00.000Z', now)).toBe(true);
    expect(isNewMember(new Date(now - NEW_MEMBER_MS + 1000).toISOString(), now)).toBe(true);
    expect(isNewMember(new Date(now - NEW_MEMBER_MS).toISOString(), now)).toBe(false);
    expect(isNewMember('2025-05-01T00:00:00.000Z', now)).toBe(false);
    expect(isNewMember('not a date', now)).toBe(false);
  });

  it('says "Welcome", not "Welcome back", to a member who joined an hour ago', async () => {
    api('Hustler', { [GET_USER]: { status: 200, body: joined(60 * 60 * 1000) } });
    renderDashboard('/dashboard/Hustler');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ananya Rao' })).toBeInTheDocument();
  });

  it('greets a new member with no name yet by the email’s first part, and in Hindi', async () => {
    api('Hustler', { [GET_USER]: { status: 200, body: joined(5 * 60 * 1000, { Username: '' }) } });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderDashboard('/dashboard/Hustler');
    expect(await screen.findByRole('heading', { level: 1, name: 'स्वागत है, ananya' })).toBeInTheDocument();
  });

  it('says "Welcome back" to a member who joined more than a day ago', async () => {
    api('Hustler', { [GET_USER]: { status: 200, body: joined(NEW_MEMBER_MS + 60 * 1000) } });
    renderDashboard('/dashboard/Hustler');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ananya Rao' }),
    ).toBeInTheDocument();
  });
});
