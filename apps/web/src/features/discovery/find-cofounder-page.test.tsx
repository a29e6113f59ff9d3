import { API, WORDS } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/auth-storage.ts';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { callsOf, deferred, type FakeReply, fakeApi } from '../../test/fake-api.ts';
import { makePublicUser } from '../../test/fixtures.ts';
import { FIRST_LOAD, renderRoutes } from '../../test/render.tsx';
import { discoveryRoutes } from './routes.tsx';
import { listReply } from './test-fixtures.ts';

const LIST = `GET ${API.cofounderProfiles}?limit=12`;
const priya = makePublicUser(
  'u-priya',
  'Cofounder',
  {
    Username: 'Priya Sharma',
    profilePic: '/media/pictures/priya.webp',
    bio: 'Product designer from Pune who loves fintech for Bharat.',
    skills: ['Figma', 'User research'],
    superpower: 'Turning messy ideas into clear prototypes',
    dreamProject: 'A UPI-first savings app for gig workers',
  },
  true,
);
const arjun = makePublicUser('u-arjun', 'Cofounder', {
  Username: 'Arjun Mehta',
  bio: 'Backend engineer, ex-Flipkart.',
  skills: ['Go', 'PostgreSQL'],
});

/** The list's own requests (the counts per filter are asked for beside them). */
const listCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  callsOf(fetchMock)
    .map((call) => call.key)
    .filter((key) => key.startsWith(LIST));

function renderPage() {
  saveSession({ token: 'jwt-7', userId: 'user-7', role: 'Hustler' });
  return renderRoutes(discoveryRoutes(), '/Findcofounder');
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('FindCofounderPage', () => {
  it('reads in Hindi when Hindi is chosen: heading, search, card labels and buttons', async () => {
    fakeApi({ [LIST]: listReply([priya], 'cursor-2') });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपना को-फ़ाउंडर खोजें' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'को-फ़ाउंडर में खोजें' })).toHaveAttribute(
      'placeholder',
      'नाम, स्किल्स या बायो से खोजें',
    );
    const card = await screen.findByRole('article', { name: 'Priya Sharma' }, FIRST_LOAD);
    expect(within(card).getByRole('list', { name: 'स्किल्स' })).toBeInTheDocument();
    expect(within(card).getByText('सुपरपावर')).toBeInTheDocument();
    expect(within(card).getByText(/में जुड़े$/)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'वेरिफ़ाइड' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'कनेक्ट करें' })).toHaveAttribute(
      'href',
      '/messages?to=u-priya',
    );
    expect(screen.getByRole('button', { name: 'और दिखाएँ' })).toBeInTheDocument();
  });

  it('shows each co-founder with picture, name, badge, bio, skills, superpower, dream project and Connect', async () => {
    const fetchMock = fakeApi({ [LIST]: listReply([priya, arjun]) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Find your co-founder' })).toBeInTheDocument();
    expect(screen.getByText('Loading co-founders…')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(card).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute(
      'href',
      '/users/u-priya',
    );
    expect(within(card).getByRole('img', { name: 'Verified' })).toHaveAttribute(
      'src',
      '/brand/verified-badge.svg',
    );
    expect(within(card).getByRole('img', { name: 'Profile picture of Priya Sharma' })).toHaveAttribute(
      'src',
      '/media/pictures/priya.webp',
    );
    expect(within(card).getByText(priya.profiledetails.bio!)).toBeInTheDocument();
    const skills = within(card).getByRole('list', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Figma', 'User research']);
    expect(within(card).getByText('Turning messy ideas into clear prototypes')).toBeInTheDocument();
    expect(within(card).getByText('A UPI-first savings app for gig workers')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Connect' })).toHaveAttribute(
      'href',
      '/messages?to=u-priya',
    );

    const other = screen.getByRole('article', { name: 'Arjun Mehta' });
    expect(
      within(other).getByRole('img', { name: 'Arjun Mehta has no profile picture yet' }),
    ).toHaveAttribute('src', '/images/placeholder-avatar.svg');
    expect(within(other).queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
    expect(callsOf(fetchMock)[0]?.headers.Authorization).toBe('Bearer jwt-7');
  });

  it('says when there are no co-founders yet', async () => {
    fakeApi({ [LIST]: listReply([]) });
    renderPage();
    expect(await screen.findByText(WORDS.lists.cofoundersEmpty)).toBeInTheDocument();
    expect(WORDS.lists.cofoundersEmpty).toBe('No profiles found.');
  });

  it.each<[string, FakeReply, string]>([
    ['a refused answer', { status: 500, body: { message: 'Boom' } }, 'Failed to fetch profiles.'],
    ['no answer at all', 'network-error', 'An error occurred while fetching profiles.'],
  ])('explains %s', async (_, reply, words) => {
    fakeApi({ [LIST]: reply });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('narrows the loaded cards at once, then asks the server with ?q=', async () => {
    const server = deferred<FakeReply>();
    const meera = makePublicUser('u-meera', 'Cofounder', { Username: 'Meera Iyer', skills: ['Figma'] });
    const fetchMock = fakeApi({
      [LIST]: listReply([priya, arjun]),
      [`${LIST}&q=figma`]: () => server.promise,
    });
    renderPage();
    await screen.findByRole('article', { name: 'Arjun Mehta' });

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search co-founders' }), 'figma');
    expect(screen.getByPlaceholderText('Search by name, skills or bio')).toHaveValue('figma');
    // Filtered on the client before the server has answered.
    expect(screen.queryByRole('article', { name: 'Arjun Mehta' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Priya Sharma' })).toBeInTheDocument();

    await waitFor(() => expect(callsOf(fetchMock).map((call) => call.key)).toContain(`${LIST}&q=figma`));
    expect(
      callsOf(fetchMock)
        .filter((call) => call.key.startsWith(LIST) && call.key.includes('q='))
        .map((call) => call.key),
    ).toEqual([`${LIST}&q=figma`]);
    server.resolve(listReply([priya, meera]));
    // The server finds matches beyond the first page.
    expect(await screen.findByRole('article', { name: 'Meera Iyer' })).toBeInTheDocument();
  });

  it('says when nothing matches the search', async () => {
    fakeApi({ [LIST]: listReply([priya, arjun]), [`${LIST}&q=rust`]: listReply([]) });
    renderPage();
    await screen.findByRole('article', { name: 'Priya Sharma' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search co-founders' }), 'rust');
    expect(await screen.findByText('No profiles match your search criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('loads the next page from nextCursor', async () => {
    const fetchMock = fakeApi({
      [LIST]: listReply([priya], 'cursor-2'),
      [`${LIST}&cursor=cursor-2`]: listReply([arjun]),
    });
    renderPage();
    await screen.findByRole('article', { name: 'Priya Sharma' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Arjun Mehta' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual([LIST, `${LIST}&cursor=cursor-2`]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Arjun Mehta' })).toHaveFocus());
  });

  it('keeps the loaded cards when the next page fails', async () => {
    fakeApi({ [LIST]: listReply([priya], 'cursor-2'), [`${LIST}&cursor=cursor-2`]: 'network-error' });
    renderPage();
    await screen.findByRole('article', { name: 'Priya Sharma' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS.lists.cofoundersFetchError);
    expect(screen.getByRole('article', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('asks a signed-out visitor to log in', () => {
    const fetchMock = fakeApi({});
    renderRoutes(discoveryRoutes(), '/Findcofounder');
    expect(screen.getByRole('alert')).toHaveTextContent(WORDS.auth.noToken);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
