import { API, WORDS } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/auth-storage.ts';
import { callsOf, deferred, type FakeReply, fakeApi } from '../../test/fake-api.ts';
import { makePublicUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { discoveryRoutes } from './routes.tsx';
import { listReply } from './test-fixtures.ts';

const LIST = `GET ${API.hustlerProfiles}?limit=12`;
const aditi = makePublicUser(
  'u-aditi',
  'Hustler',
  {
    Username: 'Aditi Verma',
    profilePic: '/media/pictures/aditi.webp',
    project: 'ChaiCircle',
    currentStage: 'preSeed',
    currentWork: 'Piloting tea-stall loyalty cards in Lucknow',
    skills: ['Fast Execution', 'Networking'],
    bio: 'Second-time founder.',
  },
  true,
);
const harsh = makePublicUser('u-harsh', 'Hustler', { Username: 'Harsh Agarwal', currentStage: 'Launch' });

function renderPage() {
  saveSession({ token: 'jwt-8', userId: 'user-8', role: 'Investor' });
  return renderRoutes(discoveryRoutes(), '/FindHustler');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FindHustlerPage', () => {
  it('a search finds a card by what it is working on, at once and with the server (issue 26)', async () => {
    const server = deferred<FakeReply>();
    const fetchMock = fakeApi({
      [LIST]: listReply([aditi, harsh]),
      [`${LIST}&q=tea-stall`]: () => server.promise,
    });
    renderPage();
    await screen.findByRole('article', { name: 'Harsh Agarwal' });
    const search = screen.getByRole('searchbox', { name: 'Search startups' });
    expect(search).toHaveAttribute(
      'placeholder',
      'Search by name, project, what they are working on, or skills',
    );

    await userEvent.setup().type(search, 'tea-stall');
    // "Working on" reads "Piloting tea-stall loyalty cards in Lucknow": narrowed at once, kept.
    expect(screen.getByRole('article', { name: 'ChaiCircle' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Harsh Agarwal' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsOf(fetchMock).map((call) => call.key)).toContain(`${LIST}&q=tea-stall`));
    server.resolve(listReply([aditi]));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'ChaiCircle' })).toBeInTheDocument();
  });

  it('shows each startup with its founder, stage, work, skills, bio and a Message action', async () => {
    fakeApi({ [LIST]: listReply([aditi, harsh]) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Startups' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'ChaiCircle' });
    expect(within(card).getByRole('link', { name: 'ChaiCircle' })).toHaveAttribute('href', '/users/u-aditi');
    expect(within(card).getByText('by Aditi Verma')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Profile picture of Aditi Verma' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(card).getByText('Pre-seed stage')).toBeInTheDocument();
    expect(within(card).getByText('Piloting tea-stall loyalty cards in Lucknow')).toBeInTheDocument();
    expect(within(card).getByText('Second-time founder.')).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(within(card).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/messages?to=u-aditi',
    );

    // Without a project the founder's name leads the card.
    const unnamed = screen.getByRole('article', { name: 'Harsh Agarwal' });
    expect(within(unnamed).getByText('Launch stage')).toBeInTheDocument();
  });

  it('says when there are no startups yet', async () => {
    fakeApi({ [LIST]: listReply([]) });
    renderPage();
    expect(await screen.findByText('No startups found yet!')).toBeInTheDocument();
  });

  it.each<[string, FakeReply]>([
    ['a refused answer', { status: 500, body: { message: 'Boom' } }],
    ['no answer at all', 'network-error'],
  ])('shows the failure words for %s', async (_, reply) => {
    fakeApi({ [LIST]: reply });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(WORDS.lists.roleListOops)).toBeInTheDocument();
    expect(within(alert).getByText('Failed to fetch profiles')).toBeInTheDocument();
    expect(WORDS.lists.roleListOops).toBe('Oops! Something went wrong.');
  });
});
