import { API, COMMENTS_WORDS, SOCKET_EVENTS, TALKS_WORDS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Announcer } from '../../components/announcer.tsx';
import { setLocale } from '../../lib/i18n/locale.ts';
import { useLiveContent } from '../../lib/use-live-content.ts';
import { aarav, makeBlog, makeComment, priya } from '../../test/content-fixtures.ts';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { emitSocket } from '../../test/fake-socket.ts';
import { renderContent, signInAs } from '../../test/render.tsx';
import { menuItemsOf, REPORT, reportSent, sendReport } from '../../test/report.ts';
import { TalksPage } from './talks-page.tsx';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

const FIRST_PAGE = `GET ${API.getBlogs}?kind=talk&limit=10`;
const talk = (id: string, text: string, extra: Partial<ReturnType<typeof makeBlog>> = {}) =>
  makeBlog({ _id: id, kind: 'talk', title: text, summary: null, content: null, ...extra });
const page = (talks: ReturnType<typeof makeBlog>[]) => ({
  status: 200,
  body: { success: true, data: talks, nextCursor: null },
});

function LiveContent() {
  useLiveContent();
  return null;
}

function renderPage(userId: string) {
  signInAs('Hustler', userId);
  return renderContent(
    <>
      <LiveContent />
      <TalksPage />
      <Announcer />
    </>,
    { path: '/talks' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('editing and deleting talks and their comments', () => {
  it('the author edits a talk in place: an empty text is refused, Escape cancels, Save shows it edited', async () => {
    const edited = talk('t-1', 'Hiring in Pune and Nagpur', { editedAt: new Date().toISOString() });
    const fetchMock = fakeApi({
      [FIRST_PAGE]: page([talk('t-1', 'Hiring in Pune')]),
      [`PATCH ${API.talk('t-1')}`]: {
        status: 200,
        body: { success: true, message: TALKS_WORDS.talkUpdated, blog: edited },
      },
    });
    const user = userEvent.setup();
    renderPage(aarav._id);
    const menu = await screen.findByRole('button', { name: 'More actions for Talk by Aarav Mehta' });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = await screen.findByRole('textbox', { name: 'Edit your talk' });
    expect(box).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit your talk' })).toBeNull();
    expect(menu).toHaveFocus();
    expect(screen.getByText('Hiring in Pune')).toBeInTheDocument();

    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const again = await screen.findByRole('textbox', { name: 'Edit your talk' });
    await user.clear(again);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TALKS_WORDS.talkRequired);
    await user.type(again, 'Hiring in Pune and Nagpur');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hiring in Pune and Nagpur')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Talk by Aarav Mehta' })).toHaveTextContent('edited');
    expect(callsOf(fetchMock).filter((call) => call.key.startsWith('PATCH'))).toEqual([
      expect.objectContaining({ body: { title: 'Hiring in Pune and Nagpur' } }),
    ]);
  });

  it('the author deletes a talk after confirming; it disappears', async () => {
    fakeApi({
      [FIRST_PAGE]: page([talk('t-1', 'Going away'), talk('t-2', 'Staying', { uploadedBy: priya })]),
      [`DELETE ${API.talk('t-1')}`]: {
        status: 200,
        body: { success: true, message: TALKS_WORDS.talkDeleted },
      },
    });
    const user = userEvent.setup();
    renderPage(aarav._id);
    await user.click(await screen.findByRole('button', { name: 'More actions for Talk by Aarav Mehta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this talk?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(TALKS_WORDS.talkDeleted);
    expect(screen.queryByText('Going away')).toBeNull();
    expect(screen.getByText('Staying')).toBeInTheDocument();
    const theirs = screen.getByRole('button', { name: 'More actions for Talk by Priya Raghavan' });
    expect(await menuItemsOf(user, theirs)).toEqual(['Report']);
  });

  it("reports someone else's talk and a comment on it: {target: talk} and {target: comment}", async () => {
    const fetchMock = fakeApi({
      [FIRST_PAGE]: page([
        talk('t-9', 'DM me for guaranteed returns', {
          uploadedBy: priya,
          comments: [makeComment('c-9', 'Me too, DM me', priya)],
          commentsCount: 1,
        }),
      ]),
      [REPORT]: reportSent,
    });
    const user = userEvent.setup();
    renderPage(aarav._id);
    const menu = await screen.findByRole('button', { name: 'More actions for Talk by Priya Raghavan' });
    const dialog = await sendReport(user, "Report Priya Raghavan's talk", menu);
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    expect(menu).toHaveFocus();
    const comment = screen.getByRole('button', { name: 'More actions for comment by Priya Raghavan' });
    await sendReport(user, "Report Priya Raghavan's comment", comment);
    expect(
      callsOf(fetchMock)
        .filter((call) => call.key === REPORT)
        .map((call) => call.body),
    ).toEqual([
      { target: 'talk', targetId: 't-9', reason: 'spam' },
      { target: 'comment', targetId: 'c-9', reason: 'spam' },
    ]);
  });

  it('a commenter edits and deletes their own comment (and only theirs); the count follows', async () => {
    const mine = makeComment('c-1', 'My first take', aarav);
    const theirs = makeComment('c-2', 'Their take', priya);
    const fetchMock = fakeApi({
      [FIRST_PAGE]: page([
        talk('t-1', 'Ask me anything', { uploadedBy: priya, comments: [mine, theirs], commentsCount: 2 }),
      ]),
      [`PATCH ${API.talkComment('c-1')}`]: {
        status: 200,
        body: {
          success: true,
          message: COMMENTS_WORDS.commentUpdated,
          comment: { ...mine, text: 'My second take', editedAt: new Date().toISOString() },
        },
      },
      [`DELETE ${API.talkComment('c-1')}`]: {
        status: 200,
        body: { success: true, message: COMMENTS_WORDS.commentDeleted },
      },
    });
    const user = userEvent.setup();
    renderPage(aarav._id);
    const menu = await screen.findByRole('button', { name: 'More actions for comment by Aarav Mehta' });
    const theirMenu = screen.getByRole('button', { name: 'More actions for comment by Priya Raghavan' });
    expect(await menuItemsOf(user, theirMenu)).toEqual(['Report']);
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = await screen.findByRole('textbox', { name: 'Edit your comment' });
    await user.clear(box);
    await user.type(box, 'My second take');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('My second take')).toBeInTheDocument();
    expect(callsOf(fetchMock).find((call) => call.key.startsWith('PATCH'))?.body).toEqual({
      text: 'My second take',
    });

    await user.click(screen.getByRole('button', { name: 'More actions for comment by Aarav Mehta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(COMMENTS_WORDS.commentDeleted);
    expect(screen.queryByText('My second take')).toBeNull();
    expect(screen.getByText('Their take')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment on this talk' })).toHaveFocus();
    // The server's live event for the same delete changes nothing more.
    await emitSocket(SOCKET_EVENTS.commentDeleted, 'talk', 't-1', 'c-1');
    expect(screen.getByText('Their take')).toBeInTheDocument();
  });

  it("others' edits and deletes of comments and talks arrive live", async () => {
    fakeApi({
      [FIRST_PAGE]: page([
        talk('t-1', 'Live one', {
          uploadedBy: priya,
          comments: [makeComment('c-9', 'Old words', priya)],
          commentsCount: 1,
        }),
        talk('t-2', 'Soon gone', { uploadedBy: priya }),
      ]),
    });
    renderPage('u-viewer');
    await screen.findByText('Old words');
    await emitSocket(SOCKET_EVENTS.commentUpdated, 'talk', 't-1', {
      ...makeComment('c-9', 'New words', priya),
      editedAt: new Date().toISOString(),
    });
    expect(await screen.findByText('New words')).toBeInTheDocument();
    await emitSocket(
      SOCKET_EVENTS.blogUpdated,
      talk('t-1', 'Live one, edited', { uploadedBy: priya, editedAt: new Date().toISOString() }),
    );
    expect(await screen.findByText('Live one, edited')).toBeInTheDocument();
    expect(screen.getByText('New words')).toBeInTheDocument();
    await emitSocket(SOCKET_EVENTS.blogDeleted, 't-2', 'talk');
    expect(screen.queryByText('Soon gone')).toBeNull();
    await emitSocket(SOCKET_EVENTS.commentDeleted, 'talk', 't-1', 'c-9');
    expect(screen.queryByText('New words')).toBeNull();
  });
});
