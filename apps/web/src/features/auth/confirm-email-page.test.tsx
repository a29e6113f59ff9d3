import { API, EMAIL_CHANGE_MESSAGES } from '@ideaignite/contract';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/auth-storage.ts';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ConfirmEmailPage } from './confirm-email-page.tsx';

const CONFIRM = `POST ${API.emailConfirm}`;
const TOKEN = 'a1b2c3d4e5f6g7h8i9j0';

const renderConfirm = (search: string) =>
  renderRoutes(
    <Route path="/confirm-email" element={<ConfirmEmailPage />} />,
    { pathname: '/confirm-email', search },
    { strict: true },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ConfirmEmailPage', () => {
  it('confirms the new address once, even in StrictMode, and offers sign-in', async () => {
    const fetchMock = fakeApi({ [CONFIRM]: { status: 200, body: { message: EMAIL_CHANGE_MESSAGES.done } } });
    renderConfirm(`?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Confirming your new address' })).toBeInTheDocument();
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.done)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email address changed' })).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([expect.objectContaining({ key: CONFIRM, body: { token: TOKEN } })]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('leads a signed-in user back to Settings', async () => {
    saveSession({ token: 'jwt', userId: 'user-1', role: 'Investor' });
    fakeApi({ [CONFIRM]: { status: 200, body: { message: EMAIL_CHANGE_MESSAGES.done } } });
    renderConfirm(`?token=${TOKEN}`);
    const link = await screen.findByRole('link', { name: 'Back to settings' });
    expect(link).toHaveAttribute('href', '/settings#account');
  });

  it('says clearly when the link was used, replaced or expired', async () => {
    fakeApi({ [CONFIRM]: { status: 400, body: { message: EMAIL_CHANGE_MESSAGES.linkInvalid } } });
    renderConfirm(`?token=${TOKEN}`);
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'We could not change your email address' }),
    ).toBeInTheDocument();
  });

  it('needs no call without a token', () => {
    const fetchMock = fakeApi({});
    renderConfirm('');
    expect(screen.getByText(EMAIL_CHANGE_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
