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

function api(role: Role, reply: FakeReply) {
  return fakeApi({
    [`PUT ${API.verify}`]: { status: 200, body: { message: API_ERRORS.verified, verified: true } },
    [`GET ${API.getUser}`]: { status: 200, body: ownUser(role, { Username: 'Ananya Rao' }) },
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
  it('greets a new user with the “Get started” checklist; hidden, it stays hidden and the card takes its place', async () => {
    api('Hustler', completeness(22, ['picture', 'project', 'pitchVideo', 'sector', 'stage', 'city', 'bio']));
    const first = renderDashboard('/dashboard/Hustler', 'Hustler');
    const checklist = await screen.findByRole('region', { name: 'Get started' }, LAZY);
    expect(within(checklist).getAllByRole('link')).toHaveLength(4);
    expect(within(checklist).getByRole('link', { name: 'Add a pitch video' })).toHaveAttribute(
      'href',
      '/dashboard/Hustler?create=video',
    );
    await userEvent.setup().click(within(checklist).getByRole('button', { name: 'Hide the checklist' }));
    const card = screen.getByRole('region', { name: 'Profile 22% complete' });
    expect(within(card).getByRole('heading', { name: 'Profile 22% complete' })).toHaveFocus();
    expect(within(card).getAllByRole('link')).toHaveLength(7);
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    expect(localStorage.getItem(checklistDismissedKey('user-5'))).toBe('true');
    first.unmount();

    renderDashboard('/dashboard/Hustler', 'Hustler');
    expect(await screen.findByRole('region', { name: 'Profile 22% complete' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows on the job seeker’s coming-soon dashboard too', async () => {
    api('Jobseeker', completeness(43, ['picture', 'availability', 'city', 'aboutMe']));
    renderDashboard('/dashboard/Jobseeker', 'Jobseeker');
    const checklist = await screen.findByRole('region', { name: 'Get started' }, LAZY);
    expect(within(checklist).getByRole('link', { name: 'Say when you can start' })).toHaveAttribute(
      'href',
      '/Update_profile#availability',
    );
  });

  it('shows nothing once the profile is complete', async () => {
    api('Investor', completeness(100, []));
    renderDashboard('/dashboard/Investor', 'Investor');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ananya Rao' });
    await screen.findByRole('img', { name: 'Verified' });
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
