import { API, BLOGS_WORDS, COMMENTS_WORDS, SOCKET_EVENTS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Announcer } from '../../components/announcer.tsx';
import { useLiveContent } from '../../lib/use-live-content.ts';
import { aarav, makeBlog, makeComment, priya } from '../../test/content-fixtures.ts';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { emitSocket } from '../../test/fake-socket.ts';
import { renderContent, signInAs } from '../../test/render.tsx';
import { menuItemsOf, REPORT, reportSent, sendReport } from '../../test/report.ts';
import { BlogPage } from './blog-page.tsx';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

/*
 * A blog at its own address (issue 26): the post, then its comments, each with a "⋯" menu: Edit and
 * Delete for its own author, Report for others.
 */

const ONE = (blogId: string) => `GET ${API.blog(blogId)}`;
const COMMENTS = (blogId: string) => `GET ${API.talkComments(blogId)}?limit=10`;
const answered = (blog: ReturnType<typeof makeBlog>) => ({ status: 200, body: { success: true, blog } });
const commentPage = (comments: ReturnType<typeof makeComment>[], nextCursor: string | null = null) => ({
  status: 200,
  body: { success: true, comments, nextCursor },
});

function LiveContent() {
  useLiveContent();
  return null;
}

function renderPage(userId: string, blogId: string) {
  signInAs('Hustler', userId);
  return renderContent(
    <>
      <LiveContent />
      <BlogPage />
      <Announcer />
    </>,
    { path: '/blogs/:blogId', entry: `/blogs/${blogId}` },
  );
}

