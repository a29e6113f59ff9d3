import { API, WORDS } from '@ideaignite/contract';
import { WORDS_HI } from '@ideaignite/contract/hi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { makeVideo } from '../../test/content-fixtures.ts';
import { type FakeReply, fakeApi } from '../../test/fake-api.ts';
import { renderContent, signInAs } from '../../test/render.tsx';
import { VideosPage } from './videos-page.tsx';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

const FIRST_PAGE = `GET ${API.getVideos}?limit=12`;
const page = (videos: ReturnType<typeof makeVideo>[], nextCursor: string | null = null) => ({
  status: 200,
  body: { success: true, data: videos, nextCursor, message: 'Videos fetched.' },
});

function renderPage(role: 'Hustler' | 'Investor' | null = 'Investor') {
  if (role) signInAs(role);
  return renderContent(<VideosPage />, { path: '/videos' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('VideosPage', () => {
  it('reads in Hindi when Hindi is chosen: heading, loading words and the upload popup', async () => {
    fakeApi({ [FIRST_PAGE]: page([]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const user = userEvent.setup();
    renderPage('Hustler');
    expect(screen.getByRole('heading', { level: 1, name: 'वीडियो' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('वीडियो लोड हो रहे हैं…');
    await user.click(screen.getByRole('button', { name: 'वीडियो बनाएँ' }));
    const dialog = screen.getByRole('dialog', { name: 'वीडियो बनाएँ' });
    expect(within(dialog).getByLabelText('शीर्षक')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('विवरण')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('वीडियो फ़ाइल')).toBeInTheDocument();
    expect(within(dialog).getByText('MP4, MPEG, MOV या AVI, 50 MB तक।')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'वीडियो अपलोड करें' })).toBeInTheDocument();
  });

  it('says in Hindi that there are no videos yet', async () => {
    fakeApi({ [FIRST_PAGE]: page([]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage();
    expect(await screen.findByText(WORDS_HI.lists.videosEmpty)).toBeInTheDocument();
    expect(screen.queryByText(WORDS.lists.videosEmpty)).not.toBeInTheDocument();
  });

  it('says in Hindi why the videos did not load', async () => {
    fakeApi({ [FIRST_PAGE]: { status: 500 } });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS_HI.lists.videosLoadFailed);
  });

  it('shows the videos in a 1/2/3-column grid, with Load more following nextCursor', async () => {
    fakeApi({
      [FIRST_PAGE]: page([makeVideo({ _id: 'v-1', title: 'First pitch' })], 'cursor-2'),
      [`GET ${API.getVideos}?limit=12&cursor=cursor-2`]: page([
        makeVideo({ _id: 'v-2', title: 'Second pitch' }),
      ]),
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Videos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos…');
    const first = await screen.findByRole('article', { name: 'First pitch' });
    const grid = first.closest('ul');
    expect(grid).toHaveClass('grid', 'md:grid-cols-2', 'lg:grid-cols-3');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Second pitch' })).toBeInTheDocument();
    expect(within(grid as HTMLElement).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there are no videos', async () => {
    fakeApi({ [FIRST_PAGE]: page([]) });
    renderPage();
    expect(await screen.findByText('No videos available.')).toBeInTheDocument();
  });

  it.each<[string, FakeReply, string]>([
    ['a refused answer', { status: 500, body: { message: 'Boom' } }, 'Failed to load videos.'],
    ['no answer at all', 'network-error', 'An error occurred while fetching videos.'],
  ])('shows the spec words for %s', async (_, reply, words) => {
    fakeApi({ [FIRST_PAGE]: reply });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', () => {
    const fetchMock = fakeApi({});
    renderPage(null);
    expect(screen.getByRole('alert')).toHaveTextContent(WORDS.auth.noToken);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives Hustlers a Create Videos button that opens the upload popup; others do not see it', async () => {
    fakeApi({ [FIRST_PAGE]: page([]) });
    const user = userEvent.setup();
    const { unmount } = renderPage('Hustler');
    await user.click(screen.getByRole('button', { name: 'Create Videos' }));
    expect(screen.getByRole('dialog', { name: 'Create Videos' })).toBeInTheDocument();
    unmount();
    localStorage.clear();

    renderPage('Investor');
    await screen.findByText('No videos available.');
    expect(screen.queryByRole('button', { name: 'Create Videos' })).not.toBeInTheDocument();
  });
});
