import { API, BLOGS_WORDS, type Blog, SOCKET_EVENTS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardParts } from '../../app/pages/dashboard-page.tsx';
import { Announcer } from '../../components/announcer.tsx';
import { useLiveContent } from '../../lib/use-live-content.ts';
import { callsOf, fakeApi, sentForm } from '../../test/fake-api.ts';
import { emitSocket } from '../../test/fake-socket.ts';
import { blogItem, feedPage, videoItem } from '../../test/feed-fixtures.ts';
import { makeCardAuthor } from '../../test/fixtures.ts';
import { renderContent, signInAs } from '../../test/render.tsx';
import { menuItemsOf, REPORT, reportSent, sendReport } from '../../test/report.ts';
import { FeedList } from './components/feed-list.tsx';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

/*
 * The dashboard feed shows the same "⋯" menu and "edited" mark as the blogs and videos pages:
 * Edit and Delete on the viewer's own posts, Report on other members'.
 */

const FEED = `GET ${API.feedPage}?limit=12`;
const me = makeCardAuthor('user-5', 'Hustler', { Username: 'Ananya Rao' }, true);
const mine = (blog: Blog): Blog => ({ ...blog, uploadedBy: me });

function LiveContent() {
  useLiveContent();
  return null;
}

function renderFeed() {
  signInAs('Hustler', 'user-5');
  return renderContent(
    <>
      <LiveContent />
      <main id="main">
        <h1>Welcome back</h1>
        <FeedList VideoCard={dashboardParts.VideoCard} BlogCard={dashboardParts.BlogCard} />
      </main>
      <Announcer />
    </>,
    { path: '/dashboard/hustler' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard feed: edit and delete where a post is shown', () => {
  it("gives the author's own blog and video Edit and Delete, others' Report, and marks edited posts", async () => {
    const ownBlog = mine({
      ...blogItem('b-own', 'Our pricing story', '2025-06-04'),
      editedAt: '2025-06-05T09:00:00.000Z',
    });
    const ownVideo = { ...videoItem('v-own', 'Our 60-second pitch', '2025-06-03'), uploadedBy: me };
    fakeApi({
      [FEED]: {
        status: 200,
        body: feedPage(
          [ownVideo, videoItem('v-other', 'Someone else’s pitch', '2025-06-02')],
          [ownBlog, blogItem('b-other', 'Hiring your first engineer', '2025-06-01')],
        ),
      },
    });
    const user = userEvent.setup();
    renderFeed();
    const blogCard = await screen.findByRole('article', { name: 'Our pricing story' });
    const ownBlogMenu = within(blogCard).getByRole('button', { name: 'More actions for Our pricing story' });
    expect(await menuItemsOf(user, ownBlogMenu)).toEqual(['Edit', 'Delete']);
    expect(within(blogCard).getByText('edited')).toBeInTheDocument();
    const otherBlog = screen.getByRole('article', { name: 'Hiring your first engineer' });
    const otherBlogMenu = within(otherBlog).getByRole('button', { name: /More actions/ });
    expect(await menuItemsOf(user, otherBlogMenu)).toEqual(['Report']);
    expect(within(otherBlog).queryByText('edited')).toBeNull();
    const ownVideoMenu = screen.getByRole('button', { name: 'More actions for Our 60-second pitch' });
    expect(await menuItemsOf(user, ownVideoMenu)).toEqual(['Edit', 'Delete']);
    const otherVideoMenu = screen.getByRole('button', { name: 'More actions for Someone else’s pitch' });
    expect(await menuItemsOf(user, otherVideoMenu)).toEqual(['Report']);
  });

  it("reports another member's blog and video from the dashboard: the dialog comes on demand and posts each target", async () => {
    const fetchMock = fakeApi({
      [FEED]: {
        status: 200,
        body: feedPage(
          [videoItem('v-other', 'Someone else’s pitch', '2025-06-02')],
          [blogItem('b-other', 'Hiring your first engineer', '2025-06-01')],
        ),
      },
      [REPORT]: reportSent,
    });
    const user = userEvent.setup();
    renderFeed();
    const blogMenu = await screen.findByRole('button', {
      name: 'More actions for Hiring your first engineer',
    });
    let dialog = await sendReport(user, 'Report Hiring your first engineer', blogMenu);
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    expect(blogMenu).toHaveFocus();
    const videoMenu = screen.getByRole('button', { name: 'More actions for Someone else’s pitch' });
    dialog = await sendReport(user, 'Report Someone else’s pitch', videoMenu);
    expect(
      callsOf(fetchMock)
        .filter((call) => call.key === REPORT)
        .map((call) => call.body),
    ).toEqual([
      { target: 'blog', targetId: 'b-other', reason: 'spam' },
      { target: 'video', targetId: 'v-other', reason: 'spam' },
    ]);
  });

  it('Edit opens the blog edit dialog; the saved words show on the card, marked edited, and focus returns to the menu', async () => {
    const blog = mine(blogItem('b-edit', 'First draft title', '2025-06-04'));
    const saved = { ...blog, title: 'A better title', editedAt: new Date().toISOString() };
    const fetchMock = fakeApi({
      [FEED]: { status: 200, body: feedPage([], [blog]) },
      [`PATCH ${API.blog('b-edit')}`]: {
        status: 200,
        body: { success: true, message: BLOGS_WORDS.blogUpdated, blog: saved },
      },
    });
    const user = userEvent.setup();
    renderFeed();
    const menu = await screen.findByRole('button', { name: 'More actions for First draft title' });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'A better title');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(BLOGS_WORDS.blogUpdated);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentForm(fetchMock, `PATCH ${API.blog('b-edit')}`).entries).toEqual([
      ['title', 'A better title'],
      ['summary', blog.summary],
      ['content', blog.content],
    ]);
    const card = screen.getByRole('article', { name: 'A better title' });
    expect(within(card).getByText('edited')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'More actions for A better title' })).toHaveFocus();
  });

  it('Delete asks first; Cancel keeps the blog, Delete removes it from the feed and focus goes to the heading', async () => {
    const fetchMock = fakeApi({
      [FEED]: {
        status: 200,
        body: feedPage(
          [],
          [mine(blogItem('b-gone', 'Going away', '2025-06-04')), blogItem('b-stay', 'Staying', '2025-06-01')],
        ),
      },
      [`DELETE ${API.blog('b-gone')}`]: {
        status: 200,
        body: { success: true, message: BLOGS_WORDS.blogDeleted },
      },
    });
    const user = userEvent.setup();
    renderFeed();
    const menu = await screen.findByRole('button', { name: 'More actions for Going away' });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this blog?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();
    expect(callsOf(fetchMock).some((call) => call.key.startsWith('DELETE'))).toBe(false);

    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this blog?' });
    expect(dialog).toHaveTextContent('“Going away” will be removed for everyone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(BLOGS_WORDS.blogDeleted);
    expect(screen.queryByRole('article', { name: 'Going away' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Staying' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it("another author's edit and delete reach the feed live", async () => {
    fakeApi({
      [FEED]: {
        status: 200,
        body: feedPage(
          [],
          [blogItem('b-live', 'Old title', '2025-06-04'), blogItem('b-bye', 'Soon gone', '2025-06-01')],
        ),
      },
    });
    renderFeed();
    await screen.findByRole('article', { name: 'Old title' });
    await emitSocket(SOCKET_EVENTS.blogUpdated, {
      ...blogItem('b-live', 'New title', '2025-06-04'),
      editedAt: new Date().toISOString(),
    });
    const card = await screen.findByRole('article', { name: 'New title' });
    expect(within(card).getByText('edited')).toBeInTheDocument();
    // Not the viewer's: its "⋯" is Report only, under the new title.
    expect(within(card).getByRole('button', { name: 'More actions for New title' })).toBeInTheDocument();
    expect(within(card).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await emitSocket(SOCKET_EVENTS.blogDeleted, 'b-bye', 'blog');
    expect(screen.queryByRole('article', { name: 'Soon gone' })).toBeNull();
  });
});
