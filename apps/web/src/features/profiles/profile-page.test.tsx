import { API, WORDS } from '@ideaignite/contract';
import { WORDS_HI } from '@ideaignite/contract/hi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { makeOwnUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { profileRoutes } from './routes.tsx';
import { signIn } from './test-utils.tsx';

const GET_USER = `GET ${API.getUser}`;
const answer = (user: ReturnType<typeof makeOwnUser>) => ({
  status: 200,
  body: { success: true, message: 'ok', user },
});

function renderProfile() {
  return renderRoutes(profileRoutes(), '/Profile');
}

beforeEach(() => signIn('Hustler'));
afterEach(() => vi.unstubAllGlobals());

describe("The own profile under the sidebars' other spellings", () => {
  it('opens from /Iprofile, and from /profile without a redirect: it is the same path as /Profile', async () => {
    fakeApi({ [GET_USER]: answer(makeOwnUser('Investor', { Username: 'Sunita Iyer' })) });
    const first = renderRoutes(profileRoutes(), '/Iprofile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunita Iyer' })).toBeInTheDocument();
    first.unmount();

    renderRoutes(profileRoutes(), '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunita Iyer' })).toBeInTheDocument();
  });
});

describe('ProfilePage', () => {
  it('shows the picture, name, role, verified badge, email and the filled-in fields with labels', async () => {
    const user = makeOwnUser(
      'Hustler',
      {
        Username: 'Asha Rao',
        profilePic: '/media/avatars/asha.webp',
        project: 'KisanKart',
        currentStage: 'seriesA',
        bio: 'Builder from Pune.',
        skills: ['Networking', 'Fast Execution'],
        phoneno: '+919876543210',
      },
      { verified: true },
    );
    fakeApi({ [GET_USER]: answer(user) });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByAltText('Verified')).toHaveAttribute('src', '/brand/verified-badge.svg');
    expect(screen.getByAltText('Profile picture of Asha Rao')).toHaveAttribute(
      'src',
      '/media/avatars/asha.webp',
    );
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByText('Hustler')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'About' });
    expect(within(details).getByText('Series A')).toBeInTheDocument();
    expect(within(details).getByText('KisanKart')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Networking', 'Fast Execution']);
    expect(within(details).queryByText('How I contribute')).not.toBeInTheDocument();
  });

  it('shows a phone number stored before E.164 as it was typed, without a link', async () => {
    fakeApi({ [GET_USER]: answer(makeOwnUser('Cofounder', { Username: 'Ravi', phoneno: 'after 6 pm' })) });
    renderProfile();
    const details = await screen.findByRole('region', { name: 'About' });
    expect(within(details).getByText('after 6 pm')).toBeInTheDocument();
    expect(within(details).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the placeholder picture and no badge for an unverified, empty profile', async () => {
    fakeApi({ [GET_USER]: answer(makeOwnUser('Cofounder')) });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'asha' })).toBeInTheDocument();
    expect(screen.getByAltText('asha has no profile picture yet')).toHaveAttribute(
      'src',
      '/images/placeholder-avatar.svg',
    );
    expect(screen.queryByAltText('Verified')).not.toBeInTheDocument();
    expect(screen.getByText(/looking a little empty/)).toBeInTheDocument();
  });

  it('labels an investor’s type with its meaning and lists interest areas', async () => {
    const user = makeOwnUser('Investor', {
      Username: 'Meera',
      investorType: 'visionary',
      interestAreas: ['Creative Arts & Media'],
      contactEmail: 'meera@fund.in',
    });
    fakeApi({ [GET_USER]: answer(user) });
    renderProfile();
    expect(await screen.findByText('Visionary — Angel investor')).toBeInTheDocument();
    expect(screen.getByText('Interest areas')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Creative Arts & Media');
    expect(screen.getByText('meera@fund.in')).toBeInTheDocument();
  });

  it('opens /Update_profile with the user in the navigation state', async () => {
    fakeApi({ [GET_USER]: answer(makeOwnUser('Hustler', { Username: 'Asha' })) });
    renderProfile();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Update Profile' }));
    // The real edit screen takes over: it was handed the user, so it shows the form at once.
    expect(await screen.findByRole('heading', { level: 1, name: 'Update your profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('User name')).toHaveValue('Asha');
  });

  it('links the own profile to the settings page', async () => {
    fakeApi({ [GET_USER]: answer(makeOwnUser('Hustler', { Username: 'Asha' })) });
    renderProfile();
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('says ‘Error: Failed to fetch user profile’ when it cannot load', async () => {
    fakeApi({ [GET_USER]: { status: 500 } });
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${WORDS.lists.ownProfileFailed}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
  });
});

describe('ProfilePage in Hindi', () => {
  afterEach(() => setLocale('en-IN'));

  it('reads in Hindi when Hindi is chosen: the details, their labels, the completeness and the button', async () => {
    const user = makeOwnUser(
      'Hustler',
      { Username: 'Asha Rao', project: 'KisanKart', skills: ['Networking'] },
      { verified: true },
    );
    fakeApi({
      [GET_USER]: answer(user),
      [`GET ${API.completeness}`]: {
        status: 200,
        body: { success: true, score: 56, missing: ['pitchVideo', 'city'] },
      },
    });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'प्रोफ़ाइल 56% पूरी' });
    expect(within(card).getByRole('progressbar', { name: 'प्रोफ़ाइल कितनी पूरी है' })).toHaveAttribute(
      'aria-valuenow',
      '56',
    );
    expect(within(card).getByRole('link', { name: 'पिच वीडियो जोड़ें' })).toHaveAttribute(
      'href',
      '/dashboard/Hustler?create=video',
    );
    expect(within(card).getByRole('link', { name: 'अपना शहर जोड़ें' })).toHaveAttribute(
      'href',
      '/Update_profile#city',
    );
    expect(screen.getByRole('region', { name: 'प्रोफ़ाइल का सारांश' })).toBeInTheDocument();
    expect(screen.getByAltText('वेरिफ़ाइड')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'परिचय' });
    expect(within(details).getByText('प्रोजेक्ट')).toBeInTheDocument();
    expect(within(details).getByText('स्किल्स')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रोफ़ाइल अपडेट करें' })).toBeInTheDocument();
  });
  it('shows the profile’s choices in Hindi: stage, skills, investor type and interest areas', async () => {
    const hustler = makeOwnUser('Hustler', {
      Username: 'Asha Rao',
      currentStage: 'seed',
      skills: ['Networking', 'Millet supply chains'],
    });
    fakeApi({ [GET_USER]: answer(hustler) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const first = renderProfile();
    const details = await screen.findByRole('region', { name: 'परिचय' });
    expect(within(details).getByText('सीड')).toBeInTheDocument();
    expect(within(details).getByText('नेटवर्किंग')).toBeInTheDocument();
    expect(within(details).getByText('Millet supply chains')).toBeInTheDocument();
    expect(within(details).queryByText('Networking')).not.toBeInTheDocument();
    first.unmount();

    signIn('Investor');
    const investor = makeOwnUser('Investor', {
      Username: 'Sunita Iyer',
      investorType: 'visionary',
      interestAreas: ['Social Impact Projects'],
    });
    fakeApi({ [GET_USER]: answer(investor) });
    renderProfile();
    const investorDetails = await screen.findByRole('region', { name: 'परिचय' });
    expect(within(investorDetails).getByText('विज़नरी — एंजेल इन्वेस्टर')).toBeInTheDocument();
    expect(within(investorDetails).getByText('सोशल इम्पैक्ट प्रोजेक्ट')).toBeInTheDocument();
  });

  it('says in Hindi that the profile could not load', async () => {
    fakeApi({ [GET_USER]: { status: 500 } });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS_HI.lists.ownProfileFailed);
  });
});
