import { API, SOCKET_EVENTS, VIDEOS_WORDS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { useLiveContent } from '../../lib/use-live-content.ts';
import { aarav, makeComment, makeVideo, priya } from '../../test/content-fixtures.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { emitSocket } from '../../test/fake-socket.ts';
import { renderContent, signInAs } from '../../test/render.tsx';
import { VideoPage } from './video-page.tsx';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

/* A video at its own address (issue 26): the card with its comments open, or a plain "not found". */

const ONE = (videoId: string) => `GET ${API.video(videoId)}`;
const COMMENTS = (videoId: string) => `GET ${API.videoComments(videoId)}?limit=10`;

function LiveContent() {
  useLiveContent();
  return null;
}

function renderPage(videoId: string, userId = priya._id) {
  signInAs('Investor', userId);
  return renderContent(
    <>
      <LiveContent />
      <VideoPage />
    </>,
    { path: '/videos/:videoId', entry: `/videos/${videoId}` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('VideoPage', () => {
  it('shows the video headed by its title (focused), its comments open, and likes that follow others live', async () => {
    const description = 'We start at 5:30 with our farmer partners from Dewas. '.repeat(8).trim();
    const video = makeVideo({ _id: 'v-p1', commentsCount: 1, description });
    fakeApi({
      [ONE('v-p1')]: { status: 200, body: { success: true, video } },
      [COMMENTS('v-p1')]: {
        status: 200,
        body: {
          success: true,
          comments: [makeComment('c-1', 'When is the demo day?', aarav)],
          nextCursor: null,
        },
      },
    });
    renderPage('v-p1');
    const heading = await screen.findByRole('heading', { level: 1, name: video.title });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    // The title is the page's heading, not a link to itself.
    expect(within(heading).queryByRole('link')).toBeNull();
    expect(await screen.findByText('When is the demo day?')).toBeInTheDocument();
    // The whole description, not clamped behind Show more as in a list.
    expect(screen.getByText(description)).not.toHaveClass('line-clamp-3');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to videos' })).toHaveAttribute('href', '/videos');
    await vi.waitFor(() => expect(document.title).toBe(`${video.title} · IdeaIgnite`));
    // Someone else's video: Report, no Share.
    expect(screen.getByRole('button', { name: `More actions for ${video.title}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    await emitSocket(SOCKET_EVENTS.likesChanged, 'video', 'v-p1', 7);
    expect(await screen.findByRole('button', { name: 'Like, 7 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('offers its uploader Share; once deleted live the page says it is no longer available', async () => {
    const video = makeVideo({ _id: 'v-p2' });
    fakeApi({
      [ONE('v-p2')]: { status: 200, body: { success: true, video } },
      [COMMENTS('v-p2')]: { status: 200, body: { success: true, comments: [], nextCursor: null } },
    });
    renderPage('v-p2', aarav._id);
    await screen.findByRole('heading', { level: 1, name: video.title });
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await emitSocket(SOCKET_EVENTS.videoDeleted, 'v-p2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('This video was not found, or it is no longer available.')).toBeInTheDocument();
  });

  it('says in Hindi when the video is not there (404), with the way back', async () => {
    fakeApi({ [ONE('v-gone')]: { status: 404, body: { message: VIDEOS_WORDS.videoNotFound } } });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage('v-gone');
    const heading = await screen.findByRole('heading', { level: 1, name: 'नहीं मिला' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('यह वीडियो नहीं मिला, या अब उपलब्ध नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'वीडियो पर वापस जाएँ' })).toHaveAttribute('href', '/videos');
  });
});