/** The page once the post is here: its heading (focused on arrival) and the whole page. */
async function openReader(title: string) {
  const user = userEvent.setup();
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  await vi.waitFor(() => expect(heading).toHaveFocus());
  return { user, reader: document.body };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a blog at its own address', () => {
  it('lists the comments, newest first, Edit and Delete only on the viewer’s own, Report on others; the post shows it was edited', async () => {
    const blog = makeBlog({ _id: 'b-r1', uploadedBy: priya, editedAt: new Date().toISOString() });
    fakeApi({
      [ONE(blog._id)]: answered(blog),
      [COMMENTS('b-r1')]: commentPage([
        makeComment('c-r1', 'Mine, about loyalty', aarav),
        makeComment('c-r2', 'Theirs, about reach', priya),
      ]),
    });
    renderPage(aarav._id, blog._id);
    const { user, reader } = await openReader(blog.title);
    expect(within(reader).getByText('edited')).toBeInTheDocument();
    const list = await within(reader).findByRole('list', { name: `Comments on ${blog.title}` });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Mine, about loyalty'),
      expect.stringContaining('Theirs, about reach'),
    ]);
    const own = within(reader).getByRole('button', { name: 'More actions for comment by Aarav Mehta' });
    expect(await menuItemsOf(user, own)).toEqual(['Edit', 'Delete']);
    // Escape closed the menu: focus is back on its button.
    expect(own).toHaveFocus();
    const theirs = within(reader).getByRole('button', { name: 'More actions for comment by Priya Raghavan' });
    expect(await menuItemsOf(user, theirs)).toEqual(['Report']);
    // Not the post's author: the post's own "⋯" in the reader offers only Report.
    const post = within(reader).getByRole('button', { name: `More actions for ${blog.title}` });
    expect(await menuItemsOf(user, post)).toEqual(['Report']);
  });

  it('reports the blog and a comment from its page: {target: blog} and {target: comment}', async () => {
    const blog = makeBlog({ _id: 'b-r9', uploadedBy: priya });
    const fetchMock = fakeApi({
      [ONE(blog._id)]: answered(blog),
      [COMMENTS('b-r9')]: commentPage([makeComment('c-r9', 'Click my link', priya)]),
      [REPORT]: reportSent,
    });
    renderPage(aarav._id, blog._id);
    const { user, reader } = await openReader(blog.title);
    const post = within(reader).getByRole('button', { name: `More actions for ${blog.title}` });
    let dialog = await sendReport(user, `Report ${blog.title}`, post);
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    // The report closes by itself, with focus back on the post's "⋯".
    expect(post).toHaveFocus();
    const comment = await within(reader).findByRole('button', {
      name: 'More actions for comment by Priya Raghavan',
    });
    dialog = await sendReport(user, "Report Priya Raghavan's comment", comment);
    expect(
      callsOf(fetchMock)
        .filter((call) => call.key === REPORT)
        .map((call) => call.body),
    ).toEqual([
      { target: 'blog', targetId: 'b-r9', reason: 'spam' },
      { target: 'comment', targetId: 'c-r9', reason: 'spam' },
    ]);
  });

  it('shows an empty state, adds a comment at the top, and shows it once when the live event follows', async () => {
    const blog = makeBlog({ _id: 'b-r2' });
    const added = makeComment('c-r3', 'Great read', aarav);
    const fetchMock = fakeApi({
      [ONE(blog._id)]: answered(blog),
      [COMMENTS('b-r2')]: commentPage([]),
      [`POST ${API.talkComments('b-r2')}`]: {
        status: 201,
        body: { success: true, message: COMMENTS_WORDS.commentAdded, comment: added },
      },
    });
    renderPage(aarav._id, blog._id);
    const { user, reader } = await openReader(blog.title);
    expect(
      await within(reader).findByText('No comments yet. Share what this post made you think.'),
    ).toBeInTheDocument();
    await user.type(
      within(reader).getByRole('textbox', { name: `Add a comment on ${blog.title}` }),
      'Great read',
    );
    await user.click(within(reader).getByRole('button', { name: 'Post comment' }));
    expect(await within(reader).findByText('Great read')).toBeInTheDocument();
    expect(callsOf(fetchMock).find((call) => call.key.startsWith('POST'))?.body).toEqual({
      text: 'Great read',
      idempotencyKey: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    await emitSocket(SOCKET_EVENTS.newTalkComment, 'b-r2', added);
    expect(within(reader).getAllByText('Great read')).toHaveLength(1);
    // Someone else's comment arrives live, above it.
    await emitSocket(SOCKET_EVENTS.newTalkComment, 'b-r2', makeComment('c-r4', 'Agreed!', priya));
    const list = within(reader).getByRole('list', { name: `Comments on ${blog.title}` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // A comment on another post stays out.
    await emitSocket(SOCKET_EVENTS.newTalkComment, 'b-elsewhere', makeComment('c-r5', 'Elsewhere', priya));
    expect(within(reader).queryByText('Elsewhere')).toBeNull();
  });

  it('the commenter edits their comment in place: Save shows the new words, marked edited', async () => {
    const blog = makeBlog({ _id: 'b-r3', uploadedBy: priya });
    const mine = makeComment('c-r6', 'Frist thought', aarav);
    const fetchMock = fakeApi({
      [ONE(blog._id)]: answered(blog),
      [COMMENTS('b-r3')]: commentPage([mine]),
      [`PATCH ${API.talkComment('c-r6')}`]: {
        status: 200,
        body: {
          success: true,
          message: COMMENTS_WORDS.commentUpdated,
          comment: { ...mine, text: 'First thought', editedAt: new Date().toISOString() },
        },
      },
    });
    renderPage(aarav._id, blog._id);
    const { user, reader } = await openReader(blog.title);
    const menu = await within(reader).findByRole('button', {
      name: 'More actions for comment by Aarav Mehta',
    });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = await within(reader).findByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'First thought');
    await user.click(within(reader).getByRole('button', { name: 'Save' }));
    expect(await within(reader).findByText('First thought')).toBeInTheDocument();
    expect(within(reader).queryByText('Frist thought')).toBeNull();
    const item = within(reader).getByText('First thought').closest('li');
    expect(item).toHaveTextContent('edited');
    expect(
      within(reader).getByRole('button', { name: 'More actions for comment by Aarav Mehta' }),
    ).toHaveFocus();
    expect(callsOf(fetchMock).find((call) => call.key.startsWith('PATCH'))?.body).toEqual({
      text: 'First thought',
    });
  });

  it('the commenter deletes their comment after confirming; it leaves the list and focus goes to the comment box', async () => {
    const blog = makeBlog({ _id: 'b-r4', uploadedBy: priya });
    fakeApi({
      [ONE(blog._id)]: answered(blog),
      [COMMENTS('b-r4')]: commentPage([
        makeComment('c-r7', 'Taking this back', aarav),
        makeComment('c-r8', 'Staying here', priya),
      ]),
      [`DELETE ${API.talkComment('c-r7')}`]: {
        status: 200,
        body: { success: true, message: COMMENTS_WORDS.commentDeleted },
      },
    });
    renderPage(aarav._id, blog._id);
    const { user, reader } = await openReader(blog.title);
    await user.click(
      await within(reader).findByRole('button', { name: 'More actions for comment by Aarav Mehta' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(COMMENTS_WORDS.commentDeleted);
    expect(within(reader).queryByText('Taking this back')).toBeNull();
    expect(within(reader).getByText('Staying here')).toBeInTheDocument();
    expect(within(reader).getByRole('textbox', { name: `Add a comment on ${blog.title}` })).toHaveFocus();
    // The server's live event for the same delete changes nothing more.
    await emitSocket(SOCKET_EVENTS.commentDeleted, 'talk', 'b-r4', 'c-r7');
    expect(within(reader).getByText('Staying here')).toBeInTheDocument();
  });

  it("others' comment edits and deletes, an edit of the post and its deletion reach the open page live", async () => {
    const blog = makeBlog({ _id: 'b-r5', uploadedBy: priya });
    fakeApi({
      [ONE(blog._id)]: answered(blog),
      [COMMENTS('b-r5')]: commentPage([makeComment('c-r9', 'Old words', priya)]),
    });
    renderPage('u-viewer', blog._id);
    const { reader } = await openReader(blog.title);
    await within(reader).findByText('Old words');
    await emitSocket(SOCKET_EVENTS.commentUpdated, 'talk', 'b-r5', {
      ...makeComment('c-r9', 'New words', priya),
      editedAt: new Date().toISOString(),
    });
    expect(await within(reader).findByText('New words')).toBeInTheDocument();
    await emitSocket(SOCKET_EVENTS.blogUpdated, {
      ...blog,
      summary: 'A sharper summary.',
      editedAt: new Date().toISOString(),
    });
    expect(await within(reader).findByText('A sharper summary.')).toBeInTheDocument();
    await emitSocket(SOCKET_EVENTS.commentDeleted, 'talk', 'b-r5', 'c-r9');
    expect(within(reader).queryByText('New words')).toBeNull();
    await emitSocket(SOCKET_EVENTS.blogDeleted, 'b-r5', 'blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('This blog was not found, or it is no longer available.')).toBeInTheDocument();
  });

  it('the post’s author edits and deletes it on its page; once deleted the page says so, focus on its heading', async () => {
    const blog = makeBlog({ _id: 'b-r6' });
    fakeApi({
      [ONE(blog._id)]: answered(blog),
      [COMMENTS('b-r6')]: commentPage([]),
      [`PATCH ${API.blog('b-r6')}`]: {
        status: 200,
        body: {
          success: true,
          message: BLOGS_WORDS.blogUpdated,
          blog: { ...blog, summary: 'Regulars, then reach.', editedAt: new Date().toISOString() },
        },
      },
      [`DELETE ${API.blog('b-r6')}`]: {
        status: 200,
        body: { success: true, message: BLOGS_WORDS.blogDeleted },
      },
    });
    renderPage(aarav._id, blog._id);
    const { user, reader } = await openReader(blog.title);
    const menu = within(reader).getByRole('button', { name: `More actions for ${blog.title}` });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit blog' });
    const summary = within(edit).getByRole('textbox', { name: 'Brief summary' });
    await user.clear(summary);
    await user.type(summary, 'Regulars, then reach.');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(reader).findByText('Regulars, then reach.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit blog' })).toBeNull();
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this blog?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(BLOGS_WORDS.blogDeleted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const gone = await screen.findByRole('heading', { level: 1, name: 'Not found' });
    await vi.waitFor(() => expect(gone).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Back to blogs' })).toBeInTheDocument();
  });

  it('shows the whole post as text (line breaks kept, never HTML), titled by the post', async () => {
    const content = 'Line one <b>not bold</b>.\n\nA second paragraph with more to read.';
    const blog = makeBlog({ _id: 'b-t1', uploadedBy: priya, content });
    fakeApi({ [ONE(blog._id)]: answered(blog), [COMMENTS('b-t1')]: commentPage([]) });
    renderPage(aarav._id, blog._id);
    await openReader(blog.title);
    const body = screen.getByText(/A second paragraph with more to read\./);
    expect(body.textContent).toBe(content);
    expect(body).toHaveClass('whitespace-pre-line');
    expect(document.querySelector('b')).toBeNull();
    await vi.waitFor(() => expect(document.title).toBe(`${blog.title} · IdeaIgnite`));
    expect(screen.getByRole('link', { name: 'Back to blogs' })).toHaveAttribute('href', '/blogs');
    // Not the author's: nothing to share from here.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('likes the post once the server says so, and shows others’ likes live', async () => {
    const blog = makeBlog({ _id: 'b-l1', uploadedBy: priya, likes: 2 });
    const fetchMock = fakeApi({
      [ONE(blog._id)]: answered(blog),
      [COMMENTS('b-l1')]: commentPage([]),
      [`POST ${API.blog('b-l1')}/like`]: {
        status: 200,
        body: { success: true, likes: 3, userHasLiked: true },
      },
    });
    renderPage(aarav._id, blog._id);
    const { user } = await openReader(blog.title);
    await user.click(screen.getByRole('button', { name: 'Like, 2 likes' }));
    const liked = await screen.findByRole('button', { name: 'Like, 3 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(callsOf(fetchMock).map((call) => call.key)).toContain(`POST ${API.blog('b-l1')}/like`);
    await emitSocket(SOCKET_EVENTS.likesChanged, 'blog', 'b-l1', 5);
    expect(await screen.findByRole('button', { name: 'Like, 5 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Another post's count stays out.
    await emitSocket(SOCKET_EVENTS.likesChanged, 'blog', 'b-elsewhere', 9);
    expect(screen.getByRole('button', { name: 'Like, 5 likes' })).toBeInTheDocument();
  });

  it('says plainly when the post is not there (gone, hidden or blocked: 404), with the way back focused first', async () => {
    fakeApi({ [ONE('b-gone')]: { status: 404, body: { message: BLOGS_WORDS.blogNotFound } } });
    renderPage(aarav._id, 'b-gone');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Not found' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('This blog was not found, or it is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to blogs' })).toHaveAttribute('href', '/blogs');
    await vi.waitFor(() => expect(document.title).toBe('Not found · IdeaIgnite'));
  });

  it('lets its author share the address: the link is copied where the device has no share sheet', async () => {
    const blog = makeBlog({ _id: 'b-s1' });
    fakeApi({ [ONE(blog._id)]: answered(blog), [COMMENTS('b-s1')]: commentPage([]) });
    renderPage(aarav._id, blog._id);
    const { user } = await openReader(blog.title);
    // After user-event's set-up, which puts in a clipboard of its own.
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blogs/b-s1`);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('opens the device’s share sheet where there is one', async () => {
    const blog = makeBlog({ _id: 'b-s2' });
    fakeApi({ [ONE(blog._id)]: answered(blog), [COMMENTS('b-s2')]: commentPage([]) });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderPage(aarav._id, blog._id);
    const { user } = await openReader(blog.title);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: blog.title, url: `${window.location.origin}/blogs/b-s2` });
  });
});
