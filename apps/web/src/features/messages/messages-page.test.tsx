import { API, MESSAGES_WORDS, SOCKET_EVENTS, WORDS } from '@ideaignite/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { type FakeHandler, fakeApi, requested } from '../../test/fake-api.ts';
import { emitSocket, resetSocket, socketEmits } from '../../test/fake-socket.ts';
import { renderContent, signInAs } from '../../test/render.tsx';
import { makeChat, makeMessage, person } from '../../test/social-fixtures.ts';
import { MessagesPage } from './messages-page.tsx';

/** The first render loads the page's code; on a busy machine that takes more than a second. */
const FIRST_LOAD = { timeout: 5000 };

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

const CHATS = `GET ${API.messages}?limit=30`;
const MEERA_CHAT = `GET ${API.conversation('u-meera')}?limit=30`;
const meera = makeChat({ _id: 'u-meera', name: 'Meera Nair', text: 'Can we talk tomorrow?', unreadCount: 2 });
const aarav = makeChat({ _id: 'u-aarav', name: 'Aarav Mehta', text: 'Perfect.', lastSenderId: 'u-me' });
const list = (items: unknown, nextCursor?: string): FakeHandler => ({
  status: 200,
  body: items,
  headers: nextCursor ? { 'X-Next-Cursor': nextCursor } : {},
});

function renderPage(entry = '/messages') {
  signInAs('Investor', 'u-me');
  return renderContent(<MessagesPage />, { path: '/messages', entry });
}

/** The sendMessage emits so far, with their ack. */
const sends = () =>
  socketEmits
    .filter((emit) => emit.event === SOCKET_EVENTS.sendMessage)
    .map((emit) => ({ payload: emit.args[0], ack: emit.args[1] as (answer: unknown) => void }));

