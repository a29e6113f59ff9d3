import { API, BLOGS_WORDS, WORDS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Announcer } from '../../components/announcer.tsx';
import { aarav, makeBlog } from '../../test/content-fixtures.ts';
import { callsOf, fakeApi, sentForm } from '../../test/fake-api.ts';
import { renderContent, signInAs } from '../../test/render.tsx';
import { menuItemsOf, REPORT, reportSent, sendReport } from '../../test/report.ts';
import { BlogsPage } from './blogs-page.tsx';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

const FIRST_PAGE = `GET ${API.getBlogs}?kind=blog&limit=10`;
const EDIT = `PATCH ${API.blog('b-1')}`;
const page = (blogs: ReturnType<typeof makeBlog>[]) => ({
  status: 200,
  body: { success: true, data: blogs, nextCursor: null },
});
const withCover = makeBlog({ coverImageUrl: '/media/covers/b-1.webp' });

function renderPage(userId: string) {
  signInAs('Hustler', userId);
  return renderContent(
    <>
      <BlogsPage />
      <Announcer />
    </>,
    { path: '/blogs' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('editing and deleting a blog', () => {
  it('only the author has Edit and Delete; a reader reports the blog: {target: blog, targetId}', async () => {
    const fetchMock = fakeApi({ [FIRST_PAGE]: page([withCover]), [REPORT]: reportSent });
    const user = userEvent.setup();
    renderPage('u-reader');
    const card = await screen.findByRole('article', { name: withCover.title });
    const menu = within(card).getByRole('button', { name: `More actions for ${withCover.title}` });
    expect(await menuItemsOf(user, menu)).toEqual(['Report']);
    await sendReport(user, `Report ${withCover.title}`, menu);
    expect(callsOf(fetchMock).find((call) => call.key === REPORT)?.body).toEqual({
      target: 'blog',
      targetId: 'b-1',
      reason: 'spam',
    });
  });

  it('Edit refuses a blank summary, then saves the texts and removes the cover; the card shows it', async () => {
    const saved = makeBlog({ summary: 'Regulars matter most.', editedAt: new Date().toISOString() });
    const fetchMock = fakeApi({
      [FIRST_PAGE]: page([withCover]),
      [EDIT]: { status: 200, body: { success: true, message: BLOGS_WORDS.blogUpdated, blog: saved } },
    });
    const user = userEvent.setup();
    renderPage(aarav._id);
    await user.click(await screen.findByRole('button', { name: `More actions for ${withCover.title}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog' });
    const summary = within(dialog).getByRole('textbox', { name: 'Brief summary' });
    await user.clear(summary);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(WORDS.blogCreation.allRequired);
    expect(callsOf(fetchMock).some((call) => call.key === EDIT)).toBe(false);

    await user.type(summary, 'Regulars matter most.');
    expect(within(dialog).getByRole('img', { name: `Cover for “${withCover.title}”` })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove cover' }));
    expect(within(dialog).getByText('The cover will be removed when you save.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(BLOGS_WORDS.blogUpdated);
    expect(sentForm(fetchMock, EDIT).entries).toEqual([
      ['title', withCover.title],
      ['summary', 'Regulars matter most.'],
      ['content', withCover.content],
      ['removeCover', 'true'],
    ]);
    const card = screen.getByRole('article', { name: withCover.title });
    expect(within(card).getByText('Regulars matter most.')).toBeInTheDocument();
    expect(within(card).getByText('edited')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /Cover for/ })).toBeNull();
  });

  it('Cancel drops what was typed and a cover marked to go: the dialog opens again on the blog as it is', async () => {
    fakeApi({ [FIRST_PAGE]: page([withCover]) });
    const user = userEvent.setup();
    renderPage(aarav._id);
    const menu = await screen.findByRole('button', { name: `More actions for ${withCover.title}` });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit blog' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' (draft)');
    await user.click(within(dialog).getByRole('button', { name: 'Remove cover' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit blog' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(withCover.title);
    expect(within(dialog).getByRole('img', { name: `Cover for “${withCover.title}”` })).toBeInTheDocument();
  });

  it('Delete asks, then the blog is gone', async () => {
    fakeApi({
      [FIRST_PAGE]: page([withCover]),
      [`DELETE ${API.blog('b-1')}`]: {
        status: 200,
        body: { success: true, message: BLOGS_WORDS.blogDeleted },
      },
    });
    const user = userEvent.setup();
    renderPage(aarav._id);
    await user.click(await screen.findByRole('button', { name: `More actions for ${withCover.title}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this blog?' });
    expect(dialog).toHaveTextContent('with its cover and comments');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(BLOGS_WORDS.blogDeleted)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: withCover.title })).toBeNull();
  });
});
