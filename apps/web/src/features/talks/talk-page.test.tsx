import { API, BLOGS_WORDS, SOCKET_EVENTS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aarav, makeBlog, makeComment, priya } from '../../test/content-fixtures.ts';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { emitSocket } from '../../test/fake-socket.ts';
import { renderContent, signInAs } from '../../test/render.tsx';
import { TalkPage } from './talk-page.tsx';
import { TalksPage } from './talks-page.tsx';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

/* A talk at its own address (issue 26), and the talks list's links to it. */

const talk = (id: string, text: string, extra: Partial<ReturnType<typeof makeBlog>> = {}) =>
  makeBlog({ _id: id, kind: 'talk', title: text, summary: null, content: null, ...extra });

function renderPage(talkId: string) {
  signInAs('Cofounder', priya._id);
  return renderContent(<TalkPage />, { path: '/talks/:talkId', entry: `/talks/${talkId}` });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TalkPage', () => {
  it('shows the talk headed by who said it (focused), its comments, and likes it', async () => {
    const shown = talk('t-p1', 'Who has sold to kirana stores?', {
      comments: [makeComment('c-1', 'We did, in Indore.', priya)],
      commentsCount: 1,
      likes: 1,
    });
    const fetchMock = fakeApi({
      [`GET ${API.talk('t-p1')}`]: { status: 200, body: { success: true, blog: shown } },
      [`POST ${API.talk('t-p1')}/like`]: {
        status: 200,
        body: { success: true, likes: 2, userHasLiked: true },
      },
    });
    const user = userEvent.setup();
    renderPage('t-p1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Talk by Aarav Mehta' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Who has sold to kirana stores?')).toBeInTheDocument();
    expect(screen.getByText('We did, in Indore.')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Talk by Aarav Mehta · IdeaIgnite'));
    await user.click(screen.getByRole('button', { name: 'Like, 1 like' }));
    expect(await screen.findByRole('button', { name: 'Like, 2 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsOf(fetchMock).map((call) => call.key)).toContain(`POST ${API.talk('t-p1')}/like`);
    // Someone's new comment arrives live; one on another talk stays out.
    await emitSocket(SOCKET_EVENTS.newTalkComment, 't-p1', makeComment('c-2', 'And in Bhopal.', aarav));
    expect(await screen.findByText('And in Bhopal.')).toBeInTheDocument();
    await emitSocket(SOCKET_EVENTS.newTalkComment, 't-other', makeComment('c-3', 'Elsewhere', aarav));
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('says the talk is not there (404), with the way back to talks', async () => {
    fakeApi({ [`GET ${API.talk('t-gone')}`]: { status: 404, body: { message: BLOGS_WORDS.blogNotFound } } });
    renderPage('t-gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('This talk was not found, or it is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to talks' })).toHaveAttribute('href', '/talks');
  });

  it('links each talk in the list to its own page; its author may share it from there', async () => {
    fakeApi({
      [`GET ${API.getBlogs}?kind=talk&limit=10`]: {
        status: 200,
        body: {
          success: true,
          data: [
            talk('t-l1', 'Hiring in Surat', { uploadedBy: aarav }),
            talk('t-l2', 'Our first paying school', { uploadedBy: priya }),
          ],
          nextCursor: null,
        },
      },
    });
    signInAs('Cofounder', priya._id);
    renderContent(<TalksPage />, { path: '/talks' });
    const card = await screen.findByRole('article', { name: 'Talk by Aarav Mehta' });
    expect(within(card).getByRole('link', { name: /^Open this talk, posted/ })).toHaveAttribute(
      'href',
      '/talks/t-l1',
    );
    expect(within(card).queryByRole('button', { name: 'Share' })).toBeNull();
    const mine = screen.getByRole('article', { name: 'Talk by Priya Raghavan' });
    expect(within(mine).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
