import {
  API,
  BLOCKS_WORDS,
  type ConversationInfo,
  MESSAGES_WORDS,
  MODERATION_WORDS,
  SOCKET_EVENTS,
  TYPING_TTL_MS,
} from '@ideaignite/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { callsOf, type FakeHandler, fakeApi, requested } from '../../test/fake-api.ts';
import { emitSocket, fakeSocket, resetSocket, socketEmits } from '../../test/fake-socket.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../../test/render.tsx';
import { REPORT, reportSent, sendReport } from '../../test/report.ts';
import { makeChat, makeMessage } from '../../test/social-fixtures.ts';
import { MessagesPage } from './messages-page.tsx';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

const CHATS = `GET ${API.messages}?limit=30`;
const REQUESTS = `GET ${API.messageRequests}?limit=30`;
const chatOf = (id: string) => `GET ${API.conversation(id)}?limit=30`;
const stateOf = (id: string) => `GET ${API.conversationState(id)}`;
const list = (items: unknown): FakeHandler => ({ status: 200, body: items });
const meera = makeChat({ _id: 'u-meera', name: 'Meera Nair', text: 'Can we talk tomorrow?' });
const kabir = makeChat({ _id: 'u-kabir', name: 'Kabir Rao', text: 'Loved your pitch video!' });
const info = (overrides: Partial<ConversationInfo> = {}): FakeHandler => ({
  status: 200,
  body: {
    partnerId: 'u-meera',
    state: 'inbox',
    muted: false,
    blockedByMe: false,
    receipts: false,
    awaitingAcceptance: false,
    canSend: true,
    reason: null,
    ...overrides,
  } satisfies ConversationInfo,
});

function renderPage(entry = '/messages') {
  signInAs('Investor', 'u-me');
  return renderContent(<MessagesPage />, { path: '/messages', entry });
}
const emitsOf = (event: string) =>
  socketEmits.filter((emit) => emit.event === event).map((emit) => emit.args[0]);

