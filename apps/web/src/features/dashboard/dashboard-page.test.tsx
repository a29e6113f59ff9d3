import { API, API_ERRORS, type Role } from '@ideaignite/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/auth-storage.ts';
import { callsOf, fakeApi, renderRoutes } from '../auth/test-utils.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { RoleDashboardRedirect } from './role-dashboard-redirect.tsx';

const VERIFY = `PUT ${API.verify}`;
const LOGOUT = `POST ${API.logout}`;
const VERIFIED = { status: 200, body: { message: API_ERRORS.verified, verified: true } };

function renderDashboard(path: string, role: Role = 'Hustler') {
  saveSession({ token: 'jwt-5', userId: 'user-5', role });
  return renderRoutes(
    <>
      <Route path="/dashboard" element={<RoleDashboardRedirect />} />
      <Route path="/dashboard/:role" element={<DashboardPage />} />
    </>,
    path,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('greets by the role in the path, whatever its case, and shows the verified badge', async () => {
    const fetchMock = fakeApi({ [VERIFY]: VERIFIED });
    renderDashboard('/dashboard/hustler');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to your Hustler dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your verification status' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Verified' })).toHaveAttribute(
      'src',
      '/brand/verified-badge.svg',
    );
    expect(callsOf(fetchMock)[0]?.headers.Authorization).toBe('Bearer jwt-5');
  });

  it('asks an unverified user to check their inbox', async () => {
    fakeApi({ [VERIFY]: { status: 200, body: { message: API_ERRORS.verificationSent, verified: false } } });
    renderDashboard('/dashboard/Investor', 'Investor');
    expect(await screen.findByText('Check your inbox to confirm your email address.')).toBeInTheDocument();
    expect(screen.getByText(API_ERRORS.verificationSent)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
  });

  it('tells a job seeker their features are not in the prototype yet', async () => {
    fakeApi({ [VERIFY]: VERIFIED });
    renderDashboard('/dashboard/jobSeeker', 'Jobseeker');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to your Job Seeker dashboard' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Job seeker features are coming soon — they are not part of this prototype yet.'),
    ).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Verified' });
  });

  it('sends a path that is not a role to the user’s own dashboard', async () => {
    fakeApi({ [VERIFY]: VERIFIED });
    renderDashboard('/dashboard/Mentor', 'Cofounder');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to your Co-founder dashboard' }),
    ).toBeInTheDocument();
  });

  it('signs out on the server and locally, then opens /signin', async () => {
    const fetchMock = fakeApi({ [VERIFY]: VERIFIED, [LOGOUT]: { status: 204 } });
    renderDashboard('/dashboard/Hustler');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Landed on /signin')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(callsOf(fetchMock).find((call) => call.key === LOGOUT)?.headers.Authorization).toBe(
      'Bearer jwt-5',
    );
  });

  it('signs out locally even when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({ [VERIFY]: VERIFIED, [LOGOUT]: 'network-error' });
    renderDashboard('/dashboard/Hustler');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Landed on /signin')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});

describe('RoleDashboardRedirect', () => {
  it('opens the signed-in user’s own dashboard', async () => {
    fakeApi({ [VERIFY]: VERIFIED });
    renderDashboard('/dashboard', 'Investor');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to your Investor dashboard' }),
    ).toBeInTheDocument();
  });
});
