import {
  ACCOUNT_SETTINGS_WORDS,
  type AccountSettings,
  API,
  NOTIFICATION_CHANNEL_DEFAULTS,
  NOTIFICATION_KINDS,
} from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale.ts';
import { loadLocale } from '../../../lib/i18n/words.ts';
import { callsOf, deferred, type FakeReply, fakeApi } from '../../../test/fake-api.ts';
import { FIRST_LOAD, renderRoutes, signInAs } from '../../../test/render.tsx';
import { DigestCard } from './components/digest-card.tsx';
import { NotificationChannelsCard } from './components/notification-channels-card.tsx';

const SETTINGS: AccountSettings = {
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
  pushHidesText: false,
};
const open = () =>
  renderRoutes(
    <Route
      path="/settings"
      element={
        <>
          <NotificationChannelsCard />
          <DigestCard />
        </>
      }
    />,
    '/settings',
  );
/** The server's answer to a PUT: the settings with the update applied. */
const saved = (init: RequestInit | undefined) => {
  const update = JSON.parse(String(init?.body)) as Partial<AccountSettings>;
  return {
    status: 200,
    body: { ...SETTINGS, ...update, message: ACCOUNT_SETTINGS_WORDS.saved },
  };
};

describe('Settings → Notifications', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('Hustler'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    setLocale('en-IN');
  });

  it('shows each kind × channel as labelled checkboxes, toggled by keyboard, saved with "Saved"', async () => {
    const fetchMock = fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`PUT ${API.accountSettings}`]: saved,
    });
    const user = userEvent.setup();
    open();
    const commentsByEmail = await screen.findByRole(
      'checkbox',
      { name: 'Comments on my posts: By email' },
      FIRST_LOAD,
    );
    expect(commentsByEmail).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ignites and their answers: By email' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Likes on my videos: In the app' })).toBeChecked();
    // Every kind (job applications too, issue 25) in the app, by email and by push (issue 29).
    const grid = screen.getByRole('region', { name: 'Where notifications reach you' });
    expect(within(grid).getAllByRole('checkbox')).toHaveLength(NOTIFICATION_KINDS.length * 3);
    expect(within(grid).getByRole('checkbox', { name: 'Messages: By push' })).toBeChecked();
    expect(within(grid).getByRole('checkbox', { name: 'Likes on my videos: By push' })).not.toBeChecked();
    commentsByEmail.focus();
    await user.keyboard(' ');
    expect(commentsByEmail).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Likes on my videos: In the app' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    const card = screen.getByRole('region', { name: 'Where notifications reach you' });
    expect(await within(card).findByRole('status')).toHaveTextContent('Saved');
    const put = callsOf(fetchMock).find((call) => call.key === `PUT ${API.accountSettings}`);
    expect(put?.body).toEqual({
      notifications: {
        ...NOTIFICATION_CHANNEL_DEFAULTS,
        comment: { inApp: true, email: true, push: false },
        like: { inApp: false, email: false, push: false },
      },
    });
    // A new change takes "Saved" away until it is saved too.
    await user.click(commentsByEmail);
    expect(within(card).getByRole('status')).toHaveTextContent('');
  });

  it('shows the server’s error and keeps the choice on screen', async () => {
    fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`PUT ${API.accountSettings}`]: {
        status: 400,
        body: { message: ACCOUNT_SETTINGS_WORDS.invalidChannel },
      },
    });
    const user = userEvent.setup();
    open();
    const messages = await screen.findByRole('checkbox', { name: 'Messages: By email' }, FIRST_LOAD);
    await user.click(messages);
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SETTINGS_WORDS.invalidChannel);
    expect(messages).toBeChecked();
  });

  it('chooses the daily digest by keyboard and saves it', async () => {
    const fetchMock = fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`PUT ${API.accountSettings}`]: saved,
    });
    const user = userEvent.setup();
    open();
    const digest = await screen.findByRole('group', { name: 'Daily email digest' }, FIRST_LOAD);
    const off = within(digest).getByRole('radio', { name: 'Off' });
    expect(off).toBeChecked();
    off.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(digest).getByRole('radio', { name: 'Daily' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save digest' }));
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContainEqual(
        expect.objectContaining({ key: `PUT ${API.accountSettings}`, body: { digest: 'daily' } }),
      ),
    );
    const card = screen.getByRole('region', { name: 'Daily email digest' });
    expect(await within(card).findByRole('status')).toHaveTextContent('Saved');
  });

  it('keeps keyboard focus on Save while it saves and once it is saved', async () => {
    const reply = deferred<FakeReply>();
    fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`PUT ${API.accountSettings}`]: () => reply.promise,
    });
    const user = userEvent.setup();
    open();
    (await screen.findByRole('button', { name: 'Save digest' }, FIRST_LOAD)).focus();
    await user.keyboard('{Enter}');
    // Busy rather than disabled: a disabled button would drop focus to <body>.
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveFocus();
    expect(saving).toBeEnabled();
    reply.resolve(saved({ body: JSON.stringify({ digest: 'off' }) }));
    const card = screen.getByRole('region', { name: 'Daily email digest' });
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Saved'));
    expect(within(card).getByRole('button', { name: 'Save digest' })).toHaveFocus();
  });

  it('reads in Hindi', async () => {
    fakeApi({ [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS } });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    open();
    expect(
      await screen.findByRole('checkbox', { name: 'मेरी पोस्ट पर कमेंट: ईमेल से' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'नोटिफ़िकेशन आप तक कहाँ पहुँचें' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'रोज़' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नोटिफ़िकेशन सेटिंग्स सेव करें' })).toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded', async () => {
    fakeApi({});
    open();
    expect((await screen.findAllByRole('alert', {}, FIRST_LOAD)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
