import {
  API,
  COMPLETENESS_ITEMS,
  DISCOVERY_WORDS,
  PHONE_WORDS,
  PROFILE_ERRORS,
  ROLES,
  UPDATE_PROFILE_STAGES,
  WORDS,
} from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { type FakeReply, fakeApi, sentForm } from '../../test/fake-api.ts';
import { makeOwnUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { completenessLink } from './completeness/completeness-links.ts';
import { profileRoutes } from './routes.tsx';
import { fill, pictureFile, signIn, stubObjectUrls } from './test-utils.tsx';

const GET_USER = `GET ${API.getUser}`;
const UPDATE_H = `PUT ${API.updateHustlerProfile}`;
const UPDATE_ME = `PUT ${API.myProfile}`;
const saved: FakeReply = {
  status: 200,
  body: { success: true, message: WORDS.profileForms.genericSuccess },
};
const hustler = makeOwnUser('Hustler', {
  Username: 'Asha',
  project: 'KisanKart',
  currentStage: 'growth',
  skills: ['Networking', 'Sales'],
  profilePic: '/media/avatars/asha.webp',
});
const answer = (user: ReturnType<typeof makeOwnUser>): FakeReply => ({
  status: 200,
  body: { success: true, message: 'ok', user },
});

beforeEach(() => signIn('Hustler'));
afterEach(() => vi.unstubAllGlobals());

describe('UpdateProfilePage', () => {
  it('edits the user handed over by /Profile, without waiting for the server', () => {
    fakeApi({});
    renderRoutes(profileRoutes(), { pathname: '/Update_profile', state: { user: hustler } });
    expect(screen.getByLabelText('Project')).toHaveValue('KisanKart');
    expect(screen.getByLabelText('Skills')).toHaveValue('Networking, Sales');
    const stage = screen.getByLabelText('Current stage') as HTMLSelectElement;
    expect([...stage.options].map((option) => option.value)).toEqual([...UPDATE_PROFILE_STAGES]);
    expect(stage.value).toBe('Growth');
    expect(screen.getByAltText('Your current profile picture')).toHaveAttribute(
      'src',
      '/media/avatars/asha.webp',
    );
  });

  it('loads the user itself when opened directly or reloaded; an unknown stage becomes Ideation', async () => {
    fakeApi({
      [GET_USER]: answer({ ...hustler, profiledetails: { ...hustler.profiledetails, currentStage: 'seed' } }),
    });
    renderRoutes(profileRoutes(), '/Update_profile');
    expect(await screen.findByDisplayValue('KisanKart')).toBeInTheDocument();
    expect(screen.getByLabelText('Current stage')).toHaveValue('Ideation');
  });

  it('says ‘Error: Failed to fetch user profile’ when it cannot load the user', async () => {
    fakeApi({ [GET_USER]: { status: 500 } });
    renderRoutes(profileRoutes(), '/Update_profile');
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${WORDS.lists.ownProfileFailed}`);
  });

  it('requires the project before sending anything', async () => {
    const fetchMock = fakeApi({});
    renderRoutes(profileRoutes(), { pathname: '/Update_profile', state: { user: hustler } });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Project'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PROFILE_ERRORS.projectRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Project')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a phone number without its country code before sending anything', async () => {
    const fetchMock = fakeApi({});
    renderRoutes(profileRoutes(), { pathname: '/Update_profile', state: { user: hustler } });
    const user = userEvent.setup();
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await fill(user, 'Phone number', '442079460958');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PHONE_WORDS.addCountryCode)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('sends the spec’s fields with skills as comma text, alerts success and goes to /profile', async () => {
    const fetchMock = fakeApi({
      [UPDATE_H]: saved,
      [GET_USER]: answer({ ...hustler, profiledetails: { ...hustler.profiledetails, Username: 'Asha Rao' } }),
    });
    stubObjectUrls();
    renderRoutes(profileRoutes(), { pathname: '/Update_profile', state: { user: hustler } });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Skills'));
    await fill(user, 'Skills', 'Sales,  Hiring ,');
    await user.selectOptions(screen.getByLabelText('Current stage'), 'Launch');
    await user.upload(screen.getByLabelText('Profile picture'), pictureFile());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('alertdialog', { name: WORDS.profileForms.genericSuccess });
    const { entries } = sentForm(fetchMock, UPDATE_H);
    expect(entries.map(([name]) => name)).toEqual([
      'Username',
      'phoneno',
      'bio',
      'project',
      'currentStage',
      'currentWork',
      'contribution',
      'skills',
      'sectors',
      'state',
      'city',
      'profilePic',
    ]);
    expect(entries).toContainEqual(['skills', 'Sales, Hiring']);
    expect(entries).toContainEqual(['currentStage', 'Launch']);
    // The own profile is refetched after the save, so /profile shows what was just saved.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input) === API.getUser).length,
      ).toBeGreaterThanOrEqual(2),
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // /profile is the own profile (routes match case-insensitively), showing the fresh data.
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
  });

  it.each([
    [
      'the server’s error',
      { status: 400, body: { message: 'Bad', error: PROFILE_ERRORS.invalidPhone } },
      PROFILE_ERRORS.invalidPhone,
    ],
    ['‘Failed to update profile’ without one', { status: 500 }, WORDS.lists.updateProfileFailed],
    ['‘Failed to update profile’ when unreachable', 'network-error', WORDS.lists.updateProfileFailed],
  ] as const)('on failure alerts %s', async (_, reply: FakeReply, expected) => {
    fakeApi({ [UPDATE_H]: reply });
    renderRoutes(profileRoutes(), { pathname: '/Update_profile', state: { user: hustler } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alertdialog', { name: expected })).toBeInTheDocument();
  });

  it('lets other roles edit their own fields through /api/userprofile/me', async () => {
    signIn('Cofounder');
    const cofounder = makeOwnUser('Cofounder', {
      Username: 'Vikram',
      skills: ['React'],
      superpower: 'Focus',
    });
    const fetchMock = fakeApi({ [UPDATE_ME]: saved });
    renderRoutes(profileRoutes(), { pathname: '/Update_profile', state: { user: cofounder } });
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Project')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Superpower'));
    await user.click(screen.getByRole('radio', { name: 'Part-time' }));
    await user.click(screen.getByRole('checkbox', { name: 'SaaS' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('alertdialog', { name: WORDS.profileForms.genericSuccess });
    expect(sentForm(fetchMock, UPDATE_ME).entries).toEqual([
      ['Username', 'Vikram'],
      ['phoneno', ''],
      ['bio', ''],
      ['skills', 'React'],
      ['dreamProject', ''],
      ['superpower', ''],
      ['sectors', 'saas'],
      ['state', ''],
      ['city', ''],
      ['commitment', 'partTime'],
    ]);
  });
});

describe('UpdateProfilePage: the matching fields (issue 14)', () => {
  afterEach(() => setLocale('en-IN'));

  it('focuses the field a checklist link names: /Update_profile#city', async () => {
    fakeApi({ [GET_USER]: answer(hustler) });
    renderRoutes(profileRoutes(), '/Update_profile#city');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus());
  });

  it.each(ROLES)('has a field for each of the %s checklist links to', (role) => {
    signIn(role);
    fakeApi({});
    renderRoutes(profileRoutes(), { pathname: '/Update_profile', state: { user: makeOwnUser(role) } });
    const links = COMPLETENESS_ITEMS[role]
      .map(completenessLink)
      .filter((to) => to.startsWith('/Update_profile#'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const target = document.getElementById(link.split('#')[1] ?? '');
      const field = target?.matches('input, select, textarea')
        ? target
        : target?.querySelector('input, select, textarea');
      expect(field, link).toBeInstanceOf(HTMLElement);
    }
  });

  it('focuses the first sector for #sectors', async () => {
    fakeApi({ [GET_USER]: answer(hustler) });
    renderRoutes(profileRoutes(), '/Update_profile#sectors');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Fintech' })).toHaveFocus());
  });

  it('shows the saved sectors and place, suggests the state’s cities, and refuses a sixth sector at the field', async () => {
    const fetchMock = fakeApi({});
    const placed = makeOwnUser('Hustler', {
      project: 'KisanKart',
      sectors: ['agritech', 'd2c'],
      state: 'MH',
      city: 'Pune',
    });
    renderRoutes(profileRoutes(), { pathname: '/Update_profile', state: { user: placed } });
    const user = userEvent.setup();
    const sectors = screen.getByRole('group', { name: 'Sectors' });
    expect(within(sectors).getByRole('checkbox', { name: 'Agritech' })).toBeChecked();
    expect(within(sectors).getByText('2 of 5 chosen')).toBeInTheDocument();
    expect(screen.getByLabelText('State or union territory')).toHaveValue('MH');
    const city = screen.getByLabelText('City');
    expect(city).toHaveValue('Pune');
    const suggestions = document.getElementById(city.getAttribute('list') ?? '');
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      'Mumbai',
      'Pune',
      'Nagpur',
      'Nashik',
    ]);
    for (const name of ['Fintech', 'Edtech', 'SaaS', 'Proptech'])
      await user.click(within(sectors).getByRole('checkbox', { name }));
    expect(sectors).toHaveAccessibleDescription(DISCOVERY_WORDS.tooManySectors);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  }, 20_000);

  it('lets a job seeker choose when they can start, in Hindi too', async () => {
    signIn('Jobseeker');
    const fetchMock = fakeApi({ [UPDATE_ME]: saved });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderRoutes(profileRoutes(), {
      pathname: '/Update_profile',
      state: { user: makeOwnUser('Jobseeker', { Username: 'Ravi', availability: 'oneMonth' }) },
    });
    const availability = (await screen.findByLabelText('उपलब्धता')) as HTMLSelectElement;
    expect(availability).toHaveValue('oneMonth');
    const user = userEvent.setup();
    await user.selectOptions(availability, 'immediately');
    await user.click(screen.getByRole('button', { name: /सेव/ }));
    await screen.findByRole('alertdialog');
    expect(sentForm(fetchMock, UPDATE_ME).entries).toContainEqual(['availability', 'immediately']);
  });
});
