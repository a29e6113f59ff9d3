import { API, API_ERRORS, WORDS } from '@ideaignite/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberDeletionNotice } from '../../lib/deletion-notice.ts';
import { getLocale, setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { callsOf, deferred, type FakeReply, fakeApi } from '../../test/fake-api.ts';
import { renderRoutes, signInAs } from '../../test/render.tsx';
import { SigninPage } from './signin-page.tsx';

const SIGNIN = `POST ${API.signin}`;
const VERIFY = `PUT ${API.verify}`;
const INVESTOR = { message: API_ERRORS.signinSuccess, accessToken: 'jwt-9', id: 'user-9', role: 'Investor' };

function renderSignin(state?: unknown) {
  return renderRoutes(<Route path="/signin" element={<SigninPage />} />, { pathname: '/signin', state });
}

/** Where the router is, and how it got there (PUSH, REPLACE or POP). */
function Where() {
  return (
    <p>
      At {useLocation().pathname} by {useNavigationType()}
    </p>
  );
}

/** /signin opened from another page, so a replace is told from a push. */
function renderSigninAfter(previous: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[previous, '/signin']} initialIndex={1}>
        <Routes>
          <Route path="/signin" element={<SigninPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'vikram@fund.in');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setLocale('en-IN');
});

describe('SigninPage', () => {
  it('reads in Hindi when Hindi is chosen: heading, brand panel, labels, links and the button', async () => {
    fakeApi({});
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderSignin();
    expect(screen.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'जहाँ दमदार आइडिया को मिलते हैं उनका साथ देने वाले लोग।' }),
    ).toBeInTheDocument();
    expect(screen.getByText('इन्वेस्टर्स से मिलें')).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: /मुफ़्त में साइन अप करें/ })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
  });

  it('has labelled fields, the right autocomplete and a way to sign up', () => {
    fakeApi({});
    renderSignin();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: /sign up/i })).toHaveAttribute('href', '/signup');
  });

  it('sends a visit while signed in straight on to the role dashboard, replacing /signin (issue 26)', async () => {
    const fetchMock = fakeApi({});
    signInAs('Cofounder', 'user-3');
    renderSigninAfter('/Update_profile');
    expect(await screen.findByText('At /dashboard/Cofounder by REPLACE')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes a signed-in visit on to the page it was sent from, when there is one', async () => {
    fakeApi({});
    signInAs('Investor', 'user-9');
    renderSignin({ from: '/jobs' });
    expect(await screen.findByText('Landed on /jobs')).toBeInTheDocument();
  });

  it('keeps the form for a stored session whose role it does not know', () => {
    fakeApi({});
    localStorage.setItem('token', 'jwt-x');
    localStorage.setItem('userId', 'user-x');
    localStorage.setItem('role', 'Mentor');
    renderSignin();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows validation errors without calling the server', async () => {
    const fetchMock = fakeApi({});
    renderSignin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'vikram@');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the session, asks for the verification status and opens the role dashboard', async () => {
    const fetchMock = fakeApi({
      [SIGNIN]: { status: 200, body: INVESTOR },
      [VERIFY]: { status: 200, body: { message: API_ERRORS.verified, verified: true } },
    });
    renderSignin();
    await fillAndSubmit();
    expect(await screen.findByText('Landed on /dashboard/Investor')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('jwt-9');
    expect(localStorage.getItem('userId')).toBe('user-9');
    await waitFor(() => expect(callsOf(fetchMock).map((call) => call.key)).toEqual([SIGNIN, VERIFY]));
    const [signin, verify] = callsOf(fetchMock);
    expect(signin?.body).toEqual({ email: 'vikram@fund.in', password: 'correct horse' });
    expect(verify?.headers.Authorization).toBe('Bearer jwt-9');
  });

  it("takes on the account's language at sign-in, and keeps it on this device", async () => {
    fakeApi({
      [SIGNIN]: { status: 200, body: { ...INVESTOR, locale: 'hi-IN' } },
      [VERIFY]: { status: 200, body: { message: API_ERRORS.verified, verified: true } },
    });
    renderSignin();
    await fillAndSubmit();
    expect(await screen.findByText('Landed on /dashboard/Investor')).toBeInTheDocument();
    await waitFor(() => expect(getLocale()).toBe('hi-IN'), { timeout: 5000 });
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('locale')).toBe('hi-IN');
    localStorage.removeItem('locale');
  });

  it('says when the account will be erased though the app came to /signin by itself, and forgets it at sign-in', async () => {
    const notice =
      'Your account will be erased on 27 November 2026. Signing in before then cancels the deletion.';
    rememberDeletionNotice(notice);
    fakeApi({
      [SIGNIN]: { status: 200, body: INVESTOR },
      [VERIFY]: { status: 200, body: { message: API_ERRORS.verified, verified: true } },
    });
    renderSignin();
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await fillAndSubmit();
    expect(await screen.findByText('Landed on /dashboard/Investor')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('says a sign-in cancelled the deletion, with the way on focused, and goes on only when asked', async () => {
    fakeApi({
      [SIGNIN]: { status: 200, body: { ...INVESTOR, deletionCancelled: true } },
      [VERIFY]: { status: 200, body: { message: API_ERRORS.verified, verified: true } },
    });
    renderSignin();
    await fillAndSubmit();
    expect(
      await screen.findByText(
        'Welcome back! Signing in cancelled the deletion of your account — nothing will be erased.',
      ),
    ).toBeInTheDocument();
    const onward = screen.getByRole('link', { name: 'Continue' });
    await waitFor(() => expect(onward).toHaveFocus());
    expect(screen.queryByText(/Landed on/)).toBeNull();
    await userEvent.setup().keyboard('{Enter}');
    expect(await screen.findByText('Landed on /dashboard/Investor')).toBeInTheDocument();
  });

  it('still navigates when the verification call fails, and only logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ [SIGNIN]: { status: 200, body: INVESTOR }, [VERIFY]: 'network-error' });
    renderSignin();
    await fillAndSubmit();
    expect(await screen.findByText('Landed on /dashboard/Investor')).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(localStorage.getItem('token')).toBe('jwt-9');
  });

  it('returns to the page a signed-out visit came from', async () => {
    fakeApi({
      [SIGNIN]: { status: 200, body: INVESTOR },
      [VERIFY]: { status: 200, body: { message: '', verified: true } },
    });
    renderSignin({ from: '/messages?with=user-2' });
    await fillAndSubmit();
    expect(await screen.findByText('Landed on /messages')).toBeInTheDocument();
  });

  it("returns to a public page's address named by its Sign in link (?next=), never off the site", async () => {
    fakeApi({
      [SIGNIN]: { status: 200, body: INVESTOR },
      [VERIFY]: { status: 200, body: { message: '', verified: true } },
    });
    renderRoutes(<Route path="/signin" element={<SigninPage />} />, {
      pathname: '/signin',
      search: '?next=%2Fvideos%2Fv-1',
    });
    await fillAndSubmit();
    expect(await screen.findByText('Landed on /videos/v-1')).toBeInTheDocument();
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example'])(
    'ignores a ?next= of %s',
    async (next) => {
      fakeApi({
        [SIGNIN]: { status: 200, body: INVESTOR },
        [VERIFY]: { status: 200, body: { message: '', verified: true } },
      });
      renderRoutes(<Route path="/signin" element={<SigninPage />} />, {
        pathname: '/signin',
        search: `?next=${encodeURIComponent(next)}`,
      });
      await fillAndSubmit();
      expect(await screen.findByText('Landed on /dashboard/Investor')).toBeInTheDocument();
    },
  );

  it('ignores a return address that leaves the site', async () => {
    fakeApi({
      [SIGNIN]: { status: 200, body: INVESTOR },
      [VERIFY]: { status: 200, body: { message: '', verified: true } },
    });
    renderSignin({ from: '//evil.example/phish' });
    await fillAndSubmit();
    expect(await screen.findByText('Landed on /dashboard/Investor')).toBeInTheDocument();
  });

  it('goes to / when the answer names a role it does not know', async () => {
    fakeApi({ [SIGNIN]: { status: 200, body: { ...INVESTOR, role: 'Admin' } }, [VERIFY]: 'network-error' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSignin();
    await fillAndSubmit();
    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
  });

  it('shows the waiting screen that warns the first load may be slow', async () => {
    const reply = deferred<FakeReply>();
    fakeApi({ [SIGNIN]: () => reply.promise });
    renderSignin();
    await fillAndSubmit();
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    expect(screen.getByText('The first load may be slow — thanks for your patience.')).toBeInTheDocument();
    reply.resolve({ status: 401, body: { message: API_ERRORS.invalidCredentials } });
    expect(await screen.findByRole('alert')).toHaveTextContent(API_ERRORS.invalidCredentials);
  });

  it('shows the server message above the form and keeps what was typed', async () => {
    fakeApi({ [SIGNIN]: { status: 401, body: { message: API_ERRORS.invalidCredentials } } });
    renderSignin();
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(API_ERRORS.invalidCredentials);
    const form = screen.getByRole('button', { name: 'Login' }).closest('form') as Node;
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveValue('vikram@fund.in');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('falls back to the catalogue message when the server sends none', async () => {
    fakeApi({ [SIGNIN]: { status: 502 } });
    renderSignin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS.auth.signinFailed);
  });

  it('says so when the server cannot be reached', async () => {
    fakeApi({ [SIGNIN]: 'network-error' });
    renderSignin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS.auth.networkError);
  });
});