beforeEach(resetSocket);
afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('MessagesPage: chat list', () => {
  it('reads in Hindi when Hindi is chosen: heading, buttons and the chat list', async () => {
    fakeApi({ [CHATS]: list([meera, aarav]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'मैसेज' })).toBeInTheDocument();
    expect(screen.getByText('मैसेज करने के लिए कोई चैट चुनें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नया मैसेज' })).toBeInTheDocument();
    const chats = within(await screen.findByRole('navigation', { name: 'चैट' }, FIRST_LOAD)).getAllByRole(
      'link',
    );
    expect(chats.map((chat) => chat.textContent)).toEqual([
      expect.stringMatching(/^Meera Nair.*Can we talk tomorrow\?2 बिना पढ़े$/),
      expect.stringMatching(/^Aarav Mehta.*आप: Perfect\.$/),
    ]);
  });

  it('lists chats with name, last words (mine as You:), time and unread count', async () => {
    fakeApi({
      [CHATS]: list([
        meera,
        aarav,
        makeChat({ _id: 'u-mail', name: null, email: 'founder@chai.in' }),
        makeChat({ _id: 'u-gone', name: null, email: null }),
      ]),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Select a chat to start messaging')).toBeInTheDocument();
    const chats = within(await screen.findByRole('navigation', { name: 'Chats' }, FIRST_LOAD)).getAllByRole(
      'link',
    );
    expect(chats.map((chat) => chat.textContent)).toEqual([
      expect.stringMatching(/^Meera Nair.*Can we talk tomorrow\?2 unread$/),
      expect.stringMatching(/^Aarav Mehta.*You: Perfect\.$/),
      expect.stringMatching(/^founder@chai\.in/),
      expect.stringMatching(/^Unknown User/),
    ]);
    expect(chats[0]?.querySelector('img')).toHaveAttribute('src', '/images/placeholder-avatar.svg');
  });

  it('says when there are no chats yet', async () => {
    fakeApi({ [CHATS]: list([]) });
    renderPage();
    expect(await screen.findByText(WORDS.lists.chatsEmpty, {}, FIRST_LOAD)).toBeInTheDocument();
  });
});

describe('MessagesPage: a conversation', () => {
  it('opens a chat with its history, and Load earlier messages follows X-Next-Cursor', async () => {
    const fetchMock = fakeApi({
      [CHATS]: list([meera]),
      [MEERA_CHAT]: list(
        [
          makeMessage({ _id: 'm-2', text: 'Hi Priya!' }),
          makeMessage({ _id: 'm-3', text: 'Can we talk tomorrow?' }),
        ],
        'older-1',
      ),
      [`GET ${API.conversation('u-meera')}?limit=30&cursor=older-1`]: list([
        makeMessage({ _id: 'm-1', text: 'Namaste, I am Meera.' }),
      ]),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('link', { name: /Meera Nair/ }, FIRST_LOAD));
    const log = await screen.findByRole('log', { name: 'Messages with Meera Nair' }, FIRST_LOAD);
    expect(await within(log).findByText('Hi Priya!', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Meera Nair' })).toBeInTheDocument();
    // Loading it marked it read: the unread badge goes.
    await waitFor(() => expect(screen.queryByText('2')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log).findByText('Namaste, I am Meera.', {}, FIRST_LOAD)).toBeInTheDocument();
    const texts = within(log)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts.join('|')).toMatch(/Namaste, I am Meera\..*Hi Priya!.*Can we talk tomorrow\?/);
    expect(requested(fetchMock)).toContain(`GET ${API.conversation('u-meera')}?limit=30&cursor=older-1`);
  });

  it('opens /messages?to=<id> directly, even with no history, from their public profile', async () => {
    fakeApi({
      [CHATS]: list([meera]),
      [`GET ${API.conversation('u-new')}?limit=30`]: list([]),
      [`GET ${API.publicProfile('u-new')}`]: {
        status: 200,
        body: { success: true, user: person('u-new', 'Kabir Rao') },
      },
    });
    renderPage('/messages?to=u-new');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Kabir Rao' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByText(WORDS.lists.messagesEmpty, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/users/u-new');
  });

  it('adds a sent message at once, sends it through the socket and swaps in the stored one', async () => {
    fakeApi({ [CHATS]: list([meera]), [MEERA_CHAT]: list([makeMessage({ _id: 'm-1', text: 'Hi!' })]) });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    const box = await screen.findByRole('textbox', { name: 'Message' }, FIRST_LOAD);
    await screen.findByText('Hi!', {}, FIRST_LOAD);
    await user.type(box, '  Tomorrow at 10 works.  {Enter}');

    expect(box).toHaveValue('');
    const log = screen.getByRole('log');
    expect(within(log).getByText('Tomorrow at 10 works.')).toBeInTheDocument();
    expect(within(log).getByText('Sending…')).toBeInTheDocument();
    const [send] = sends();
    expect(send?.payload).toEqual({ senderId: 'u-me', receiverId: 'u-meera', text: 'Tomorrow at 10 works.' });

    const stored = makeMessage({
      _id: 'm-9',
      senderId: 'u-me',
      receiverId: 'u-meera',
      text: 'Tomorrow at 10 works.',
      createdAt: new Date().toISOString(),
    });
    await act(async () => send?.ack({ ok: true, message: stored }));
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(log).getAllByText('Tomorrow at 10 works.')).toHaveLength(1);
    // The chat list shows it as my last words.
    expect(screen.getByRole('link', { name: /Meera Nair/ })).toHaveTextContent('You: Tomorrow at 10 works.');
  });

  it('shows why a message was not sent and puts its text back for a retry', async () => {
    fakeApi({ [CHATS]: list([meera]), [MEERA_CHAT]: list([]) });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    const box = await screen.findByRole('textbox', { name: 'Message' }, FIRST_LOAD);
    await user.type(box, 'Are you there?{Enter}');
    await act(async () => sends()[0]?.ack({ ok: false, error: 'That person could not be found.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That person could not be found.');
    expect(box).toHaveValue('Are you there?');
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
  });

  it('sends with the Send button too, and through the REST call while the socket is down', async () => {
    const { fakeSocket } = await import('../../test/fake-socket.ts');
    fakeSocket.connected = false;
    const stored = makeMessage({ _id: 'm-5', senderId: 'u-me', receiverId: 'u-meera', text: 'Via REST' });
    const fetchMock = fakeApi({
      [CHATS]: list([meera]),
      [MEERA_CHAT]: list([]),
      [`POST ${API.conversation('u-meera')}`]: { status: 201, body: stored },
    });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }, FIRST_LOAD), 'Via REST');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Via REST', {}, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(requested(fetchMock)).toContain(`POST ${API.conversation('u-meera')}`);
    expect(sends()).toHaveLength(0);
  });

  it('ignores a blank message; Shift+Enter starts a new line', async () => {
    fakeApi({ [CHATS]: list([meera]), [MEERA_CHAT]: list([]) });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    const box = await screen.findByRole('textbox', { name: 'Message' }, FIRST_LOAD);
    await user.type(box, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sends()).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(sends()).toHaveLength(0);
  });

  it('Enter while an Indian-language keyboard composes picks the word and sends nothing', async () => {
    fakeApi({ [CHATS]: list([meera]), [MEERA_CHAT]: list([]) });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    const box = await screen.findByRole('textbox', { name: 'Message' }, FIRST_LOAD);
    await user.type(box, 'नमस्ते');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    // Safari: the Enter that ends a composition arrives with isComposing false, keyCode 229.
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(sends()).toHaveLength(0);
    expect(box).toHaveValue('नमस्ते');
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(sends()).toHaveLength(1));
  });

  it('shows someone who erased their account as Deleted user, in the interface language, with no profile to open', async () => {
    const gone = makeChat({ _id: 'u-gone', name: 'Deleted user', role: 'Hustler', deleted: true });
    fakeApi({ [CHATS]: list([gone]), [`GET ${API.conversation('u-gone')}?limit=30`]: list([]) });
    renderPage('/messages?to=u-gone');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Deleted user' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText('Hustler')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View profile' })).toBeNull();
  });

  it('names a deleted account in Hindi when Hindi is chosen', async () => {
    const gone = makeChat({ _id: 'u-gone', name: 'Deleted user', deleted: true });
    fakeApi({ [CHATS]: list([gone]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage();
    const chats = within(await screen.findByRole('navigation', { name: 'चैट' }, FIRST_LOAD)).getAllByRole(
      'link',
    );
    expect(chats[0]?.textContent).toMatch(/^हटाया गया सदस्य/);
  });

  it('will not open a chat with yourself', async () => {
    fakeApi({ [CHATS]: list([meera]) });
    renderPage('/messages?to=u-me');
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      MESSAGES_WORDS.cannotMessageSelf,
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('has no message box until a chat partner is chosen', async () => {
    fakeApi({ [CHATS]: list([meera]) });
    renderPage();
    await screen.findByRole('link', { name: /Meera Nair/ }, FIRST_LOAD);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});

describe('MessagesPage: live messages', () => {
  it('appends an incoming message to the open chat once and marks it read', async () => {
    const fetchMock = fakeApi({
      [CHATS]: list([meera]),
      [MEERA_CHAT]: list([makeMessage({ _id: 'm-1', text: 'Hi!' })]),
      [`POST ${API.conversationRead('u-meera')}`]: { status: 200, body: { count: 1 } },
    });
    renderPage('/messages?to=u-meera');
    await screen.findByText('Hi!', {}, FIRST_LOAD);
    const live = makeMessage({ _id: 'm-live', text: 'Sharing the deck now.' });
    await emitSocket(SOCKET_EVENTS.receiveMessage, live);
    await emitSocket(SOCKET_EVENTS.receiveMessage, live);
    expect(await within(screen.getByRole('log')).findAllByText('Sharing the deck now.')).toHaveLength(1);
    await waitFor(() => expect(requested(fetchMock)).toContain(`POST ${API.conversationRead('u-meera')}`));
  });

  it('moves another chat to the top with one more unread', async () => {
    fakeApi({ [CHATS]: list([meera, aarav]) });
    renderPage();
    // By text, not role: naming every link on each retry is slow in jsdom.
    const chatList = (await screen.findByText('Aarav Mehta', {}, FIRST_LOAD)).closest('ul') as HTMLElement;
    await emitSocket(
      SOCKET_EVENTS.receiveMessage,
      makeMessage({
        _id: 'm-a',
        senderId: 'u-aarav',
        text: 'Are you free on the 14th?',
        createdAt: new Date().toISOString(),
      }),
    );
    await waitFor(() =>
      expect(chatList.querySelector('li')).toHaveTextContent(
        /Aarav Mehta.*Are you free on the 14th\?1 unread/,
      ),
    );
  });
});
