import { ACCOUNT_SETTINGS_WORDS, API, PUSH_WORDS } from '@ideaignite/contract';
import { pushApi } from '@ideaignite/contract/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes, signInAs } from '../../../test/render.tsx';
import { makeAccountSettings } from '../../../test/settings-fixtures.ts';
import { PushDeviceCard } from './components/push-device-card.tsx';

const SETTINGS = makeAccountSettings();
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEY = 'B'.repeat(87);

/** A browser with push: a service worker whose push manager subscribes, and a permission prompt. */
function browserWithPush(permission: NotificationPermission, subscribed = false) {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      subscription = {
        endpoint: ENDPOINT,
        toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
        unsubscribe,
      } as unknown as PushSubscription;
      return subscription;
    }),
  };
  if (subscribed) void pushManager.subscribe();
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, {
      permission: 'default',
      requestPermission: vi.fn(async () => permission),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => ({ active: {}, pushManager })) },
  });
  return { pushManager, unsubscribe };
}

const open = () => renderRoutes(<Route path="/settings" element={<PushDeviceCard />} />, '/settings');

describe('Settings → Push on this device', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('Hustler'));
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
  });

  it('says when this browser cannot take pushes', async () => {
    fakeApi({ [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS } });
    open();
    expect(await screen.findByText(/This browser cannot show push notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on push' })).not.toBeInTheDocument();
  });

  it('turns push on with the permission and the server’s key, keeps the subscription, and turns it off', async () => {
    const { pushManager, unsubscribe } = browserWithPush('granted');
    const fetchMock = fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`GET ${pushApi.key.path}`]: { status: 200, body: { success: true, publicKey: KEY } },
      [`POST ${pushApi.subscribe.path}`]: {
        status: 201,
        body: { success: true, message: PUSH_WORDS.subscribed },
      },
      [`DELETE ${pushApi.unsubscribe.path}?${new URLSearchParams({ endpoint: ENDPOINT })}`]: {
        status: 200,
        body: { success: true, message: PUSH_WORDS.unsubscribed },
      },
    });
    open();
    // By keyboard: the one button changes its words, and focus stays on it both ways.
    (await screen.findByRole('button', { name: 'Turn on push' })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Push is on for this device.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off push' })).toHaveFocus();
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const posted = callsOf(fetchMock).find((call) => call.key === `POST ${pushApi.subscribe.path}`);
    expect(posted?.body).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    });

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Push is off for this device.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on push' })).toHaveFocus();
    expect(unsubscribe).toHaveBeenCalled();
    expect(callsOf(fetchMock).some((call) => call.key.startsWith(`DELETE ${pushApi.unsubscribe.path}`))).toBe(
      true,
    );
  });

  it('keeps a subscription this browser already has for the new sign-in (signing out forgot it on the server)', async () => {
    browserWithPush('granted', true);
    const fetchMock = fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`POST ${pushApi.subscribe.path}`]: {
        status: 201,
        body: { success: true, message: PUSH_WORDS.subscribed },
      },
    });
    open();
    expect(await screen.findByText('Push is on for this device.')).toBeInTheDocument();
    const posted = callsOf(fetchMock).find((call) => call.key === `POST ${pushApi.subscribe.path}`);
    expect(posted?.body).toMatchObject({ endpoint: ENDPOINT });
  });

  it('says so when the person blocks notifications', async () => {
    browserWithPush('denied');
    fakeApi({ [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push' }));
    expect(await screen.findByText(/Notifications are blocked for IdeaIgnite/)).toBeInTheDocument();
  });

  it('saves "Hide message text in notifications"', async () => {
    const fetchMock = fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`PUT ${API.accountSettings}`]: (init) => ({
        status: 200,
        body: { ...SETTINGS, ...JSON.parse(String(init?.body)), message: ACCOUNT_SETTINGS_WORDS.saved },
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('switch', { name: 'Hide message text in notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const put = callsOf(fetchMock).find((call) => call.key === `PUT ${API.accountSettings}`);
    expect(put?.body).toEqual({ pushHidesText: true });
  });
});
