import { API, MESSAGES_WORDS, SOCKET_EVENTS, WORDS } from '@ideaignite/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { OUTBOX_RETRY_MS } from '../../lib/outbox.ts';
import { callsOf, type FakeHandler, fakeApi, requested } from '../../test/fake-api.ts';
import { emitSocket, resetSocket, socketEmits } from '../../test/fake-socket.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../../test/render.tsx';
import { makeChat, makeMessage, person } from '../../test/social-fixtures.ts';
import { SEND_TIMEOUT_MS } from './api/send-message.ts';
import { MessagesPage } from './messages-page.tsx';

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
    expect(send?.payload).toEqual({
      senderId: 'u-me',
      receiverId: 'u-meera',
      text: 'Tomorrow at 10 works.',
      // Decision 038: a send carries its idempotency key, so a repeat is one message.
      idempotencyKey: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });

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

describe('MessagesPage: written offline (issue 29, decision 038)', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const SEND = `POST ${API.conversation('u-meera')}`;
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.restoreAllMocks());
  const goOnline = async () => {
    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
  };

  it('waits offline as "Waiting to send" (said, not coloured only), then goes once with its key when back online', async () => {
    const stored = makeMessage({
      _id: 'm-7',
      senderId: 'u-me',
      receiverId: 'u-meera',
      text: 'Written on the train',
      createdAt: new Date().toISOString(),
    });
    const fetchMock = fakeApi({
      [CHATS]: list([meera]),
      [MEERA_CHAT]: list([]),
      [SEND]: { status: 201, body: stored },
    });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    const box = await screen.findByRole('textbox', { name: 'Message' }, FIRST_LOAD);
    online = false;
    await user.type(box, 'Written on the train{Enter}');

    const log = screen.getByRole('log');
    const waiting = within(log).getByText('Written on the train').closest('li') as HTMLElement;
    expect(waiting).toHaveTextContent('You: Written on the train');
    expect(waiting).toHaveTextContent('Waiting to send');
    expect(box).toHaveValue('');
    expect(sends()).toHaveLength(0);
    expect(requested(fetchMock)).not.toContain(SEND);
    expect(JSON.parse(localStorage.getItem('outbox:u-me') ?? '[]')).toHaveLength(1);
    // The chat list shows it as my last words, waiting.
    expect(screen.getByRole('link', { name: /Meera Nair/ })).toHaveTextContent(
      'Waiting to send: You: Written on the train',
    );

    await goOnline();
    await waitFor(() => expect(within(log).queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(within(log).getAllByText('Written on the train')).toHaveLength(1);
    const posts = callsOf(fetchMock).filter((call) => call.key === SEND);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      text: 'Written on the train',
      idempotencyKey: expect.stringMatching(UUID),
    });
    expect(localStorage.getItem('outbox:u-me')).toBeNull();
    expect(screen.getByRole('link', { name: /Meera Nair/ })).not.toHaveTextContent('Waiting to send');
    expect(screen.getByRole('link', { name: /Meera Nair/ })).toHaveTextContent('You: Written on the train');
    // Online again later: nothing is sent twice.
    await goOnline();
    expect(callsOf(fetchMock).filter((call) => call.key === SEND)).toHaveLength(1);
  });

  it('a send that gets no answer waits, and every retry carries the same key until the server answers', async () => {
    const { fakeSocket } = await import('../../test/fake-socket.ts');
    fakeSocket.connected = false;
    let answer: 'network-error' | 201 = 'network-error';
    const stored = makeMessage({ _id: 'm-8', senderId: 'u-me', receiverId: 'u-meera', text: 'Lost signal' });
    const fetchMock = fakeApi({
      [CHATS]: list([meera]),
      [MEERA_CHAT]: list([]),
      [SEND]: () => (answer === 201 ? { status: 201, body: stored } : 'network-error'),
    });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    await user.type(
      await screen.findByRole('textbox', { name: 'Message' }, FIRST_LOAD),
      'Lost signal{Enter}',
    );
    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    await goOnline(); // still no answer: it keeps waiting
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
    answer = 201;
    await goOnline();
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
    const keys = callsOf(fetchMock)
      .filter((call) => call.key === SEND)
      .map((call) => call.body.idempotencyKey);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('a socket send with no acknowledgement waits with its key, and the outbox sends that same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const stored = makeMessage({ _id: 'm-6', senderId: 'u-me', receiverId: 'u-meera', text: 'No ack' });
      const fetchMock = fakeApi({
        [CHATS]: list([meera]),
        [MEERA_CHAT]: list([]),
        [SEND]: { status: 201, body: stored },
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderPage('/messages?to=u-meera');
      await user.type(await screen.findByRole('textbox', { name: 'Message' }, FIRST_LOAD), 'No ack{Enter}');
      const [send] = sends();
      expect(send?.payload).toMatchObject({ text: 'No ack', idempotencyKey: expect.stringMatching(UUID) });
      await act(async () => vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS));
      expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
      await act(async () => vi.advanceTimersByTimeAsync(OUTBOX_RETRY_MS));
      await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
      const posted = callsOf(fetchMock).filter((call) => call.key === SEND);
      expect(posted.map((call) => call.body.idempotencyKey)).toEqual([
        (send?.payload as { idempotencyKey?: string } | undefined)?.idempotencyKey,
      ]);
      expect(within(screen.getByRole('log')).getAllByText('No ack')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a waiting message the server refuses says why, in Hindi too, and Discard takes it away', async () => {
    fakeApi({
      [CHATS]: list([meera]),
      [MEERA_CHAT]: list([]),
      [SEND]: { status: 403, body: { message: MESSAGES_WORDS.requestPending } },
    });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    online = false;
    await user.type(await screen.findByRole('textbox', { name: 'मैसेज' }, FIRST_LOAD), 'Ruk jao{Enter}');
    expect(await screen.findByText('भेजे जाने का इंतज़ार')).toBeInTheDocument();
    await goOnline();
    expect(await screen.findByText(/नहीं भेजा गया/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'यह मैसेज हटाएँ' }));
    expect(screen.queryByText('Ruk jao')).not.toBeInTheDocument();
    expect(localStorage.getItem('outbox:u-me')).toBeNull();
  });

  it('keeps each account’s waiting messages to itself: signing out removes them', async () => {
    const { clearSession } = await import('../../lib/auth-storage.ts');
    signInAs('Investor', 'u-me');
    localStorage.setItem('outbox:u-me', JSON.stringify([{ key: 'k', text: 'x' }]));
    clearSession();
    expect(localStorage.getItem('outbox:u-me')).toBeNull();
  });
});
