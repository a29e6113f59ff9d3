import { API, CONNECTS_WORDS, type Role, WORDS } from '@ideaignite/contract';
import { CONNECTS_WORDS_HI, WORDS_HI } from '@ideaignite/contract/hi';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/auth-storage.ts';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { makePublicUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { discoveryRoutes } from './routes.tsx';
import { listReply } from './test-fixtures.ts';

const LIST = `GET ${API.investorProfiles}?limit=12`;
const rajesh = makePublicUser(
  'u-rajesh',
  'Investor',
  {
    Username: 'Rajesh Khanna',
    profilePic: '/media/pictures/rajesh.webp',
    investorType: 'visionary',
    interestAreas: ['Tech and App Development', 'Social Impact Projects'],
    bio: 'Angel investor in Bharat-focused startups.',
    contactEmail: 'rajesh@bharatangels.in',
    openToPitches: true,
  },
  true,
);
/** Not taking pitches (a new profile's switch is off). */
const lakshmi = makePublicUser('u-lakshmi', 'Investor', {
  Username: 'Lakshmi Menon',
  investorType: 'curious',
});

function renderPage(role: Role) {
  saveSession({ token: 'jwt-10', userId: 'user-10', role });
  return renderRoutes(discoveryRoutes(), '/FindInvestor');
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('FindInvestorPage', () => {
  it('shows each investor with type and meaning, interest areas, bio and contact email', async () => {
    fakeApi({ [LIST]: listReply([rajesh, lakshmi]) });
    renderPage('Cofounder');
    expect(screen.getByRole('heading', { level: 1, name: 'Investors Hall of Fame' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Rajesh Khanna' });
    expect(within(card).getByRole('link', { name: 'Rajesh Khanna' })).toHaveAttribute(
      'href',
      '/users/u-rajesh',
    );
    expect(within(card).getByRole('img', { name: 'Profile picture of Rajesh Khanna' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(card).getByText('Visionary')).toBeInTheDocument();
    expect(within(card).getByText('Angel investor')).toBeInTheDocument();
    const areas = within(card).getByRole('list', { name: 'Interest areas' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Tech and App Development', 'Social Impact Projects']);
    expect(within(card).getByText('Angel investor in Bharat-focused startups.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'rajesh@bharatangels.in' })).toHaveAttribute(
      'href',
      'mailto:rajesh@bharatangels.in',
    );

    const other = screen.getByRole('article', { name: 'Lakshmi Menon' });
    expect(within(other).getByText('Exploring before investing')).toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('offers Hustlers the Ignite Investor button', async () => {
    fakeApi({ [LIST]: listReply([rajesh]) });
    renderPage('Hustler');
    const card = await screen.findByRole('article', { name: 'Rajesh Khanna' });
    expect(within(card).getByRole('button', { name: 'Ignite Investor' })).toBeEnabled();
    expect(within(card).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/messages?to=u-rajesh',
    );
  });

  it('tells a Hustler plainly that an investor is not taking pitches, with no Ignite offered', async () => {
    fakeApi({ [LIST]: listReply([rajesh, lakshmi]) });
    renderPage('Hustler');
    const card = await screen.findByRole('article', { name: 'Lakshmi Menon' });
    expect(within(card).getByText(CONNECTS_WORDS.notTakingPitches)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Ignite Investor' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Open to pitches')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/messages?to=u-lakshmi',
    );
    // The open one beside it keeps its button, its tag, and no note.
    const open = screen.getByRole('article', { name: 'Rajesh Khanna' });
    expect(within(open).getByRole('button', { name: 'Ignite Investor' })).toBeEnabled();
    expect(within(open).getByText('Open to pitches')).toBeInTheDocument();
    expect(within(open).queryByText(CONNECTS_WORDS.notTakingPitches)).not.toBeInTheDocument();
  });

  it.each<Role>(['Investor', 'Cofounder', 'Jobseeker'])(
    'gives a %s a Message action instead',
    async (role) => {
      fakeApi({ [LIST]: listReply([rajesh]) });
      renderPage(role);
      const card = await screen.findByRole('article', { name: 'Rajesh Khanna' });
      expect(within(card).queryByRole('button', { name: 'Ignite Investor' })).not.toBeInTheDocument();
      // The note is for a Hustler, who could have ignited: the others are not told it.
      expect(within(card).queryByText(CONNECTS_WORDS.notTakingPitches)).not.toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Message' })).toHaveAttribute(
        'href',
        '/messages?to=u-rajesh',
      );
    },
  );

  it('says when there are no investors yet', async () => {
    fakeApi({ [LIST]: listReply([]) });
    renderPage('Hustler');
    expect(await screen.findByText('No investors found yet!')).toBeInTheDocument();
  });

  it('shows the failure words when the list cannot be fetched', async () => {
    fakeApi({ [LIST]: 'network-error' });
    renderPage('Hustler');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(WORDS.lists.roleListOops);
    expect(alert).toHaveTextContent(WORDS.lists.roleListFetchFailed);
  });
});

describe('FindInvestorPage in Hindi', () => {
  it('shows the investor type, its meaning and the interest areas in Hindi', async () => {
    fakeApi({ [LIST]: listReply([rajesh]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage('Cofounder');
    const card = await screen.findByRole('article', { name: 'Rajesh Khanna' });
    expect(within(card).getByText('विज़नरी')).toBeInTheDocument();
    expect(within(card).getByText('एंजेल इन्वेस्टर')).toBeInTheDocument();
    const areas = within(card).getByRole('list', { name: 'रुचि के क्षेत्र' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['टेक और ऐप डेवलपमेंट', 'सोशल इम्पैक्ट प्रोजेक्ट']);
  });

  it('tells a Hustler in Hindi that an investor is not taking pitches', async () => {
    fakeApi({ [LIST]: listReply([lakshmi]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage('Hustler');
    const card = await screen.findByRole('article', { name: 'Lakshmi Menon' });
    expect(within(card).getByText(CONNECTS_WORDS_HI.notTakingPitches)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says in Hindi when there are no investors, and when the list cannot be fetched', async () => {
    fakeApi({ [LIST]: listReply([]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const { unmount } = renderPage('Cofounder');
    expect(await screen.findByText(WORDS_HI.lists.investorsEmpty)).toBeInTheDocument();
    unmount();

    fakeApi({ [LIST]: { status: 500 } });
    renderPage('Cofounder');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(WORDS_HI.lists.roleListOops);
    expect(alert).toHaveTextContent(WORDS_HI.lists.roleListFetchFailed);
  });
});
