import { ACCOUNT_SETTINGS_WORDS, type AccountSettings, API } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale.ts';
import { loadLocale } from '../../../lib/i18n/words.ts';
import { callsOf, fakeApi } from '../../../test/fake-api.ts';
import { FIRST_LOAD, renderRoutes, signInAs } from '../../../test/render.tsx';
import { makeAccountSettings } from '../../../test/settings-fixtures.ts';
import { ContactPrivacyCard } from './components/contact-privacy-card.tsx';
import { DiscoveryCard } from './components/discovery-card.tsx';
import { PublicPreviewsCard } from './components/public-previews-card.tsx';
import { ReadReceiptsCard } from './components/read-receipts-card.tsx';
import { WhoCanMessageCard } from './components/who-can-message-card.tsx';

const SETTINGS = makeAccountSettings({ phone: 'everyone' });
const open = () =>
  renderRoutes(
    <Route
      path="/settings"
      element={
        <>
          <ContactPrivacyCard />
          <DiscoveryCard />
          <PublicPreviewsCard />
          <WhoCanMessageCard />
          <ReadReceiptsCard />
        </>
      }
    />,
    '/settings',
  );
const saved = (init: RequestInit | undefined) => {
  const { privacy } = JSON.parse(String(init?.body)) as { privacy: Partial<AccountSettings['privacy']> };
  return {
    status: 200,
    body: {
      ...SETTINGS,
      privacy: { ...SETTINGS.privacy, ...privacy },
      message: ACCOUNT_SETTINGS_WORDS.saved,
    },
  };
};

describe('Settings → Privacy', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('Investor'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    setLocale('en-IN');
  });

  it('chooses who sees the phone and the email, each on its own, and saves them', async () => {
    const fetchMock = fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`PUT ${API.accountSettings}`]: saved,
    });
    const user = userEvent.setup();
    open();
    const phone = await screen.findByRole('group', { name: 'Phone number' }, FIRST_LOAD);
    const email = screen.getByRole('group', { name: 'Contact email' });
    expect(within(phone).getByRole('radio', { name: 'Everyone' })).toBeChecked();
    await user.click(within(phone).getByRole('radio', { name: 'My connections' }));
    // By keyboard: from Everyone, the arrow goes round to Nobody.
    within(email).getByRole('radio', { name: 'Everyone' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(email).getByRole('radio', { name: 'Nobody' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save contact privacy' }));
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContainEqual(
        expect.objectContaining({
          key: `PUT ${API.accountSettings}`,
          body: { privacy: { phone: 'connections', email: 'nobody' } },
        }),
      ),
    );
    const card = screen.getByRole('region', { name: 'Who sees your contact details' });
    expect(await within(card).findByRole('status')).toHaveTextContent('Saved');
  });

  it('turns discovery off with the switch by keyboard and saves it; errors are shown', async () => {
    let fail = true;
    const fetchMock = fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`PUT ${API.accountSettings}`]: (init) => {
        if (fail) {
          fail = false;
          return { status: 400, body: { message: ACCOUNT_SETTINGS_WORDS.invalidDiscoverable } };
        }
        return saved(init);
      },
    });
    const user = userEvent.setup();
    open();
    const discoverable = await screen.findByRole(
      'switch',
      { name: 'Show my profile in discovery' },
      FIRST_LOAD,
    );
    expect(discoverable).toBeChecked();
    discoverable.focus();
    await user.keyboard(' ');
    expect(discoverable).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save discovery choice' });
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SETTINGS_WORDS.invalidDiscoverable);
    await user.click(save);
    const card = screen.getByRole('region', { name: 'Appear in discovery' });
    expect(await within(card).findByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      callsOf(fetchMock)
        .filter((call) => call.key === `PUT ${API.accountSettings}`)
        .at(-1)?.body,
    ).toEqual({
      privacy: { discoverable: false },
    });
  });

  it('chooses who can message me and turns read receipts off, each saved on its own', async () => {
    const fetchMock = fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`PUT ${API.accountSettings}`]: saved,
    });
    const user = userEvent.setup();
    open();
    const everyone = await screen.findByRole(
      'radio',
      { name: /Strangers' first messages arrive as requests/ },
      FIRST_LOAD,
    );
    expect(everyone).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Only my connections/ }));
    await user.click(screen.getByRole('button', { name: 'Save who can message me' }));
    const messaging = screen.getByRole('region', { name: 'Who can message me' });
    expect(await within(messaging).findByRole('status')).toHaveTextContent('Saved');

    const receipts = screen.getByRole('switch', { name: 'Share read receipts and typing' });
    expect(receipts).toHaveAccessibleDescription(/neither send yours nor see anyone else's/);
    receipts.focus();
    await user.keyboard(' ');
    expect(receipts).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save read receipts choice' }));
    const card = screen.getByRole('region', { name: 'Read receipts and typing' });
    expect(await within(card).findByRole('status')).toHaveTextContent('Saved');
    const puts = callsOf(fetchMock).filter((call) => call.key === `PUT ${API.accountSettings}`);
    expect(puts.map((call) => call.body)).toEqual([
      { privacy: { whoCanMessage: 'connections' } },
      { privacy: { readReceipts: false } },
    ]);
  });

  it('turns public previews of the profile on and search engines on, posts off, saved together', async () => {
    const fetchMock = fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`PUT ${API.accountSettings}`]: saved,
    });
    const user = userEvent.setup();
    open();
    const posts = await screen.findByRole(
      'switch',
      { name: 'Public previews of my videos, blogs and talks' },
      FIRST_LOAD,
    );
    const profile = screen.getByRole('switch', { name: 'A public preview of my profile' });
    const indexable = screen.getByRole('switch', { name: 'Let search engines list my public previews' });
    // The defaults: posts on, the profile and search engines off.
    expect([posts, profile, indexable].map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
    ]);
    expect(profile).toHaveAccessibleDescription(/opens only for members/);
    await user.click(posts);
    profile.focus();
    await user.keyboard(' ');
    await user.click(indexable);
    await user.click(screen.getByRole('button', { name: 'Save public preview choices' }));
    const card = screen.getByRole('region', { name: 'Public previews' });
    expect(await within(card).findByRole('status')).toHaveTextContent('Saved');
    expect(
      callsOf(fetchMock)
        .filter((call) => call.key === `PUT ${API.accountSettings}`)
        .map((call) => call.body),
    ).toEqual([{ privacy: { publicPosts: false, publicProfile: true, publicIndexable: true } }]);
  });

  it('reads in Hindi', async () => {
    fakeApi({ [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS } });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    open();
    const phone = await screen.findByRole('group', { name: 'फ़ोन नंबर' }, FIRST_LOAD);
    expect(within(phone).getByRole('radio', { name: 'मेरे कनेक्शन' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'मेरी प्रोफ़ाइल खोज में दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपकी संपर्क जानकारी कौन देखे' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^सिर्फ़ मेरे कनेक्शन/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'रीड रसीदें और टाइपिंग दिखाएँ' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'मेरी प्रोफ़ाइल की सार्वजनिक झलक' })).not.toBeChecked();
  });
});
