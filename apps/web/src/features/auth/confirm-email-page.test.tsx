import { API, API_ERRORS, EMAIL_CHANGE_WORDS } from '@ideaignite/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveSession } from '../../lib/auth-storage.ts';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { SigninPage } from './signin-page.tsx';
import { en } from './words/en.ts';

const CONFIRM = `POST ${API.emailConfirm}`;
const SIGNIN = `POST ${API.signin}`;
const TOKEN = 'a1b2c3d4e5f6g7h8i9j0';

const renderConfirm = (search: string) =>
  renderRoutes(
    <>
      <Route path="/confirm-email" element={<ConfirmEmailPage />} />
      <Route path="/signin" element={<SigninPage />} />
    </>,
    { pathname: '/confirm-email', search },
    { strict: true },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ConfirmEmailPage', () => {
  it('confirms the new address once, even in StrictMode, as the signed-in account, and leads back to Settings', async () => {
    saveSession({ token: 'jwt', userId: 'user-1', role: 'Investor' });
    const fetchMock = fakeApi({ [CONFIRM]: { status: 200, body: { message: EMAIL_CHANGE_WORDS.done } } });
    renderConfirm(`?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Confirming your new address' })).toBeInTheDocument();
    expect(await screen.findByText(EMAIL_CHANGE_WORDS.done)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email address changed' })).toBeInTheDocument();
    const calls = callsOf(fetchMock);
    expect(calls).toEqual([expect.objectContaining({ key: CONFIRM, body: { token: TOKEN } })]);
    expect(calls[0]?.headers.Authorization).toBe('Bearer jwt');
    const link = screen.getByRole('link', { name: 'Back to settings' });
    expect(link).toHaveAttribute('href', '/settings#account');
  });

  it('sends a signed-out visitor to sign in, says why, and brings them back to the link to finish', async () => {
    const fetchMock = fakeApi({
      [SIGNIN]: {
        status: 200,
        body: { message: API_ERRORS.signinSuccess, accessToken: 'jwt-2', id: 'user-2', role: 'Hustler' },
      },
      [`PUT ${API.verify}`]: { status: 200, body: { message: API_ERRORS.verified, verified: true } },
      [CONFIRM]: { status: 200, body: { message: EMAIL_CHANGE_WORDS.done } },
    });
    renderConfirm(`?token=${TOKEN}`);
    expect(await screen.findByText(en.changeSignInFirst)).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([]);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'meera@startup.in');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(EMAIL_CHANGE_WORDS.done)).toBeInTheDocument();
    const confirm = callsOf(fetchMock).find((call) => call.key === CONFIRM);
    expect(confirm).toEqual(expect.objectContaining({ body: { token: TOKEN } }));
    expect(confirm?.headers.Authorization).toBe('Bearer jwt-2');
  });

  it('a session the server no longer knows (401) signs out and leads to sign-in, keeping the link', async () => {
    saveSession({ token: 'stale', userId: 'user-1', role: 'Investor' });
    fakeApi({ [CONFIRM]: { status: 401, body: { message: API_ERRORS.invalidToken } } });
    renderConfirm(`?token=${TOKEN}`);
    expect(await screen.findByText(en.changeSignInFirst)).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('says clearly when the link was used, replaced, expired or is another account’s', async () => {
    saveSession({ token: 'jwt', userId: 'user-1', role: 'Investor' });
    fakeApi({ [CONFIRM]: { status: 400, body: { message: EMAIL_CHANGE_WORDS.linkInvalid } } });
    renderConfirm(`?token=${TOKEN}`);
    expect(await screen.findByText(EMAIL_CHANGE_WORDS.linkInvalid)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'We could not change your email address' }),
    ).toBeInTheDocument();
  });

  it('needs no call without a token, and offers sign-in', () => {
    const fetchMock = fakeApi({});
    renderConfirm('');
    expect(screen.getByText(EMAIL_CHANGE_WORDS.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
