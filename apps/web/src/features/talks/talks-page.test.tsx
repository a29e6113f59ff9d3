import { API, MAX_PAGE_SIZE, SOCKET_EVENTS } from '@ideaignite/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { aarav, makeBlog, makeComment, priya } from '../../test/content-fixtures.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { emitSocket } from '../../test/fake-socket.ts';
import { renderContent, signInAs } from '../../test/render.tsx';
import { TalksPage } from './talks-page.tsx';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

const FIRST_PAGE = `GET ${API.getBlogs}?kind=talk&limit=10`;
const ADD_TALK = `POST ${API.addTalks}`;
const talk = (id: string, text: string, extra: Partial<ReturnType<typeof makeBlog>> = {}) =>
  makeBlog({ _id: id, kind: 'talk', title: text, summary: null, content: null, ...extra });
const page = (talks: ReturnType<typeof makeBlog>[]) => ({
  status: 200,
  body: { success: true, data: talks, nextCursor: null },
});

function renderPage() {
  signInAs('Cofounder');
  return renderContent(<TalksPage />, { path: '/talks' });
}

const posts = () => fetchCalls().filter(([, init]) => init?.method === 'POST');
let fetchCalls: () => Array<[unknown, RequestInit | undefined]> = () => [];

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('TalksPage', () => {
  it('reads in Hindi when Hindi is chosen: the composer, a talk and its comment box', async () => {
    fakeApi({ [FIRST_PAGE]: page([talk('t-1', 'Big news')]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage();
    expect(screen.getByText('कंटेंट')).toBeInTheDocument();
    expect(screen.getByLabelText('Talk शेयर करें')).toHaveAttribute(
      'placeholder',
      'इस हफ़्ते आप क्या बना रहे हैं, क्या सीख रहे हैं या क्या ढूँढ रहे हैं?',
    );
    expect(screen.getByRole('button', { name: 'पोस्ट करें' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Aarav Mehta का Talk' });
    expect(within(card).getByLabelText('इस Talk पर कमेंट करें')).toBeInTheDocument();
  });

  it('ignores a blank talk and puts a posted one at the top', async () => {
    const fresh = talk('t-new', 'Anyone in Pune building agritech?', { uploadedBy: priya });
    const fetchMock = fakeApi({
      [FIRST_PAGE]: page([talk('t-old', 'We crossed 1,000 users!')]),
      [ADD_TALK]: { status: 201, body: { success: true, message: 'Your talk is live.', blog: fresh } },
    });
    fetchCalls = () => fetchMock.mock.calls as never;
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Talks' })).toBeInTheDocument();
    await screen.findByText('We crossed 1,000 users!');

    const box = screen.getByLabelText('Share a talk');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(posts()).toHaveLength(0);

    await user.clear(box);
    await user.type(box, '  Anyone in Pune building agritech?  ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Anyone in Pune building agritech?');
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ title: 'Anyone in Pune building agritech?' });
    expect(box).toHaveValue('');

    const talks = within(screen.getByRole('list', { name: 'Talks' })).getAllByRole('article');
    expect(talks.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Talk by Priya Raghavan',
      'Talk by Aarav Mehta',
    ]);
    expect(talks[0]).toHaveTextContent('Anyone in Pune building agritech?');
  });

  it('says when there are no talks yet', async () => {
    fakeApi({ [FIRST_PAGE]: page([]) });
    renderPage();
    expect(await screen.findByText('No talks yet — start the conversation.')).toBeInTheDocument();
  });

  it('shows the latest comments, and View all fetches the ones past the embedded 20', async () => {
    // A second apart, newest first: made in a loop with the same clock, their times could
    // straddle a millisecond and sort in the wrong order on a slow machine.
    const now = Date.now();
    const embedded = Array.from({ length: 20 }, (_, index) => ({
      ...makeComment(`c-${30 - index}`, `Comment number ${30 - index}`),
      createdAt: new Date(now - 60_000 - index * 1000).toISOString(),
    }));
    const older = {
      ...makeComment('c-1', 'The very first comment', null),
      createdAt: '2025-05-01T10:00:00.000Z',
    };
    fakeApi({
      [FIRST_PAGE]: page([talk('t-1', 'Big news', { comments: embedded, commentsCount: 21 })]),
      [`GET ${API.talkComments('t-1')}?limit=${MAX_PAGE_SIZE}`]: {
        status: 200,
        body: { success: true, comments: [...embedded, older], nextCursor: null },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Talk by Aarav Mehta' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Comment number 30');

    await user.click(within(card).getByRole('button', { name: 'View all 21 comments' }));
    expect(await within(card).findByText('The very first comment')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(21);
    expect(within(card).getAllByRole('listitem')[20]).toHaveTextContent('Unknown User');
  });

  it('saves a comment, ignores a blank one, and shows a live comment once', async () => {
    const mine = makeComment('c-5', 'Congratulations!', aarav);
    const fetchMock = fakeApi({
      [FIRST_PAGE]: page([talk('t-1', 'Big news')]),
      [`POST ${API.talkComments('t-1')}`]: {
        status: 201,
        body: { success: true, message: 'Comment added.', comment: mine },
      },
    });
    fetchCalls = () => fetchMock.mock.calls as never;
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Talk by Aarav Mehta' });
    const input = within(card).getByLabelText('Comment on this talk');

    await user.type(input, '   {Enter}');
    expect(posts()).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Congratulations!{Enter}');
    await within(card).findByText('Congratulations!');
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({
      text: 'Congratulations!',
      // Decision 038: every comment carries its key, the same if it waits offline and goes later.
      idempotencyKey: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });

    await emitSocket(SOCKET_EVENTS.newTalkComment, 't-1', mine);
    expect(within(card).getAllByText('Congratulations!')).toHaveLength(1);

    await emitSocket(SOCKET_EVENTS.newTalkComment, 't-1', makeComment('c-6', 'Well deserved', priya));
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Well deserved');
    await emitSocket(SOCKET_EVENTS.newTalkComment, 't-other', makeComment('c-7', 'Not for this talk'));
    expect(screen.queryByText('Not for this talk')).not.toBeInTheDocument();
  });

  it('a comment written offline waits as "Waiting to send" and goes once, with its key, when back online', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const mine = makeComment('c-9', 'Seen on the metro', aarav);
    const fetchMock = fakeApi({
      [FIRST_PAGE]: page([talk('t-1', 'Big news')]),
      [`POST ${API.talkComments('t-1')}`]: {
        status: 201,
        body: { success: true, message: 'Comment added.', comment: mine },
      },
    });
    fetchCalls = () => fetchMock.mock.calls as never;
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Talk by Aarav Mehta' });
    online = false;
    await user.type(within(card).getByLabelText('Comment on this talk'), 'Seen on the metro{Enter}');
    const waiting = within(card).getByRole('list', { name: 'Comments waiting to send' });
    expect(waiting).toHaveTextContent('YouWaiting to sendSeen on the metro');
    expect(posts()).toHaveLength(0);

    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(within(card).queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(within(card).getAllByText('Seen on the metro')).toHaveLength(1);
    expect(posts()).toHaveLength(1);
    const sent = JSON.parse(String(posts()[0]?.[1]?.body));
    expect(sent).toEqual({ text: 'Seen on the metro', idempotencyKey: expect.any(String) });
    // The live event that follows shows it once still.
    await emitSocket(SOCKET_EVENTS.newTalkComment, 't-1', mine);
    expect(within(card).getAllByText('Seen on the metro')).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
