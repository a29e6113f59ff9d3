import { API, API_ERRORS, WORDS } from '@ideaignite/contract';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/auth-storage.ts';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const CONFIRM = `POST ${API.confirmEmail}`;
const TOKEN = 'a1b2c3d4e5f6g7h8i9j0';

function renderVerify(search: string) {
  return renderRoutes(
    <Route path="/verify-email" element={<VerifyEmailPage />} />,
    { pathname: '/verify-email', search },
    { strict: true },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VerifyEmailPage', () => {
  it('confirms the token once, even in StrictMode, and says so', async () => {
    const fetchMock = fakeApi({ [CONFIRM]: { status: 200, body: { message: API_ERRORS.verifyLinkDone } } });
    renderVerify(`?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Confirming your email' })).toBeInTheDocument();
    expect(await screen.findByText(API_ERRORS.verifyLinkDone)).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([expect.objectContaining({ key: CONFIRM, body: { token: TOKEN } })]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('offers the dashboard to a signed-in user', async () => {
    saveSession({ token: 'jwt', userId: 'user-1', role: 'Cofounder' });
    fakeApi({ [CONFIRM]: { status: 200, body: { message: API_ERRORS.verifyLinkDone } } });
    renderVerify(`?token=${TOKEN}`);
    const link = await screen.findByRole('link', { name: 'Go to your dashboard' });
    expect(link).toHaveAttribute('href', '/dashboard/Cofounder');
  });

  it('shows the server message when the link is refused', async () => {
    fakeApi({ [CONFIRM]: { status: 400, body: { message: API_ERRORS.verifyLinkInvalid } } });
    renderVerify(`?token=${TOKEN}`);
    expect(await screen.findByText(API_ERRORS.verifyLinkInvalid)).toBeInTheDocument();
  });

  it('falls back to the invalid-link message when the server sends none', async () => {
    fakeApi({ [CONFIRM]: { status: 400 } });
    renderVerify(`?token=${TOKEN}`);
    expect(await screen.findByText(API_ERRORS.verifyLinkInvalid)).toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    fakeApi({ [CONFIRM]: 'network-error' });
    renderVerify(`?token=${TOKEN}`);
    expect(await screen.findByText(WORDS.auth.networkError)).toBeInTheDocument();
  });

  it('treats a link without a token as invalid, without calling the server', () => {
    const fetchMock = fakeApi({});
    renderVerify('');
    expect(screen.getByText(API_ERRORS.verifyLinkInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
