import { API, WORDS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { makeBlog } from '../../test/content-fixtures.ts';
import { type FakeReply, fakeApi } from '../../test/fake-api.ts';
import { renderContent, signInAs } from '../../test/render.tsx';
import { BlogsPage } from './blogs-page.tsx';

const FIRST_PAGE = `GET ${API.getBlogs}?kind=blog&limit=10`;
const page = (blogs: ReturnType<typeof makeBlog>[]) => ({
  status: 200,
  body: { success: true, data: blogs, nextCursor: null },
});

function renderPage(role: 'Hustler' | 'Cofounder' | null = 'Cofounder') {
  if (role) signInAs(role);
  return renderContent(<BlogsPage />, { path: '/blogs' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('BlogsPage', () => {
  it('reads in Hindi when Hindi is chosen: heading, cards and the Create Blogs popup', async () => {
    fakeApi({
      [FIRST_PAGE]: page([
        makeBlog({ _id: 'b-1', title: 'Chai economics', coverImageUrl: '/media/covers/b-1.jpg' }),
      ]),
    });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const user = userEvent.setup();
    renderPage('Hustler');
    expect(screen.getByRole('heading', { level: 1, name: 'ब्लॉग' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Chai economics' });
    expect(within(card).getByRole('img', { name: '“Chai economics” की कवर इमेज' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'पूरी पोस्ट पढ़ें' })).toHaveAttribute('href', '/blogs/b-1');
    await user.click(screen.getByRole('button', { name: 'ब्लॉग लिखें' }));
    const dialog = screen.getByRole('dialog', { name: 'ब्लॉग लिखें' });
    expect(within(dialog).getByLabelText('शीर्षक')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ब्लॉग सारांश पब्लिश करें' })).toBeInTheDocument();
  });

  it('lists blogs with cover, title, author, summary, a preview and likes; Read full post leads to its address', async () => {
    const content = 'Line one <b>not bold</b>.\n\nA second paragraph with more to read.';
    fakeApi({
      [FIRST_PAGE]: page([
        makeBlog({
          _id: 'b-1',
          title: 'Chai economics',
          coverImageUrl: '/media/covers/b-1.jpg',
          content,
          likes: 3,
          userHasLiked: true,
        }),
        makeBlog({ _id: 'b-2', title: 'No cover here', uploadedBy: null }),
      ]),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Chai economics' });
    expect(within(card).getByRole('img', { name: 'Cover for “Chai economics”' })).toHaveAttribute(
      'src',
      '/media/covers/b-1.jpg',
    );
    expect(within(card).getByText('Aarav Mehta')).toBeInTheDocument();
    expect(within(card).getByText('Regulars matter more than reach.')).toBeInTheDocument();
    expect(within(card).getByText(/^Line one <b>not bold<\/b>\. A second paragraph/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'No cover here' })).getByText('Unknown User'),
    ).toBeInTheDocument();

    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Like, 3 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(card).getByRole('link', { name: 'Read full post' })).toHaveAttribute('href', '/blogs/b-1');
  });

  it('says when there are no blogs yet', async () => {
    fakeApi({ [FIRST_PAGE]: page([]) });
    renderPage();
    expect(await screen.findByText('No blogs yet — be the first to share an insight.')).toBeInTheDocument();
  });

  it.each<[string, FakeReply, string]>([
    ['a refused answer, with its HTTP status', { status: 500 }, 'Failed to fetch blogs. (HTTP 500)'],
    ['no answer at all', 'network-error', 'An error occurred while fetching the blogs.'],
  ])('shows the spec words for %s', async (_, reply, words) => {
    fakeApi({ [FIRST_PAGE]: reply });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('asks a signed-out visitor to log in', () => {
    fakeApi({});
    renderPage(null);
    expect(screen.getByRole('alert')).toHaveTextContent(WORDS.auth.noToken);
  });

  it('gives Hustlers a Create Blogs button that opens the popup', async () => {
    fakeApi({ [FIRST_PAGE]: page([]) });
    const user = userEvent.setup();
    renderPage('Hustler');
    await user.click(screen.getByRole('button', { name: 'Create Blogs' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Blogs' });
    expect(within(dialog).getByRole('button', { name: 'Publish Blog Summary' })).toBeInTheDocument();
  });
});
