import { API, COMMENTS_WORDS, SOCKET_EVENTS } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEUTRAL_POSTER } from '../../../components/neutral-poster.ts';
import { setLocale } from '../../../lib/i18n/locale.ts';
import { loadLocale } from '../../../lib/i18n/words.ts';
import { aarav, makeComment, makeVideo, priya } from '../../../test/content-fixtures.ts';
import { callsOf, deferred, type FakeReply, fakeApi } from '../../../test/fake-api.ts';
import { emitSocket, socketListenerCount } from '../../../test/fake-socket.ts';
import { renderContent, signInAs } from '../../../test/render.tsx';
import { menuItemsOf, REPORT, reportSent, sendReport } from '../../../test/report.ts';
import { VideoCard } from './video-card.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts').then((m) => m.socketModule));

const COMMENTS = `GET ${API.videoComments('v-1')}?limit=10`;
const LIKE = `POST ${API.likeVideo}`;
const UNLIKE = `POST ${API.unlikeVideo}`;
const COMMENT = `POST ${API.commentVideo}`;

function renderCard(video = makeVideo()) {
  signInAs('Investor');
  return renderContent(<VideoCard video={video} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('VideoCard', () => {
  it('reads in Hindi when Hindi is chosen: badge, like and comment buttons, the empty comments and the form', async () => {
    fakeApi({ [COMMENTS]: { status: 200, body: { success: true, comments: [], nextCursor: null } } });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const user = userEvent.setup();
    renderCard();
    const card = screen.getByRole('article', { name: 'ChaiCircle: our 60-second pitch' });
    expect(within(card).getByRole('img', { name: 'वेरिफ़ाइड' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'लाइक करें, 4 लाइक' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '0 कमेंट्स' }));
    expect(await screen.findByText('अभी कोई कमेंट नहीं है — सबसे पहले हौसला बढ़ाइए।')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'ChaiCircle: our 60-second pitch पर कमेंट्स' }),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('कमेंट लिखें…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कमेंट पोस्ट करें' })).toHaveTextContent('पोस्ट करें');
  });

  it('shows the poster as one Play button, its title, uploader and description; pressed, the player plays in place', async () => {
    fakeApi({});
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const user = userEvent.setup();
    const { container } = renderCard();
    const card = screen.getByRole('article', { name: 'ChaiCircle: our 60-second pitch' });
    expect(container.querySelector('video')).toBeNull();
    const poster = container.querySelector('img[src="/media/posters/v-1.jpg"]');
    expect(poster).toHaveAttribute('loading', 'lazy');
    const start = within(card).getByRole('button', { name: 'Play ChaiCircle: our 60-second pitch' });
    await user.click(start);
    // The streaming player comes with its code (issue 27); jsdom has no Media Source, so hls.js
    // declines and the original file plays, as in a browser without it.
    const video = await waitFor(() => {
      const element = container.querySelector('video');
      expect(element).toHaveAttribute('src', '/media/videos/v-1.mp4');
      return element;
    });
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/media/posters/v-1.jpg');
    expect(video).toHaveFocus();
    expect(play).toHaveBeenCalledTimes(1);
    expect(within(card).getByRole('link', { name: 'Aarav Mehta' })).toHaveAttribute('href', '/users/u-aarav');
    expect(within(card).getByRole('img', { name: 'Verified' })).toHaveAttribute(
      'src',
      '/brand/verified-badge.svg',
    );
    expect(within(card).getByText('Loyalty cards for tea stalls.')).toBeInTheDocument();
    expect(within(card).getByText('3 hours ago')).toBeInTheDocument();
  });

  it("fetches the first card's poster eagerly, at high priority", () => {
    fakeApi({});
    signInAs('Investor');
    const { container } = renderContent(<VideoCard video={makeVideo()} priority />);
    const poster = container.querySelector('img[src="/media/posters/v-1.jpg"]');
    expect(poster).toHaveAttribute('loading', 'eager');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back to a neutral poster and Unknown User', () => {
    fakeApi({});
    const { container } = renderCard(makeVideo({ posterUrl: null, uploadedBy: null }));
    expect(container.querySelector('img')).toHaveAttribute('src', NEUTRAL_POSTER);
    expect(screen.getByText('Unknown User')).toBeInTheDocument();
  });

  it('sets the like only once the server confirms, with the count it returns; a second press unlikes', async () => {
    const likeReply = deferred<FakeReply>();
    const fetchMock = fakeApi({
      [LIKE]: () => likeReply.promise,
      [UNLIKE]: { status: 200, body: { success: true, likes: 11, userHasLiked: false } },
    });
    const user = userEvent.setup();
    renderCard();
    const like = screen.getByRole('button', { name: 'Like, 4 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('4');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ videoId: 'v-1' });

    likeReply.resolve({ status: 200, body: { success: true, likes: 12, userHasLiked: true } });
    await vi.waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('12');
    expect(like).toHaveAccessibleName('Like, 12 likes');

    await user.click(like);
    await vi.waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveTextContent('11');
  });

  it('keeps the like unset when the server refuses it, and says why', async () => {
    fakeApi({ [LIKE]: { status: 404, body: { message: 'That video could not be found.' } } });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: /^Like/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That video could not be found.');
    expect(screen.getByRole('button', { name: 'Like, 4 likes' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists comments newest first with author or Unknown User, and ignores a blank comment', async () => {
    const fetchMock = fakeApi({
      [COMMENTS]: {
        status: 200,
        body: {
          success: true,
          comments: [makeComment('c-2', 'Love the pitch!'), makeComment('c-1', 'Who wrote this?', null)],
          nextCursor: null,
        },
      },
    });
    const user = userEvent.setup();
    renderCard(makeVideo({ commentsCount: 2 }));
    const toggle = screen.getByRole('button', { name: '2 Comments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const list = await screen.findByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Priya Raghavan');
    expect(items[0]).toHaveTextContent('Love the pitch!');
    expect(items[0]).toHaveTextContent('1 minute ago');
    expect(items[1]).toHaveTextContent('Unknown User');

    await user.type(screen.getByLabelText(/Add a comment/), '   ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('shows a live comment once, even when it was also added here, and counts it once', async () => {
    const mine = makeComment('c-9', 'Count me in!');
    const fetchMock = fakeApi({
      [COMMENTS]: { status: 200, body: { success: true, comments: [], nextCursor: null } },
      [COMMENT]: { status: 201, body: { success: true, message: 'Comment added.', comment: mine } },
    });
    const user = userEvent.setup();
    renderCard();
    expect(socketListenerCount(SOCKET_EVENTS.newComment)).toBe(1);
    await user.click(screen.getByRole('button', { name: '0 Comments' }));
    expect(await screen.findByText('No comments yet — be the first to cheer them on.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Add a comment/), '  Count me in!  ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await screen.findByText('Count me in!');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      text: 'Count me in!',
      videoId: 'v-1',
      idempotencyKey: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    expect(screen.getByLabelText(/Add a comment/)).toHaveValue('');

    // The server tells every client, this one included.
    await emitSocket(SOCKET_EVENTS.newComment, 'v-1', mine);
    expect(screen.getAllByText('Count me in!')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '1 Comment' })).toBeInTheDocument();

    // Someone else's comment arrives live; another video's does not show here.
    await emitSocket(SOCKET_EVENTS.newComment, 'v-1', makeComment('c-10', 'Great work!', priya));
    await emitSocket(SOCKET_EVENTS.newComment, 'v-other', makeComment('c-11', 'Elsewhere'));
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Great work!'),
      expect.stringContaining('Count me in!'),
    ]);
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 Comments' })).toBeInTheDocument();
  });

  it('the commenter deletes their own comment: it leaves the list, the count drops once, focus goes to the comment box', async () => {
    const me = { ...aarav, _id: 'u-me' };
    fakeApi({
      [COMMENTS]: {
        status: 200,
        body: {
          success: true,
          comments: [makeComment('c-41', 'Mine to take back', me), makeComment('c-42', 'Theirs', priya)],
          nextCursor: null,
        },
      },
      [`DELETE ${API.videoComment('c-41')}`]: {
        status: 200,
        body: { success: true, message: COMMENTS_WORDS.commentDeleted },
      },
    });
    const user = userEvent.setup();
    renderCard(makeVideo({ commentsCount: 2 }));
    await user.click(screen.getByRole('button', { name: '2 Comments' }));
    await screen.findByText('Mine to take back');
    const theirs = screen.getByRole('button', { name: 'More actions for comment by Priya Raghavan' });
    expect(await menuItemsOf(user, theirs)).toEqual(['Report']);
    await user.click(screen.getByRole('button', { name: 'More actions for comment by Aarav Mehta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: '1 Comment' })).toBeInTheDocument();
    expect(screen.queryByText('Mine to take back')).toBeNull();
    expect(screen.getByLabelText(/Add a comment/)).toHaveFocus();

    // The server's live event for the same delete counts nothing more; someone else's counts out.
    await emitSocket(SOCKET_EVENTS.commentDeleted, 'video', 'v-1', 'c-41');
    expect(screen.getByRole('button', { name: '1 Comment' })).toBeInTheDocument();
    await emitSocket(SOCKET_EVENTS.commentDeleted, 'talk', 'v-1', 'c-42');
    expect(screen.getByRole('button', { name: '1 Comment' })).toBeInTheDocument();
    await emitSocket(SOCKET_EVENTS.commentDeleted, 'video', 'v-1', 'c-42');
    expect(screen.getByRole('button', { name: '0 Comments' })).toBeInTheDocument();
  });

  it("reports someone else's comment on the video: the target is the comment", async () => {
    const fetchMock = fakeApi({
      [COMMENTS]: {
        status: 200,
        body: {
          success: true,
          comments: [makeComment('c-51', 'Buy followers here', priya)],
          nextCursor: null,
        },
      },
      [REPORT]: reportSent,
    });
    const user = userEvent.setup();
    renderCard(makeVideo({ commentsCount: 1 }));
    await user.click(screen.getByRole('button', { name: '1 Comment' }));
    const menu = await screen.findByRole('button', { name: 'More actions for comment by Priya Raghavan' });
    await sendReport(user, "Report Priya Raghavan's comment", menu);
    expect(callsOf(fetchMock).find((call) => call.key === REPORT)?.body).toEqual({
      target: 'comment',
      targetId: 'c-51',
      reason: 'spam',
    });
  });

  it('a signed-out visitor gets no "⋯" on the video or its comments', async () => {
    fakeApi({
      [COMMENTS]: {
        status: 200,
        body: { success: true, comments: [makeComment('c-61', 'Lovely', priya)], nextCursor: null },
      },
    });
    const user = userEvent.setup();
    renderContent(<VideoCard video={makeVideo({ commentsCount: 1 })} />);
    await user.click(screen.getByRole('button', { name: '1 Comment' }));
    await screen.findByText('Lovely');
    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull();
  });

  it('counts live comments while the comments section is closed', async () => {
    fakeApi({});
    renderCard(makeVideo({ commentsCount: 5 }));
    await emitSocket(SOCKET_EVENTS.newComment, 'v-1', makeComment('c-20', 'Nice'));
    await emitSocket(SOCKET_EVENTS.newComment, 'v-1', makeComment('c-20', 'Nice'));
    expect(screen.getByRole('button', { name: '6 Comments' })).toBeInTheDocument();
  });
});
