import { API, WORDS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fakeApi, requested } from '../../test/fake-api.ts';
import { resetSocket } from '../../test/fake-socket.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../../test/render.tsx';
import { person } from '../../test/social-fixtures.ts';
import { MessagesPage } from './messages-page.tsx';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

const CHATS = `GET ${API.messages}?limit=30`;
const USERS = `GET ${API.users}?limit=20`;

async function openDialog(users: FakeHandler, more: Record<string, FakeHandler> = {}) {
  const fetchMock = fakeApi({ [CHATS]: { status: 200, body: [] }, [USERS]: users, ...more });
  signInAs('Hustler', 'u-me');
  const user = userEvent.setup();
  renderContent(<MessagesPage />, { path: '/messages' });
  await user.click(screen.getByRole('button', { name: 'New message' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'New message' }), fetchMock };
}

beforeEach(resetSocket);
afterEach(() => vi.unstubAllGlobals());

describe('New message dialog', () => {
  it('lists people, searches as you type, and opens a chat with the one chosen', async () => {
    const { user, dialog, fetchMock } = await openDialog(
      {
        status: 200,
        body: [person('u-priya', 'Priya Raghavan', 'Investor'), person('u-kabir', 'Kabir Rao')],
      },
      {
        [`GET ${API.users}?q=kab&limit=20`]: { status: 200, body: [person('u-kabir', 'Kabir Rao')] },
        [`GET ${API.conversation('u-kabir')}?limit=30`]: { status: 200, body: [] },
        [`GET ${API.publicProfile('u-kabir')}`]: {
          status: 200,
          body: { success: true, user: person('u-kabir', 'Kabir Rao') },
        },
      },
    );
    expect(
      await within(dialog).findByRole('button', { name: /Priya Raghavan/ }, FIRST_LOAD),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search people' }), 'kab');
    await within(dialog).findByRole('button', { name: /Kabir Rao/ }, FIRST_LOAD);
    await vi.waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: /Priya/ })).not.toBeInTheDocument(),
    );
    expect(requested(fetchMock)).toContain(`GET ${API.users}?q=kab&limit=20`);

    await user.click(within(dialog).getByRole('button', { name: /Kabir Rao/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Kabir Rao' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByText(WORDS.lists.messagesEmpty, {}, FIRST_LOAD)).toBeInTheDocument();
  });

  it.each<[string, FakeHandler, string]>([
    ['an empty list', { status: 200, body: [] }, WORDS.lists.usersEmpty],
    ['a refused answer', { status: 500, body: { message: 'Boom' } }, WORDS.lists.usersFetchFailed],
    ['an answer that is not a list', { status: 200, body: { users: [] } }, WORDS.lists.unexpectedFormat],
    ['no answer at all', 'network-error', WORDS.lists.usersFetchError],
  ])('shows the spec words for %s', async (_, reply, words) => {
    const { dialog } = await openDialog(reply);
    expect(await within(dialog).findByText(words, {}, FIRST_LOAD)).toBeInTheDocument();
  });
});
