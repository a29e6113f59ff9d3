import { ACCOUNT_API, API, API_ERRORS, NOTIFICATION_CHANNEL_DEFAULTS } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { callsOf, fakeApi, requested } from '../../test/fake-api.ts';
import { FIRST_LOAD, renderRoutes, signInAs } from '../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

const sessions = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    browser: 'Chrome',
    system: 'Windows',
    ip: '10.0.0.1',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastSeenAt: new Date().toISOString(),
    current: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    browser: 'Safari',
    system: 'iOS',
    ip: '10.0.0.2',
    createdAt: '2026-11-21T10:00:00.000Z',
    lastSeenAt: '2026-11-22T10:00:00.000Z',
    current: false,
  },
];
const open = () => renderRoutes(<Route path="/settings" element={<SettingsPage />} />, '/settings');

// Typing in three fields with userEvent is slow on a busy machine.
describe('SettingsPage', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('Investor'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    setLocale('en-IN');
  });

  it('reads in Hindi when Hindi is chosen: headings, labels, buttons and the mismatch message', async () => {
    fakeApi({ [`GET ${API.sessions}`]: () => ({ status: 200, body: { sessions } }) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    expect(document.documentElement.lang).toBe('hi-IN');
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'सेटिंग्स' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आप कहाँ-कहाँ साइन इन हैं' })).toBeInTheDocument();
    // The device in Hindi words around the names the server read from its user agent.
    const phone = (await screen.findByText('iOS पर Safari', {}, FIRST_LOAD)).closest('li')!;
    expect(within(phone).getByRole('button', { name: 'सेशन ख़त्म करें: iOS पर Safari, 10.0.0.2' })).toBeVisible();
    expect(screen.getByText('यह डिवाइस')).toBeInTheDocument();
    await user.type(screen.getByLabelText('नया पासवर्ड'), 'Sunrise#2026');
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा लिखें'), 'Sunset#2026');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(await screen.findByText('दोनों पासवर्ड एक जैसे नहीं हैं।')).toBeInTheDocument();
  });

  it('switches the language from Settings: at once, kept on the device, saved to the account', async () => {
    const fetchMock = fakeApi({
      [`GET ${API.sessions}`]: () => ({ status: 200, body: { sessions } }),
      [`PUT ${API.preferences}`]: () => ({ status: 200, body: { message: 'saved', locale: 'hi-IN' } }),
    });
    const user = userEvent.setup();
    open();
    const language = await screen.findByRole('group', { name: 'Language' }, FIRST_LOAD);
    const hindi = within(language).getByRole('radio', { name: 'हिन्दी' });
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(hindi);
    expect(await screen.findByRole('heading', { level: 1, name: 'सेटिंग्स' }, FIRST_LOAD)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('locale')).toBe('hi-IN');
    expect(
      within(screen.getByRole('group', { name: 'भाषा' })).getByRole('radio', { name: 'हिन्दी' }),
    ).toBeChecked();
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContainEqual(
        expect.objectContaining({ key: `PUT ${API.preferences}`, body: { locale: 'hi-IN' } }),
      ),
    );
    // Every later call asks for answers in Hindi.
    const put = callsOf(fetchMock).find((call) => call.key === `PUT ${API.preferences}`);
    expect(put?.headers['Accept-Language']).toBe('hi-IN');
  });

  it('switches the language by keyboard, keeping focus on the chosen option', async () => {
    fakeApi({
      [`GET ${API.sessions}`]: () => ({ status: 200, body: { sessions } }),
      [`PUT ${API.preferences}`]: () => ({ status: 200, body: { message: 'saved', locale: 'hi-IN' } }),
    });
    const user = userEvent.setup();
    open();
    const language = await screen.findByRole('group', { name: 'Language' }, FIRST_LOAD);
    within(language).getByRole('radio', { name: 'English' }).focus();
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('heading', { level: 1, name: 'सेटिंग्स' }, FIRST_LOAD);
    const hindi = within(screen.getByRole('group', { name: 'भाषा' })).getByRole('radio', { name: 'हिन्दी' });
    expect(hindi).toBeChecked();
    expect(hindi).toHaveFocus();
  });

  it("lists where you're signed in, marks this device, and ends another device's session", async () => {
    let list = sessions;
    const fetchMock = fakeApi({
      [`GET ${API.sessions}`]: () => ({ status: 200, body: { sessions: list } }),
      [`DELETE ${API.session(sessions[1]!.id)}`]: () => {
        list = [sessions[0]!];
        return { status: 204 };
      },
    });
    open();
    const phone = (await screen.findByText('Safari on iOS', {}, FIRST_LOAD)).closest('li')!;
    const laptop = screen.getByText('Chrome on Windows').closest('li')!;
    expect(within(laptop).getByText('This device')).toBeInTheDocument();
    expect(within(laptop).queryByRole('button', { name: /End session/ })).toBeNull();
    expect(within(phone).getByText(/10\.0\.0\.2/)).toBeInTheDocument();
    await userEvent.click(
      within(phone).getByRole('button', { name: 'End session: Safari on iOS, 10.0.0.2' }),
    );
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(requested(fetchMock)).toContain(`DELETE ${API.session(sessions[1]!.id)}`);
    expect(localStorage.getItem('token')).toBe('jwt-token');
  });

  it('"Sign out everywhere" ends every session and goes to sign-in', async () => {
    fakeApi({
      [`GET ${API.sessions}`]: { status: 200, body: { sessions } },
      [`DELETE ${API.sessions}`]: { status: 204 },
    });
    open();
    await screen.findByText('Safari on iOS', {}, FIRST_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Landed on /signin')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('changes the password with the current one, and shows the server words for a wrong one', async () => {
    let attempt = 0;
    const fetchMock = fakeApi({
      [`GET ${API.sessions}`]: { status: 200, body: { sessions } },
      [`GET ${API.email}`]: { status: 200, body: { email: 'investor@example.in', pendingEmail: null } },
      [`GET ${API.accountSettings}`]: {
        status: 200,
        body: {
          notifications: NOTIFICATION_CHANNEL_DEFAULTS,
          digest: 'off',
          privacy: {
            phone: 'everyone',
            email: 'everyone',
            discoverable: true,
            whoCanMessage: 'everyone',
            readReceipts: true,
            publicPosts: true,
            publicProfile: false,
            publicIndexable: false,
          },
          dataSaver: 'auto',
        },
      },
      [`GET ${ACCOUNT_API.exports}`]: { status: 200, body: { items: [] } },
      [`GET ${API.blocks}`]: { status: 200, body: { items: [], nextCursor: null } },
      [`POST ${API.changePassword}`]: () =>
        attempt++ === 0
          ? { status: 400, body: { message: API_ERRORS.wrongCurrentPassword } }
          : { status: 200, body: { message: API_ERRORS.passwordChanged } },
    });
    open();
    await screen.findByText('Safari on iOS', {}, FIRST_LOAD);
    await userEvent.type(screen.getByLabelText('Current password'), 'Old#Pass2025');
    await userEvent.type(screen.getByLabelText('New password'), 'New#Pass2026');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'Different#1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(requested(fetchMock)).not.toContain(`POST ${API.changePassword}`);

    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'New#Pass2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_ERRORS.wrongCurrentPassword);
    expect(localStorage.getItem('token')).toBe('jwt-token');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(API_ERRORS.passwordChanged)).toBeInTheDocument();
    const sent = callsOf(fetchMock).find((call) => call.key === `POST ${API.changePassword}`);
    expect(sent?.body).toEqual({ currentPassword: 'Old#Pass2025', newPassword: 'New#Pass2026' });
  });
});