beforeEach(resetSocket);
afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('MessagesPage: message requests', () => {
  const requestsApi = (extra: Record<string, FakeHandler> = {}) =>
    fakeApi({
      [CHATS]: list([meera]),
      [REQUESTS]: list([kabir]),
      [chatOf('u-kabir')]: list([
        makeMessage({ _id: 'm-k', senderId: 'u-kabir', text: 'Loved your pitch video!' }),
      ]),
      [stateOf('u-kabir')]: info({ partnerId: 'u-kabir', state: 'request' }),
      ...extra,
    });

  it('shows Inbox | Requests (count) as tabs, ?folder=requests opening Requests', async () => {
    requestsApi();
    renderPage('/messages?folder=requests');
    const tabs = screen.getByRole('tablist', { name: 'Chat folders' });
    const requestsTab = within(tabs).getByRole('tab', { name: /Requests/ });
    expect(requestsTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(requestsTab).toHaveTextContent('Requests1 waiting'), FIRST_LOAD);
    const requests = await screen.findByRole('navigation', { name: 'Requests' }, FIRST_LOAD);
    expect(within(requests).getByRole('link', { name: /Kabir Rao/ })).toHaveAttribute(
      'href',
      '/messages?folder=requests&to=u-kabir',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Message requests' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('tab', { name: 'Inbox' }));
    expect(await screen.findByRole('navigation', { name: 'Chats' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Requests' })).not.toBeInTheDocument();
  });

  it('opens a request with Accept, Decline and Block; Accept moves it to the inbox', async () => {
    const fetchMock = requestsApi({
      [`POST ${API.acceptRequest('u-kabir')}`]: {
        status: 200,
        body: { message: MESSAGES_WORDS.requestAccepted },
      },
    });
    const user = userEvent.setup();
    renderPage('/messages?folder=requests');
    await user.click(await screen.findByRole('link', { name: /Kabir Rao/ }, FIRST_LOAD));
    const banner = await screen.findByRole('region', { name: 'Kabir Rao wants to message you' }, FIRST_LOAD);
    expect(within(banner).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Block' })).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Accept' }));
    expect(requested(fetchMock)).toContain(`POST ${API.acceptRequest('u-kabir')}`);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Kabir Rao' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('Decline takes the request off the list and focus goes to the list heading', async () => {
    let declined = false;
    const fetchMock = requestsApi({
      [REQUESTS]: () => ({ status: 200, body: declined ? [] : [kabir] }),
      [`POST ${API.declineRequest('u-kabir')}`]: () => {
        declined = true;
        return { status: 200, body: { message: MESSAGES_WORDS.requestDeclined } };
      },
    });
    const user = userEvent.setup();
    renderPage('/messages?folder=requests&to=u-kabir');
    const banner = await screen.findByRole('region', { name: 'Kabir Rao wants to message you' }, FIRST_LOAD);
    await user.click(within(banner).getByRole('button', { name: 'Decline' }));
    expect(requested(fetchMock)).toContain(`POST ${API.declineRequest('u-kabir')}`);
    const heading = screen.getByRole('heading', { level: 2, name: 'Message requests' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByText('No message requests right now.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Kabir Rao/ })).not.toBeInTheDocument();
  });

  it('Block asks first, then blocks and takes the request off the list', async () => {
    let blocked = false;
    const fetchMock = requestsApi({
      [REQUESTS]: () => ({ status: 200, body: blocked ? [] : [kabir] }),
      [`PUT ${API.block('u-kabir')}`]: () => {
        blocked = true;
        return { status: 200, body: { message: BLOCKS_WORDS.blocked } };
      },
    });
    const user = userEvent.setup();
    renderPage('/messages?folder=requests&to=u-kabir');
    const banner = await screen.findByRole('region', { name: 'Kabir Rao wants to message you' }, FIRST_LOAD);
    await user.click(within(banner).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Kabir Rao?' });
    expect(requested(fetchMock)).not.toContain(`PUT ${API.block('u-kabir')}`);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(requested(fetchMock)).toContain(`PUT ${API.block('u-kabir')}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('link', { name: /Kabir Rao/ })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Message requests' })).toHaveFocus(),
    );
  });

  it('reads in Hindi: the tabs and the request banner', async () => {
    requestsApi();
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage('/messages?folder=requests&to=u-kabir');
    expect(screen.getByRole('tab', { name: 'इनबॉक्स' })).toBeInTheDocument();
    const banner = await screen.findByRole('region', { name: 'Kabir Rao आपको मैसेज करना चाहते हैं' }, FIRST_LOAD);
    for (const name of ['स्वीकार करें', 'मना करें', 'ब्लॉक करें'])
      expect(within(banner).getByRole('button', { name })).toBeInTheDocument();
  });
});

describe('MessagesPage: receipts', () => {
  it('ticks my messages only when status is present, and follows messageStatus live', async () => {
    fakeApi({
      [CHATS]: list([meera]),
      [chatOf('u-meera')]: list([
        makeMessage({ _id: 'm-1', senderId: 'u-me', receiverId: 'u-meera', text: 'First', status: 'read' }),
        makeMessage({
          _id: 'm-2',
          senderId: 'u-me',
          receiverId: 'u-meera',
          text: 'Second',
          status: 'delivered',
        }),
        makeMessage({ _id: 'm-3', senderId: 'u-me', receiverId: 'u-meera', text: 'Third', status: 'sent' }),
        makeMessage({ _id: 'm-4', senderId: 'u-me', receiverId: 'u-meera', text: 'No receipts' }),
        makeMessage({ _id: 'm-5', text: 'Theirs', status: 'sent' }),
      ]),
    });
    renderPage('/messages?to=u-meera');
    const log = await screen.findByRole('log', {}, FIRST_LOAD);
    await within(log).findByText('Third', {}, FIRST_LOAD);
    const bubble = (text: string) => within(log).getByText(text).closest('li') as HTMLElement;
    expect(bubble('First')).toHaveTextContent(/Read$/);
    expect(bubble('Second')).toHaveTextContent(/Delivered$/);
    expect(bubble('Third')).toHaveTextContent(/Sent$/);
    expect(bubble('No receipts')).not.toHaveTextContent(/Sent|Delivered|Read/);
    expect(bubble('Theirs')).not.toHaveTextContent(/Sent|Delivered|Read/);

    await emitSocket(SOCKET_EVENTS.messageStatus, {
      partnerId: 'u-meera',
      status: 'delivered',
      ids: ['m-3'],
      at: '',
    });
    expect(bubble('Third')).toHaveTextContent(/Delivered$/);
    await emitSocket(SOCKET_EVENTS.messageStatus, {
      partnerId: 'u-meera',
      status: 'read',
      ids: ['m-2', 'm-3'],
      at: new Date().toISOString(),
    });
    expect(bubble('Second')).toHaveTextContent(/Read$/);
    expect(bubble('Third')).toHaveTextContent(/Read$/);
  });

  it('acknowledges messages to me as delivered, once per tick', async () => {
    fakeApi({ [CHATS]: list([meera]) });
    renderPage();
    await screen.findByRole('navigation', { name: 'Chats' }, FIRST_LOAD);
    await act(async () => {
      await emitSocket(SOCKET_EVENTS.receiveMessage, makeMessage({ _id: 'm-a', senderId: 'u-meera' }));
    });
    await emitSocket(
      SOCKET_EVENTS.receiveMessage,
      makeMessage({ _id: 'm-mine', senderId: 'u-me', receiverId: 'u-meera' }),
    );
    await waitFor(() => expect(emitsOf(SOCKET_EVENTS.delivered)).toEqual([{ ids: ['m-a'] }]));
  });
});

describe('MessagesPage: typing', () => {
  it('signals typing at most once per throttle, and stops on blur', async () => {
    fakeApi({
      [CHATS]: list([meera]),
      [chatOf('u-meera')]: list([]),
      [stateOf('u-meera')]: info({ receipts: true }),
    });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    const box = await screen.findByRole('textbox', { name: 'Message' }, FIRST_LOAD);
    await screen.findByRole('button', { name: /More actions/ }, FIRST_LOAD);
    await user.type(box, 'Hello there');
    expect(emitsOf(SOCKET_EVENTS.typing)).toEqual([{ to: 'u-meera', typing: true }]);
    await user.tab();
    expect(emitsOf(SOCKET_EVENTS.typing)).toEqual([
      { to: 'u-meera', typing: true },
      { to: 'u-meera', typing: false },
    ]);
  });

  it('sends no typing signal when we do not share receipts', async () => {
    fakeApi({ [CHATS]: list([meera]), [chatOf('u-meera')]: list([]), [stateOf('u-meera')]: info() });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    await screen.findByRole('button', { name: /More actions/ }, FIRST_LOAD);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    expect(emitsOf(SOCKET_EVENTS.typing)).toEqual([]);
  });

  it('shows "<name> is typing…" politely until they stop or their message arrives', async () => {
    fakeApi({ [CHATS]: list([meera]), [chatOf('u-meera')]: list([]) });
    renderPage('/messages?to=u-meera');
    await screen.findByRole('log', {}, FIRST_LOAD);
    await emitSocket(SOCKET_EVENTS.typing, { from: 'u-someone-else', typing: true });
    expect(screen.queryByText('Meera Nair is typing…')).not.toBeInTheDocument();
    await emitSocket(SOCKET_EVENTS.typing, { from: 'u-meera', typing: true });
    expect(screen.getByText('Meera Nair is typing…')).toHaveAttribute('role', 'status');
    await emitSocket(SOCKET_EVENTS.typing, { from: 'u-meera', typing: false });
    expect(screen.queryByText('Meera Nair is typing…')).not.toBeInTheDocument();
    await emitSocket(SOCKET_EVENTS.typing, { from: 'u-meera', typing: true });
    await emitSocket(SOCKET_EVENTS.receiveMessage, makeMessage({ _id: 'm-t', text: 'Here it is' }));
    expect(screen.queryByText('Meera Nair is typing…')).not.toBeInTheDocument();
  });
  it('clears the typing line by itself after TYPING_TTL_MS (a lost typing: false)', async () => {
    fakeApi({ [CHATS]: list([meera]), [chatOf('u-meera')]: list([]) });
    renderPage('/messages?to=u-meera');
    await screen.findByRole('log', {}, FIRST_LOAD);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await emitSocket(SOCKET_EVENTS.typing, { from: 'u-meera', typing: true });
      expect(screen.getByText('Meera Nair is typing…')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(TYPING_TTL_MS - 100));
      expect(screen.getByText('Meera Nair is typing…')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Meera Nair is typing…')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('MessagesPage: who may write', () => {
  it('shows why I cannot send in place of the box, with Unblock in Settings when I blocked them', async () => {
    fakeApi({
      [CHATS]: list([meera]),
      [chatOf('u-meera')]: list([]),
      [stateOf('u-meera')]: info({ blockedByMe: true, canSend: false, reason: BLOCKS_WORDS.blockedByYou }),
    });
    renderPage('/messages?to=u-meera');
    expect(
      await screen.findByText(BLOCKS_WORDS.blockedByYou, { exact: false }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unblock in Settings' })).toHaveAttribute(
      'href',
      '/settings#blocked',
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('shows a request awaiting acceptance in the server words, with no Unblock', async () => {
    fakeApi({
      [CHATS]: list([meera]),
      [chatOf('u-meera')]: list([]),
      [stateOf('u-meera')]: info({
        awaitingAcceptance: true,
        canSend: false,
        reason: MESSAGES_WORDS.requestPending,
      }),
    });
    renderPage('/messages?to=u-meera');
    expect(await screen.findByText(MESSAGES_WORDS.requestPending, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Unblock in Settings' })).not.toBeInTheDocument();
  });

  it('a refused send (429) shows the server words and keeps the text', async () => {
    fakeSocket.connected = false;
    fakeApi({
      [CHATS]: list([meera]),
      [chatOf('u-meera')]: list([]),
      [`POST ${API.conversation('u-meera')}`]: {
        status: 429,
        body: { message: MESSAGES_WORDS.tooManyMessages },
      },
    });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    const box = await screen.findByRole('textbox', { name: 'Message' }, FIRST_LOAD);
    await user.type(box, 'One more thing{Enter}');
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      MESSAGES_WORDS.tooManyMessages,
    );
    expect(box).toHaveValue('One more thing');
  });
});

describe('MessagesPage: the conversation menu', () => {
  it('mutes and unmutes, and the chat list shows a muted conversation', async () => {
    const fetchMock = fakeApi({
      [CHATS]: list([meera]),
      [chatOf('u-meera')]: list([]),
      [stateOf('u-meera')]: info(),
      [`PUT ${API.muteConversation('u-meera')}`]: {
        status: 200,
        body: { message: MESSAGES_WORDS.muted, muted: true },
      },
    });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    const menuButton = await screen.findByRole(
      'button',
      { name: 'More actions for the chat with Meera Nair' },
      FIRST_LOAD,
    );
    await user.click(menuButton);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mute', 'Report', 'Block']);
    expect(within(menu).getByRole('menuitem', { name: 'Mute' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(callsOf(fetchMock).find((call) => call.key.startsWith('PUT'))?.body).toEqual({ muted: true }),
    );
    expect(menuButton).toHaveFocus();
    expect(await screen.findByRole('img', { name: 'Muted' })).toBeInTheDocument();
    await user.click(menuButton);
    expect(screen.getByRole('menuitem', { name: 'Unmute' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('reports the person with a reason; Something else needs details', async () => {
    const fetchMock = fakeApi({
      [CHATS]: list([meera]),
      [chatOf('u-meera')]: list([]),
      [stateOf('u-meera')]: info(),
      [`POST ${API.reports}`]: { status: 201, body: { message: MODERATION_WORDS.reportSent } },
    });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    await user.click(await screen.findByRole('button', { name: /More actions/ }, FIRST_LOAD));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Meera Nair' });
    const reasons = within(dialog).getByRole('group', { name: 'Why are you reporting this?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Spam', 'Abuse or harassment', 'Fraud or scam', 'Something else']);
    await user.click(within(reasons).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText(MODERATION_WORDS.reportDetailsRequired)).toBeInTheDocument();
    expect(requested(fetchMock)).not.toContain(`POST ${API.reports}`);
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'Asks for money up front');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MODERATION_WORDS.reportSent);
    expect(callsOf(fetchMock).find((call) => call.key === `POST ${API.reports}`)?.body).toEqual({
      target: 'user',
      targetId: 'u-meera',
      reason: 'other',
      details: 'Asks for money up front',
    });
    // The answer's own Close (the corner ✕ is named Close too).
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Block from the menu asks first; a refusal shows the server words and keeps the dialog', async () => {
    const fetchMock = fakeApi({
      [CHATS]: list([meera]),
      [chatOf('u-meera')]: list([]),
      [stateOf('u-meera')]: info(),
      [`PUT ${API.block('u-meera')}`]: { status: 400, body: { message: BLOCKS_WORDS.cannotBlockSelf } },
    });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    const menuButton = await screen.findByRole('button', { name: /More actions/ }, FIRST_LOAD);
    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Meera Nair?' });
    expect(requested(fetchMock)).not.toContain(`PUT ${API.block('u-meera')}`);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BLOCKS_WORDS.cannotBlockSelf);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });
});

describe('MessagesPage: reporting a message', () => {
  const chatApi = (extra: Record<string, FakeHandler> = {}) =>
    fakeApi({
      [CHATS]: list([meera]),
      [chatOf('u-meera')]: list([
        makeMessage({ _id: 'm-mine', senderId: 'u-me', receiverId: 'u-meera', text: 'Hi Meera' }),
        makeMessage({ _id: 'm-1', text: 'Send me ₹5,000 to join' }),
        makeMessage({ _id: 'm-2', text: 'Can we talk tomorrow?' }),
      ]),
      [stateOf('u-meera')]: info(),
      ...extra,
    });

  it("gives each of the other person's messages one short Report button, none on mine, one tab stop for all; Enter reports it", async () => {
    const fetchMock = chatApi({ [REPORT]: reportSent });
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    const log = await screen.findByRole('log', { name: 'Messages with Meera Nair' }, FIRST_LOAD);
    await within(log).findByText('Send me ₹5,000 to join', {}, FIRST_LOAD);
    const items = within(log).getAllByRole('listitem');
    const reportIn = (text: string) => {
      const item = items.find((li) => li.textContent?.includes(text));
      return item ? within(item).queryByRole('button', { name: 'Report message' }) : undefined;
    };
    // One button a message, named in two words: the sender and the text are read just before it.
    expect(reportIn('Hi Meera')).toBeNull();
    expect(reportIn('Can we talk tomorrow?')).toBeInTheDocument();
    const report = reportIn('Send me ₹5,000 to join') as HTMLElement;
    expect(within(log).getAllByRole('button', { name: 'Report message' })).toHaveLength(2);

    // From the keyboard the Report buttons are one tab stop (the newest of theirs): Tab from the
    // history reaches it, the next Tab leaves the history, the arrow keys go between them.
    const newest = reportIn('Can we talk tomorrow?') as HTMLElement;
    log.focus();
    await user.tab();
    expect(newest).toHaveFocus();
    await user.tab();
    expect(log).not.toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(newest).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(report).toHaveFocus();
    expect(report).toHaveAttribute('tabindex', '0');
    expect(newest).toHaveAttribute('tabindex', '-1');
    // Enter opens the dialog; Close brings focus back.
    await user.keyboard('{Enter}');
    const dialog = await sendReport(user, 'Report a message from Meera Nair');
    expect(callsOf(fetchMock).find((call) => call.key === REPORT)?.body).toEqual({
      target: 'message',
      targetId: 'm-1',
      reason: 'spam',
    });
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(report).toHaveFocus();
  });

  it('reads in Hindi: the Report button and the dialog', async () => {
    chatApi();
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const user = userEvent.setup();
    renderPage('/messages?to=u-meera');
    const log = await screen.findByRole('log', { name: 'Meera Nair के साथ मैसेज' }, FIRST_LOAD);
    const [first] = await within(log).findAllByRole('button', { name: 'मैसेज की रिपोर्ट करें' }, FIRST_LOAD);
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Meera Nair के मैसेज की रिपोर्ट करें' });
    expect(within(dialog).getByRole('group', { name: 'आप इसकी रिपोर्ट क्यों कर रहे हैं?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रिपोर्ट भेजें' })).toBeInTheDocument();
  });
});
