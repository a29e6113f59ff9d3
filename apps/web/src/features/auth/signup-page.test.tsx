import { API, API_ERRORS, ROLE_FORM_ROUTES, ROLES, WORDS } from '@ideaignite/contract';
import { VALIDATION_WORDS_HI, WORDS_HI } from '@ideaignite/contract/hi';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { callsOf, deferred, type FakeReply, fakeApi } from '../../test/fake-api.ts';
import { renderRoutes, signInAs } from '../../test/render.tsx';
import { SignupPage } from './signup-page.tsx';

const SIGNUP = `POST ${API.signup}`;
const LANDING_TIMEOUT = { timeout: 3000 };

function renderSignup() {
  return renderRoutes(<Route path="/signup" element={<SignupPage />} />, '/signup');
}

async function fillAndSubmit(values: { email?: string; password?: string; role?: string } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), values.email ?? 'asha@example.in');
  await user.type(screen.getByLabelText('Password'), values.password ?? 'chai-and-code');
  if (values.role) await user.selectOptions(screen.getByLabelText('Role'), values.role);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('SignupPage', () => {
  it('offers the four roles, labelled for people and valued for the API', () => {
    fakeApi({});
    renderSignup();
    const options = Array.from((screen.getByLabelText('Role') as HTMLSelectElement).options);
    expect(options.map((option) => option.value)).toEqual([...ROLES]);
    expect(options.map((option) => option.textContent)).toEqual([
      'Hustler',
      'Investor',
      'Co-founder',
      'Job Seeker',
    ]);
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows validation errors under the fields without calling the server', async () => {
    const fetchMock = fakeApi({});
    renderSignup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(ROLES)(
    'after signing up as %s, stores the session and opens that role’s profile form',
    async (role) => {
      const fetchMock = fakeApi({
        [SIGNUP]: {
          status: 201,
          body: { message: WORDS.auth.signupSuccess, accessToken: 'jwt-1', id: 'user-1', role },
        },
      });
      renderSignup();
      await fillAndSubmit({ role });
      expect(await screen.findByText(WORDS.auth.signupSuccess)).toBeInTheDocument();
      expect(
        await screen.findByText(`Landed on ${ROLE_FORM_ROUTES[role]}`, {}, LANDING_TIMEOUT),
      ).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('jwt-1');
      expect(localStorage.getItem('userId')).toBe('user-1');
      expect(callsOf(fetchMock)).toEqual([
        expect.objectContaining({
          key: SIGNUP,
          body: { email: 'asha@example.in', password: 'chai-and-code', role },
        }),
      ]);
    },
  );

  it('sends a visit while signed in straight on to the role dashboard (issue 26)', async () => {
    const fetchMock = fakeApi({});
    signInAs('Jobseeker', 'user-4');
    renderSignup();
    expect(await screen.findByText('Landed on /dashboard/Jobseeker')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to / when the answer names a role it does not know', async () => {
    fakeApi({
      [SIGNUP]: { status: 201, body: { message: 'ok', accessToken: 'jwt-1', id: 'user-1', role: 'Mentor' } },
    });
    renderSignup();
    await fillAndSubmit();
    expect(await screen.findByText('Landed on /', {}, LANDING_TIMEOUT)).toBeInTheDocument();
  });

  it('shows a full-screen waiting message while the account is created', async () => {
    const reply = deferred<FakeReply>();
    fakeApi({ [SIGNUP]: () => reply.promise });
    renderSignup();
    await fillAndSubmit();
    expect(await screen.findByText('Creating your account…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up', hidden: true })).toBeDisabled();
    reply.resolve({ status: 409, body: { message: API_ERRORS.emailTaken } });
    expect(await screen.findByRole('alert')).toHaveTextContent(API_ERRORS.emailTaken);
    expect(screen.queryByText('Creating your account…')).not.toBeInTheDocument();
  });

  it('shows the server message above the form and gives the form back with its values', async () => {
    fakeApi({ [SIGNUP]: { status: 409, body: { message: API_ERRORS.emailTaken } } });
    renderSignup();
    await fillAndSubmit({ role: 'Investor' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(API_ERRORS.emailTaken);
    const form = screen.getByRole('button', { name: 'Sign Up' }).closest('form');
    expect(form).not.toBeNull();
    expect(alert.compareDocumentPosition(form as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Password')).toHaveValue('chai-and-code');
    expect(screen.getByLabelText('Role')).toHaveValue('Investor');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('falls back to "Signup failed" when the server sends no message', async () => {
    fakeApi({ [SIGNUP]: { status: 500 } });
    renderSignup();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS.auth.signupFailed);
  });

  it('says so when the server cannot be reached', async () => {
    fakeApi({ [SIGNUP]: 'network-error' });
    renderSignup();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS.auth.networkError);
  });

  it('lets the password be shown and hidden again', async () => {
    fakeApi({});
    renderSignup();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password'));
  });
});

describe('SignupPage in Hindi', () => {
  async function inHindi() {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
  }

  it('shows the schema’s validation messages in Hindi under the fields', async () => {
    const fetchMock = fakeApi({});
    await inHindi();
    renderSignup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ईमेल'), 'not-an-email');
    await user.type(screen.getByLabelText('पासवर्ड'), 'short');
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText(VALIDATION_WORDS_HI.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_WORDS_HI.passwordTooShort)).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in Hindi when the server cannot be reached, and when the account is made', async () => {
    fakeApi({ [SIGNUP]: 'network-error' });
    await inHindi();
    renderSignup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.in');
    await user.type(screen.getByLabelText('पासवर्ड'), 'chai-and-code');
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS_HI.auth.networkError);

    fakeApi({
      [SIGNUP]: {
        status: 201,
        body: {
          message: WORDS_HI.auth.signupSuccess,
          accessToken: 'jwt-1',
          id: 'user-1',
          role: 'Hustler',
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText(WORDS_HI.auth.signupSuccess)).toBeInTheDocument();
  });
});
