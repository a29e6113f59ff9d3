import { API, API_ERRORS, checklistDismissedKey, type Role } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateContentProvider } from '../../app/layouts/create-content-dialogs.tsx';
import { saveSession } from '../../lib/auth-storage.ts';
import { type FakeReply, fakeApi } from '../../test/fake-api.ts';
import { feedPage, ownUser } from '../../test/feed-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { feedRoutes, lazyDashboardPage } from './routes.tsx';

/** The page as the app loads it, with the other features' parts (app/pages/dashboard-page.tsx). */
const DashboardPage = lazyDashboardPage(() => import('../../app/pages/dashboard-page.tsx'));

vi.mock('../videos/components/video-upload-dialog.tsx', () => ({
  VideoUploadDialog: ({ open }: { open: boolean }) =>
    open ? <div role="dialog" aria-label="Create Videos" /> : null,
}));

const COMPLETENESS = `GET ${API.completeness}`;
/** The checklist's code is fetched when needed: a busy machine takes more than a second for it. */
const LAZY = { timeout: 10_000 };
const completeness = (score: number, missing: string[]): FakeReply => ({
  status: 200,
  body: { success: true, score, missing },
});

/** A member of `days` (in the first-run days, past the one-day "Welcome"): the "Get started" card is theirs. */
const joinedDaysAgo = (answer: ReturnType<typeof ownUser>, days: number) => ({
  ...answer,
  user: { ...answer.user, createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString() },
});

function api(role: Role, reply: FakeReply) {
  return fakeApi({
    [`PUT ${API.verify}`]: { status: 200, body: { message: API_ERRORS.verified, verified: true } },
    [`GET ${API.getUser}`]: {
      status: 200,
      body: joinedDaysAgo(ownUser(role, { Username: 'Ananya Rao' }), 3),
    },
    [`GET ${API.feedPage}?limit=12`]: { status: 200, body: feedPage([], []) },
    [COMPLETENESS]: reply,
  });
}

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderDashboard(path: string, role: Role) {
  saveSession({ token: 'jwt-5', userId: 'user-5', role });
  // The frame provides the Create popups (app/layouts/app-layout.tsx): a Hustler's dashboard opens them through it.
  const withSearch = (
    <CreateContentProvider enabled={role === 'Hustler'}>
      <Outlet />
      <Search />
    </CreateContentProvider>
  );
  return renderRoutes(<Route element={withSearch}>{feedRoutes(DashboardPage)}</Route>, path);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('The dashboard’s profile completeness', () => {
  it('greets a new Hustler with the two-step “Get started” card beside the completeness card; hidden, it stays hidden and focus goes to the greeting', async () => {
    api('Hustler', completeness(22, ['picture', 'project', 'pitchVideo', 'sector', 'stage', 'city', 'bio']));
    const first = renderDashboard('/dashboard/Hustler', 'Hustler');
    const start = await screen.findByRole('region', { name: 'Get started' });
    const steps = within(start).getByRole('list', { name: 'Your first steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/Update_profile', '/dashboard/Hustler?create=video']);
    expect(within(steps).getByRole('link', { name: 'Complete your profile' })).toHaveAccessibleDescription(
      /help the right people find you/,
    );
    expect(within(steps).getByRole('link', { name: 'Post a pitch video' })).toBeInTheDocument();
    // The completeness shows as the card (score and every missing item), not a second checklist.
    const card = await screen.findByRole('region', { name: 'Profile 22% complete' }, LAZY);
    expect(within(card).getAllByRole('link')).toHaveLength(7);
    expect(screen.getAllByRole('region', { name: 'Get started' })).toHaveLength(1);

    await userEvent.setup().click(within(start).getByRole('button', { name: 'Hide Get started' }));
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ananya Rao' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Profile 22% complete' })).toBeInTheDocument();
    expect(localStorage.getItem(checklistDismissedKey('user-5'))).toBe('true');
    first.unmount();

    renderDashboard('/dashboard/Hustler', 'Hustler');
    expect(await screen.findByRole('region', { name: 'Profile 22% complete' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  }, 20_000);

  it('is hidden for one user only: another account on the device still sees it', async () => {
    localStorage.setItem(checklistDismissedKey('user-other'), 'true');
    api('Hustler', completeness(22, ['picture', 'pitchVideo']));
    renderDashboard('/dashboard/Hustler', 'Hustler');
    expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
  });

  it.each([
    {
      role: 'Investor' as const,
      missing: ['picture', 'ticket', 'sector'],
      step: 'Set your ticket size and sectors',
      href: '/Update_profile#ticketMin',
    },
    {
      role: 'Cofounder' as const,
      missing: ['picture', 'commitment', 'vision'],
      step: 'Set your co-founder preferences',
      href: '/Update_profile#commitment',
    },
    {
      role: 'Jobseeker' as const,
      missing: ['picture', 'availability', 'city', 'aboutMe'],
      step: 'Find a job',
      href: '/jobs',
    },
  ])("leads a new $role from the profile to the role's first step", async ({ role, missing, step, href }) => {
    api(role, completeness(43, missing));
    renderDashboard(`/dashboard/${role}`, role);
    const start = await screen.findByRole('region', { name: 'Get started' });
    expect(within(start).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/Update_profile',
    );
    expect(within(start).getByRole('link', { name: step })).toHaveAttribute('href', href);
  });

  it.each([
    {
      role: 'Hustler' as const,
      missing: ['pitchVideo'],
      done: 'Complete your profile',
      open: 'Post a pitch video',
    },
    {
      role: 'Investor' as const,
      missing: ['picture', 'bio'],
      done: 'Set your ticket size and sectors',
      open: 'Complete your profile',
    },
  ])(
    'marks a $role step done when the completeness says so, and links only the other',
    async ({ role, missing, done, open }) => {
      api(role, completeness(80, missing));
      renderDashboard(`/dashboard/${role}`, role);
      const start = await screen.findByRole('region', { name: 'Get started' });
      expect(within(start).getAllByRole('link')).toHaveLength(1);
      expect(within(start).getByRole('link', { name: open })).toBeInTheDocument();
      expect(within(start).getByText(`(Done)`, { exact: false }).parentElement).toHaveTextContent(done);
    },
  );

  it('shows the job seeker the way to jobs even with a complete profile, until hidden', async () => {
    api('Jobseeker', completeness(100, []));
    renderDashboard('/dashboard/Jobseeker', 'Jobseeker');
    const start = await screen.findByRole('region', { name: 'Get started' });
    expect(within(start).getAllByRole('link')).toEqual([
      within(start).getByRole('link', { name: 'Find a job' }),
    ]);
  });

  it('shows nothing once the profile is complete', async () => {
    api('Investor', completeness(100, []));
    renderDashboard('/dashboard/Investor', 'Investor');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ananya Rao' });
    await screen.findByRole('img', { name: 'Verified' });
    // Both steps are done: no "Get started" card either.
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('opens Create Videos from a link (?create=video) and drops the parameter', async () => {
    api('Hustler', completeness(89, ['pitchVideo']));
    renderDashboard('/dashboard/Hustler?create=video', 'Hustler');
    expect(await screen.findByRole('dialog', { name: 'Create Videos' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'search' })).toBeEmptyDOMElement();
  });
});
