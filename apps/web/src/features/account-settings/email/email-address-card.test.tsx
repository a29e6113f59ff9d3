import { API, API_ERRORS, EMAIL_CHANGE_WORDS, VALIDATION_WORDS } from '@ideaignite/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale.ts';
import { loadLocale } from '../../../lib/i18n/words.ts';
import { callsOf, deferred, type FakeReply, fakeApi, requested } from '../../../test/fake-api.ts';
import { renderRoutes, signInAs } from '../../../test/render.tsx';
import { EmailAddressCard } from './email-address-card.tsx';

const CURRENT = 'asha@example.in';
const NEW = 'asha.new@example.in';
const open = () => renderRoutes(<Route path="/settings" element={<EmailAddressCard />} />, '/settings');

describe('Settings → Email address', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('Hustler'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    setLocale('en-IN');
  });

  it('asks for the change with the current password, then shows the address waiting for its link', async () => {
    const fetchMock = fakeApi({
      [`GET ${API.email}`]: { status: 200, body: { email: CURRENT, pendingEmail: null } },
      [`POST ${API.email}`]: {
        status: 200,
        body: { message: EMAIL_CHANGE_WORDS.requested, email: CURRENT, pendingEmail: NEW },
      },
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText(CURRENT)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New email address'), NEW);
    await user.type(screen.getByLabelText('Your password'), 'Ignite#2025');
    await user.click(screen.getByRole('button', { name: 'Change email address' }));

    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_CHANGE_WORDS.requested);
    expect(screen.getByText(/We sent a link to asha\.new@example\.in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeVisible();
    expect(screen.getByLabelText('New email address')).toHaveValue('');
    expect(callsOf(fetchMock).find((call) => call.key === `POST ${API.email}`)?.body).toEqual({
      newEmail: NEW,
      currentPassword: 'Ignite#2025',
    });
  });

  it('checks the form before sending and shows the server’s refusal', async () => {
    const fetchMock = fakeApi({
      [`GET ${API.email}`]: { status: 200, body: { email: CURRENT, pendingEmail: null } },
      [`POST ${API.email}`]: { status: 400, body: { message: API_ERRORS.wrongCurrentPassword } },
    });
    const user = userEvent.setup();
    open();
    await screen.findByText(CURRENT);
    await user.type(screen.getByLabelText('New email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByText(VALIDATION_WORDS.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_WORDS.currentPasswordRequired)).toBeInTheDocument();
    expect(requested(fetchMock)).toEqual([`GET ${API.email}`]);

    await user.clear(screen.getByLabelText('New email address'));
    await user.type(screen.getByLabelText('New email address'), NEW);
    await user.type(screen.getByLabelText('Your password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_ERRORS.wrongCurrentPassword);
  });

  it('keeps keyboard focus on the submit button while the change is sent; a refusal takes it', async () => {
    const reply = deferred<FakeReply>();
    fakeApi({
      [`GET ${API.email}`]: { status: 200, body: { email: CURRENT, pendingEmail: null } },
      [`POST ${API.email}`]: () => reply.promise,
    });
    const user = userEvent.setup();
    open();
    await screen.findByText(CURRENT);
    await user.type(screen.getByLabelText('New email address'), NEW);
    await user.type(screen.getByLabelText('Your password'), 'wrong-one');
    await user.keyboard('{Enter}');
    // Busy rather than disabled: a disabled button would drop focus to <body>.
    const sending = await screen.findByRole('button', { name: 'Sending the link…' });
    sending.focus();
    expect(sending).toHaveFocus();
    reply.resolve({ status: 400, body: { message: API_ERRORS.wrongCurrentPassword } });
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(API_ERRORS.wrongCurrentPassword);
    expect(document.activeElement).toContainElement(refusal);
  });

  it('resends and cancels a waiting change; after cancelling, focus lands on the outcome', async () => {
    const fetchMock = fakeApi({
      [`GET ${API.email}`]: { status: 200, body: { email: CURRENT, pendingEmail: NEW } },
      [`POST ${API.emailResend}`]: {
        status: 200,
        body: { message: EMAIL_CHANGE_WORDS.resent, email: CURRENT, pendingEmail: NEW },
      },
      [`DELETE ${API.emailPending}`]: {
        status: 200,
        body: { message: EMAIL_CHANGE_WORDS.cancelled, email: CURRENT, pendingEmail: null },
      },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_CHANGE_WORDS.resent);

    await user.click(screen.getByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByText(EMAIL_CHANGE_WORDS.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the change' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status').parentElement).toHaveFocus());
    expect(requested(fetchMock)).toEqual([
      `GET ${API.email}`,
      `POST ${API.emailResend}`,
      `DELETE ${API.emailPending}`,
    ]);
  });

  it('reads in Hindi', async () => {
    fakeApi({ [`GET ${API.email}`]: { status: 200, body: { email: CURRENT, pendingEmail: NEW } } });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    open();
    expect(await screen.findByRole('heading', { name: 'ईमेल पता' })).toBeInTheDocument();
    expect(await screen.findByText('कन्फ़र्मेशन का इंतज़ार')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदलाव रद्द करें' })).toBeVisible();
    expect(screen.getByLabelText('नया ईमेल पता')).toBeInTheDocument();
  });
});
