import { API, CONNECTS_WORDS, type IgniteStatus, SOCKET_EVENTS, WORDS } from '@ideaignite/contract';
import { NOTIFICATION_TEXTS_HI, WORDS_HI } from '@ideaignite/contract/hi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { type FakeHandler, fakeApi, requested } from '../../test/fake-api.ts';
import { emitSocket, resetSocket } from '../../test/fake-socket.ts';
import { FIRST_LOAD, renderContent, renderRoutes, signInAs } from '../../test/render.tsx';
import { makeConnection, makeNotification } from '../../test/social-fixtures.ts';
import { NotificationsPage } from './notifications-page.tsx';
import { notificationsRoutes } from './routes.tsx';

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
const connections = (status: IgniteStatus = 'new'): FakeHandler => ({
  status: 200,
  body: {
    success: true,
    received: [makeConnection({ _id: 'c-1', hustlerId: 'u-meera', investorId: 'u-me', status })],
    sent: [],
  },
});
/** A Hustler's: the investor Priya asked to meet about Ignite c-9. */
const meetingNews = makeNotification({
  _id: 'n-meeting',
  type: 'ignite-meeting',
  message: 'Priya Raghavan would like to meet you about your Ignite.',
  actorId: 'u-priya',
  entityId: 'c-9',
});
const sentIgnites = (status: IgniteStatus): FakeHandler => ({
  status: 200,
  body: {
    success: true,
    received: [],
    sent: [makeConnection({ _id: 'c-9', hustlerId: 'u-me', investorId: 'u-priya', status })],
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

  it('shows a message request with a link to the requests, and a hidden post with its alert, in both languages', async () => {
    const request = makeNotification({
      _id: 'n-request',
      type: 'message-request',
      message: 'Kabir Sen wants to send you a message: “Hi”. It is in your message requests.',
      actorId: 'u-kabir',
      params: { key: 'messageRequest', args: ['Kabir Sen', 'Hi'] },
    });
    const hidden = makeNotification({
      _id: 'n-hidden',
      type: 'content-hidden',
      message: 'Our moderators hid “Fast money”.',
      params: { key: 'contentHidden', args: ['Fast money'] },
    });
    fakeApi({ [FIRST_PAGE]: list([request, hidden]), [`GET ${API.connections}`]: connections() });
    const view = renderPage();
    const link = await screen.findByRole('link', { name: 'See message requests' }, FIRST_LOAD);
    expect(link).toHaveAttribute('href', '/messages?folder=requests');
    expect(screen.getByText(/Our moderators hid “Fast money”, which you posted/)).toBeInTheDocument();
    view.unmount();
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage();
    expect(
      await screen.findByText(NOTIFICATION_TEXTS_HI.messageRequest('Kabir Sen', 'Hi'), {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मैसेज रिक्वेस्ट देखें' })).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATION_TEXTS_HI.contentHidden('Fast money'))).toBeInTheDocument();
  });

  it('says in Hindi that there are no notifications, and why they did not load', async () => {
    fakeApi({ [FIRST_PAGE]: list([]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const { unmount } = renderPage('Hustler');
    expect(await screen.findByText(WORDS_HI.lists.notificationsEmpty, {}, FIRST_LOAD)).toBeInTheDocument();
    unmount();

    fakeApi({ [FIRST_PAGE]: 'network-error' });
    renderPage('Hustler');
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(WORDS_HI.auth.networkError);
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
    expect(
      within(second as HTMLElement).getByRole('link', { name: 'Open your Ignite inbox' }),
    ).toHaveAttribute('href', '/ignites?open=c-1');
    expect(within(third as HTMLElement).queryByText('New')).not.toBeInTheDocument();
    expect(within(third as HTMLElement).getByRole('link', { name: 'See videos' })).toHaveAttribute(
      'href',
      '/videos',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Divya commented on your video.')).toBeInTheDocument();
  });

  it("opens the post a notice is about at its own address: a connection's new post, a like, a comment", async () => {
    const posted = (kind: 'Video' | 'Blog' | 'Talk') =>
      makeNotification({
        _id: `n-${kind}`,
        type: 'connection-post',
        message: `Meera Nair, one of your connections, posted a new ${kind.toLowerCase()}: “MeenVala”`,
        params: { key: `connectionPost${kind}`, args: ['Meera Nair', 'MeenVala'] },
        entityId: `p-${kind.toLowerCase()}`,
      });
    const liked = makeNotification({
      _id: 'n-like-blog',
      type: 'like',
      message: 'Meera Nair liked your blog “Chai”.',
      params: { key: 'likeBlog', args: ['Meera Nair', 'Chai'] },
      entityId: 'b-7',
    });
    const commented = makeNotification({
      _id: 'n-comment-talk',
      type: 'comment',
      message: 'Meera Nair commented on your talk “Chai”: “Yes”',
      params: { key: 'commentOnTalk', args: ['Meera Nair', 'Chai', 'Yes'], postId: 't-3' },
      entityId: 'c-1',
    });
    // Stored before posts had addresses: the comment is named, the post is not.
    const older = makeNotification({
      _id: 'n-comment-old',
      type: 'comment',
      message: 'Meera Nair commented on your blog “Chai”: “Old”',
      params: { key: 'commentOnBlog', args: ['Meera Nair', 'Chai', 'Old'] },
      entityId: 'c-0',
    });
    fakeApi({
      [FIRST_PAGE]: list([posted('Video'), posted('Blog'), posted('Talk'), liked, commented, older]),
      [`GET ${API.connections}`]: connections(),
    });
    renderPage();
    await screen.findByText(/posted a new video/, {}, FIRST_LOAD);
    const links = items().map((item) => within(item).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open the video', '/videos/p-video'],
      ['Open the blog', '/blogs/p-blog'],
      ['Open the talk', '/talks/p-talk'],
      ['Open the blog', '/blogs/b-7'],
      ['Open the talk', '/talks/t-3'],
      ['Read blogs', '/blogs'],
    ]);
  });

  it("links each Ignite step's news to where it is followed: the pipeline, or the chat once connected", async () => {
    const step = (type: string, message: string, actorId = 'u-priya') =>
      makeNotification({ _id: `n-${type}`, type, message, actorId, entityId: 'c-9' });
    fakeApi({
      [FIRST_PAGE]: list([
        step('ignite-viewed', 'Priya Raghavan viewed your Ignite.'),
        step('ignite-passed', 'Priya Raghavan passed on your Ignite.'),
        step('ignite-connected', 'Meera Nair accepted your meeting: you are connected.', 'u-meera'),
      ]),
    });
    renderPage();
    await screen.findByText(/viewed your Ignite/, {}, FIRST_LOAD);
    const links = items().map((item) => within(item).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['See your pipeline', '/pipeline'],
      ['See your pipeline', '/pipeline'],
      ['Open chat', '/messages?to=u-meera'],
    ]);
  });

  it('marks one notification read, and all of them', async () => {
    const fetchMock = fakeApi({
      [FIRST_PAGE]: list([chat, ignite]),
      [`GET ${API.connections}`]: connections('connected'),
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

  it('lets a Hustler accept a meeting right in its notification, and shows the server words', async () => {
    const connected = makeConnection({
      _id: 'c-9',
      hustlerId: 'u-me',
      investorId: 'u-priya',
      status: 'connected',
    });
    const fetchMock = fakeApi({
      [FIRST_PAGE]: list([meetingNews]),
      [`GET ${API.connections}`]: sentIgnites('meeting'),
      [`POST ${API.igniteAction('c-9', 'connect')}`]: {
        status: 200,
        body: { success: true, message: CONNECTS_WORDS.connected, connection: connected },
      },
    });
    const user = userEvent.setup();
    renderPage('Hustler');
    const item = await screen.findByText(meetingNews.message, {}, FIRST_LOAD);
    const row = item.closest('li') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'See your pipeline' })).toHaveAttribute('href', '/pipeline');
    await user.click(
      await within(row).findByRole('button', { name: 'Accept the meeting with Priya Raghavan' }, FIRST_LOAD),
    );
    expect(await screen.findByText(CONNECTS_WORDS.connected)).toBeInTheDocument();
    expect(requested(fetchMock)).toContain(`POST ${API.igniteAction('c-9', 'connect')}`);
    // Connected now: the button gave way to Message.
    expect(within(row).queryByRole('button', { name: /Accept the meeting/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Message Priya Raghavan' })).toHaveAttribute(
      'href',
      '/messages?to=u-priya',
    );
  });

  it('shows the server message when the meeting can no longer be accepted', async () => {
    fakeApi({
      [FIRST_PAGE]: list([meetingNews]),
      [`GET ${API.connections}`]: sentIgnites('meeting'),
      [`POST ${API.igniteAction('c-9', 'connect')}`]: {
        status: 409,
        body: { message: CONNECTS_WORDS.illegalTransition },
      },
    });
    const user = userEvent.setup();
    renderPage('Hustler');
    await user.click(await screen.findByRole('button', { name: /^Accept the meeting/ }, FIRST_LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTS_WORDS.illegalTransition);
  });

  it('gives an investor no move buttons on an Ignite, only the way into the inbox', async () => {
    const fetchMock = fakeApi({ [FIRST_PAGE]: list([ignite]) });
    renderPage('Investor');
    await screen.findByText(ignite.message, {}, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: /meeting|Pass/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your Ignite inbox' })).toHaveAttribute(
      'href',
      '/ignites?open=c-1',
    );
    expect(requested(fetchMock)).not.toContain(`GET ${API.connections}`);
  });

  it('offers no move when the meeting was already accepted', async () => {
    fakeApi({ [FIRST_PAGE]: list([meetingNews]), [`GET ${API.connections}`]: sentIgnites('connected') });
    renderPage('Hustler');
    await screen.findByText(meetingNews.message, {}, FIRST_LOAD);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'See your pipeline' })).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Accept the meeting/ })).not.toBeInTheDocument();
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
    expect(await screen.findByText(WORDS.lists.notificationsEmpty, {}, FIRST_LOAD)).toBeInTheDocument();
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
