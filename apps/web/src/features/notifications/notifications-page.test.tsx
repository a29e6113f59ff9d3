import { API, MESSAGES, SOCIAL_MESSAGES, SOCKET_EVENTS } from '@ideaignite/contract';
import { MESSAGES_HI, NOTIFICATION_TEXTS_HI } from '@ideaignite/contract/hi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/messages.ts';
import { type FakeHandler, fakeApi, requested } from '../../test/fake-api.ts';
import { emitSocket, resetSocket } from '../../test/fake-socket.ts';
import { renderContent, renderRoutes, signInAs } from '../../test/render.tsx';
import { makeConnection, makeNotification } from '../../test/social-fixtures.ts';
import { NotificationsPage } from './notifications-page.tsx';
import { notificationsRoutes } from './routes.tsx';

/** The first render loads the page's code; on a busy machine that takes more than a second. */
const FIRST_LOAD = { timeout: 5000 };

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

const FIRST_PAGE = `GET ${API.notifications}?limit=20`;
const ignite = makeNotification({
  _id: 'n-ignite',
  type: 'ignite',
  message: 'Meera Nair ignited you about MeenVala and would like to connect.',
  entityId: 'c-1',
});
const like = makeNotification({
  _id: 'n-like',
  type: 'like',
  message: 'Aarav liked your video.',
  isRead: true,
});
const chat = makeNotification({
  _id: 'n-chat',
  type: 'message',
  message: 'Meera Nair sent you a message: “Hello”',
  actorId: 'u-meera',
});
const list = (items: unknown, nextCursor?: string): FakeHandler => ({
  status: 200,
  body: items,
  headers: nextCursor ? { 'X-Next-Cursor': nextCursor } : {},
});
const connections = (status: 'pending' | 'accepted' = 'pending'): FakeHandler => ({
  status: 200,
  body: {
    success: true,
    received: [makeConnection({ _id: 'c-1', hustlerId: 'u-meera', investorId: 'u-me', status })],
    sent: [],
  },
});

function renderPage(role: 'Investor' | 'Hustler' = 'Investor') {
  signInAs(role, 'u-me');
  return renderContent(<NotificationsPage />, { path: '/Notification' });
}

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

beforeEach(resetSocket);
afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('NotificationsPage', () => {
  it('reads in Hindi when Hindi is chosen: heading, New, links and buttons', async () => {
    fakeApi({ [FIRST_PAGE]: list([chat, like]), [`GET ${API.connections}`]: connections() });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'नोटिफ़िकेशन' }, FIRST_LOAD),
    ).toBeInTheDocument();
    await screen.findByText(chat.message, {}, FIRST_LOAD);
    const [first, second] = within(screen.getByRole('list', { name: 'नोटिफ़िकेशन' })).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('नया')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('link', { name: 'चैट खोलें' })).toHaveAttribute(
      'href',
      '/messages?to=u-meera',
    );
    expect(within(first as HTMLElement).getByRole('button', { name: 'पढ़ा हुआ मार्क करें' })).toBeVisible();
    expect(within(second as HTMLElement).getByRole('link', { name: 'वीडियो देखें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ मार्क करें' })).toBeInTheDocument();
  });

  it('words a notification from its params in Hindi, and one without params as the server sent it', async () => {
    const liked = makeNotification({
      _id: 'n-params',
      type: 'like',
      message: 'Aarav liked your video “Chai on wheels”.',
      params: { key: 'like', args: ['Aarav', 'Chai on wheels'] },
    });
    fakeApi({ [FIRST_PAGE]: list([liked, chat]), [`GET ${API.connections}`]: connections() });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage();
    const words = NOTIFICATION_TEXTS_HI.like('Aarav', 'Chai on wheels');
    expect(await screen.findByText(words, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(liked.message)).not.toBeInTheDocument();
    expect(screen.getByText(chat.message)).toBeInTheDocument();
  });

  it('says in Hindi that there are no notifications, and why they did not load', async () => {
    fakeApi({ [FIRST_PAGE]: list([]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const { unmount } = renderPage('Hustler');
    expect(await screen.findByText(MESSAGES_HI.lists.notificationsEmpty, {}, FIRST_LOAD)).toBeInTheDocument();
    unmount();

    fakeApi({ [FIRST_PAGE]: 'network-error' });
    renderPage('Hustler');
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(MESSAGES_HI.auth.networkError);
  });

  it('lists notifications newest first: unread marked New, ignite highlighted, with links and Load more', async () => {
    fakeApi({
      [FIRST_PAGE]: list([chat, ignite, like], 'next-1'),
      [`GET ${API.notifications}?limit=20&cursor=next-1`]: list([
        makeNotification({ _id: 'n-old', type: 'comment', message: 'Divya commented on your video.' }),
      ]),
      [`GET ${API.connections}`]: connections(),
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await screen.findByText(chat.message, {}, FIRST_LOAD);
    const [first, second, third] = items();
    expect(within(first as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('link', { name: 'Open chat' })).toHaveAttribute(
      'href',
      '/messages?to=u-meera',
    );
    expect(second).toHaveAttribute('data-type', 'ignite');
    expect(second).toHaveClass('bg-saffron-50');
    expect(within(second as HTMLElement).getByRole('link', { name: 'View connections' })).toHaveAttribute(
      'href',
      '/networking',
    );
    expect(within(third as HTMLElement).queryByText('New')).not.toBeInTheDocument();
    expect(within(third as HTMLElement).getByRole('link', { name: 'See videos' })).toHaveAttribute(
      'href',
      '/videos',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Divya commented on your video.')).toBeInTheDocument();
  });

  it("links a connection's new post to the list of its kind: videos, blogs or talks", async () => {
    const posted = (kind: 'Video' | 'Blog' | 'Talk') =>
      makeNotification({
        _id: `n-${kind}`,
        type: 'connection-post',
        message: `Meera Nair, one of your connections, posted a new ${kind.toLowerCase()}: “MeenVala”`,
        params: { key: `connectionPost${kind}`, args: ['Meera Nair', 'MeenVala'] },
      });
    fakeApi({
      [FIRST_PAGE]: list([posted('Video'), posted('Blog'), posted('Talk')]),
      [`GET ${API.connections}`]: connections(),
    });
    renderPage();
    await screen.findByText(/posted a new video/, {}, FIRST_LOAD);
    const links = items().map((item) => within(item).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['See videos', '/videos'],
      ['Read blogs', '/blogs'],
      ['See talks', '/talks'],
    ]);
  });

  it('marks one notification read, and all of them', async () => {
    const fetchMock = fakeApi({
      [FIRST_PAGE]: list([chat, ignite]),
      [`GET ${API.connections}`]: connections('accepted'),
      [`POST ${API.notificationRead('n-chat')}`]: { status: 200, body: { ...chat, isRead: true } },
      [`POST ${API.notificationsReadAll}`]: { status: 200, body: { count: 1 } },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(chat.message, {}, FIRST_LOAD);
    expect(screen.getAllByText('New')).toHaveLength(2);
    await user.click(within(items()[0] as HTMLElement).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getAllByText('New')).toHaveLength(1));
    expect(requested(fetchMock)).toContain(`POST ${API.notificationRead('n-chat')}`);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
    expect(requested(fetchMock)).toContain(`POST ${API.notificationsReadAll}`);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('lets the investor accept a pending Ignite and shows the server words', async () => {
    const accepted = makeConnection({
      _id: 'c-1',
      hustlerId: 'u-meera',
      investorId: 'u-me',
      status: 'accepted',
    });
    const fetchMock = fakeApi({
      [FIRST_PAGE]: list([ignite]),
      [`GET ${API.connections}`]: connections(),
      [`POST ${API.connectionAccept('c-1')}`]: {
        status: 200,
        body: { success: true, message: SOCIAL_MESSAGES.accepted, connection: accepted },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Accept/ }, FIRST_LOAD));
    expect(await screen.findByText(SOCIAL_MESSAGES.accepted)).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Decline/ })).not.toBeInTheDocument();
    expect(requested(fetchMock)).toContain(`POST ${API.connectionAccept('c-1')}`);
  });

  it('shows the server message when the Ignite was already answered', async () => {
    fakeApi({
      [FIRST_PAGE]: list([ignite]),
      [`GET ${API.connections}`]: connections(),
      [`POST ${API.connectionDecline('c-1')}`]: {
        status: 409,
        body: { message: SOCIAL_MESSAGES.alreadyAnswered },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Decline/ }, FIRST_LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent(SOCIAL_MESSAGES.alreadyAnswered);
  });

  it('gives a Hustler no Accept buttons and does not ask for connections', async () => {
    const fetchMock = fakeApi({ [FIRST_PAGE]: list([ignite]) });
    renderPage('Hustler');
    await screen.findByText(ignite.message, {}, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(requested(fetchMock)).not.toContain(`GET ${API.connections}`);
  });

  it('puts live notifications on top, and a grouped one again replaces its old copy', async () => {
    fakeApi({ [FIRST_PAGE]: list([chat, like]), [`GET ${API.connections}`]: connections() });
    renderPage();
    await screen.findByText(chat.message, {}, FIRST_LOAD);
    await emitSocket(
      SOCKET_EVENTS.notification,
      makeNotification({ _id: 'n-new', type: 'comment', message: 'Divya commented on your video.' }),
    );
    await waitFor(() => expect(items()[0]).toHaveTextContent('Divya commented on your video.'));
    await emitSocket(SOCKET_EVENTS.notification, {
      ...chat,
      message: 'Meera Nair sent you 2 messages',
      isRead: false,
    });
    await waitFor(() => expect(items()[0]).toHaveTextContent('Meera Nair sent you 2 messages'));
    expect(items()).toHaveLength(3);
    expect(screen.queryByText(chat.message)).not.toBeInTheDocument();
  });

  it('says when there are no notifications, and shows a failure with Try again', async () => {
    fakeApi({ [FIRST_PAGE]: list([]) });
    const { unmount } = renderPage('Hustler');
    expect(await screen.findByText(MESSAGES.lists.notificationsEmpty, {}, FIRST_LOAD)).toBeInTheDocument();
    unmount();

    fakeApi({ [FIRST_PAGE]: { status: 500, body: { message: 'Database is resting.' } } });
    renderPage('Hustler');
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent('Database is resting.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe("The notifications under the sidebars' spelling", () => {
  it('opens from /notifications', async () => {
    signInAs('Hustler', 'u-me');
    fakeApi({ [FIRST_PAGE]: list([like]) });
    renderRoutes(notificationsRoutes(), '/notifications');
    expect(await screen.findByText(like.message, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });
});
