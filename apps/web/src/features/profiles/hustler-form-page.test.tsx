import { API, HUSTLER_FORM_STAGES, PROFILE_ERRORS, WORDS } from '@ideaignite/contract';
import { PROFILE_CHOICES_HI, PROFILE_ERRORS_HI, WORDS_HI } from '@ideaignite/contract/hi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { deferred, type FakeReply, fakeApi, sentForm } from '../../test/fake-api.ts';
import { makeOwnUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { onboardingRoutes } from './routes.tsx';
import { fill, pictureFile, signIn, stubObjectUrls } from './test-utils.tsx';

const SAVE = `POST ${API.profileHustler}`;
const ok: FakeReply = { status: 200, body: { success: true, message: WORDS.profileForms.hustlerSuccess } };

function renderForm() {
  return renderRoutes(onboardingRoutes(), '/HustlerForm');
}

beforeEach(() => signIn('Hustler'));
afterEach(() => vi.unstubAllGlobals());

describe('HustlerFormPage', () => {
  it('offers the spec’s fields, the five stages with ideation first, and the four skills', () => {
    fakeApi({});
    renderForm();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Set up your Hustler profile' }),
    ).toBeInTheDocument();
    for (const label of [
      'User name',
      'Phone number',
      'Bio',
      'Project',
      'What are you working on now?',
      'How do you contribute?',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const stage = screen.getByLabelText('Current stage') as HTMLSelectElement;
    expect(stage.value).toBe('ideation');
    expect([...stage.options].map((option) => option.value)).toEqual(HUSTLER_FORM_STAGES.map((s) => s.value));
    const skills = within(screen.getByRole('group', { name: 'Your skills' })).getAllByRole('checkbox');
    expect(skills.map((box) => (box as HTMLInputElement).value)).toEqual([
      'Fast Execution',
      'Goal-Oriented',
      'Creative Problem-Solving',
      'Networking',
    ]);
    expect(screen.getByRole('link', { name: 'Skip for Now' })).toHaveAttribute('href', '/dashboard/Hustler');
  });

  it('previews the chosen picture, shows ‘No Image’ without one, and frees the preview', async () => {
    fakeApi({});
    const urls = stubObjectUrls();
    renderForm();
    const user = userEvent.setup();
    expect(screen.getByText('No Image')).toBeInTheDocument();
    const input = screen.getByLabelText('Profile picture');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, pictureFile());
    expect(await screen.findByAltText('Preview of your new profile picture')).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.queryByText('No Image')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove new picture' }));
    expect(await screen.findByText('No Image')).toBeInTheDocument();
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-1');
  });

  it('refuses a picture that is not PNG, JPEG, WebP or GIF before sending anything', async () => {
    fakeApi({});
    stubObjectUrls();
    renderForm();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Profile picture'), pictureFile('logo.svg', 'image/svg+xml'));
    expect(await screen.findByText(PROFILE_ERRORS.invalidPicture)).toBeInTheDocument();
    expect(screen.getByText('No Image')).toBeInTheDocument();
  });

  it('posts multipart with exactly the spec’s field names, one skills field per checked skill', async () => {
    const fetchMock = fakeApi({ [SAVE]: ok });
    stubObjectUrls();
    renderForm();
    const user = userEvent.setup();
    const picture = pictureFile();
    await user.upload(screen.getByLabelText('Profile picture'), picture);
    await fill(user, 'User name', 'Asha Rao');
    await fill(user, 'Phone number', '+91 98765 43210');
    await fill(user, 'Bio', 'Builder from Pune.');
    await fill(user, 'Project', 'KisanKart');
    await user.selectOptions(screen.getByLabelText('Current stage'), 'seed');
    await fill(user, 'What are you working on now?', 'Farm-to-kitchen logistics.');
    await fill(user, 'How do you contribute?', 'Product and sales.');
    await user.click(screen.getByRole('checkbox', { name: 'Fast Execution' }));
    await user.click(screen.getByRole('checkbox', { name: 'Networking' }));
    const sectors = screen.getByRole('group', { name: 'Sectors' });
    await user.click(within(sectors).getByRole('checkbox', { name: 'Agritech' }));
    await user.click(within(sectors).getByRole('checkbox', { name: 'D2C and consumer brands' }));
    await user.selectOptions(screen.getByLabelText('State or union territory'), 'MH');
    await fill(user, 'City', 'Pune');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await screen.findByRole('alertdialog');
    const { entries, headers } = sentForm(fetchMock, SAVE);
    expect(headers.Authorization).toBe('Bearer jwt-token');
    expect(entries.map(([name]) => name).sort()).toEqual(
      [
        'Username',
        'phoneno',
        'bio',
        'project',
        'currentStage',
        'currentWork',
        'contribution',
        'skills',
        'skills',
        'sectors',
        'sectors',
        'state',
        'city',
        'profilePic',
      ].sort(),
    );
    const sent = (name: string) => entries.filter(([key]) => key === name).map(([, value]) => value);
    expect(sent('Username')).toEqual(['Asha Rao']);
    expect(sent('currentStage')).toEqual(['seed']);
    expect(sent('skills')).toEqual(['Fast Execution', 'Networking']);
    expect(sent('sectors')).toEqual(['agritech', 'd2c']);
    expect(sent('state')).toEqual(['MH']);
    expect(sent('city')).toEqual(['Pune']);
    expect((sent('profilePic')[0] as File).name).toBe('me.png');
    // A long journey through every field: more than the default 5 s on a busy machine.
  }, 20_000);

  it('sends the default stage, ideation, and no skills field when none is checked', async () => {
    const fetchMock = fakeApi({ [SAVE]: ok });
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByRole('alertdialog');
    const { entries } = sentForm(fetchMock, SAVE);
    expect(entries).toContainEqual(['currentStage', 'ideation']);
    expect(entries.some(([name]) => name === 'skills' || name === 'profilePic')).toBe(false);
    // The matching fields left empty go as '': a profile from before them keeps working.
    expect(entries.filter(([name]) => ['sectors', 'state', 'city'].includes(name))).toEqual([
      ['sectors', ''],
      ['state', ''],
      ['city', ''],
    ]);
  });

  it('disables the button while sending, then alerts success and goes to the Hustler dashboard on OK (issue 26)', async () => {
    const reply = deferred<FakeReply>();
    fakeApi({ [SAVE]: () => reply.promise });
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    reply.resolve(ok);
    const dialog = await screen.findByRole('alertdialog', { name: WORDS.profileForms.hustlerSuccess });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Landed on /dashboard/Hustler')).toBeInTheDocument();
  });

  it.each([
    [
      'the server’s message',
      { status: 400, body: { message: PROFILE_ERRORS.invalidPhone } },
      PROFILE_ERRORS.invalidPhone,
    ],
    ['‘Error updating profile’ without one', { status: 500 }, WORDS.profileForms.updateFailed],
    [
      'the exception message when the server is unreachable',
      'network-error',
      WORDS.profileForms.submitException,
    ],
  ] as const)('on failure alerts %s and stays on the form', async (_, reply, expected) => {
    fakeApi({ [SAVE]: reply });
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const dialog = await screen.findByRole('alertdialog', { name: expected });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(expected);
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });

  it('fills in what the profile already holds', async () => {
    fakeApi({
      [`GET ${API.getUser}`]: {
        status: 200,
        body: {
          success: true,
          message: 'ok',
          user: makeOwnUser('Hustler', {
            Username: 'Asha Rao',
            project: 'KisanKart',
            currentStage: 'seed',
            skills: ['Networking'],
          }),
        },
      },
    });
    renderForm();
    expect(await screen.findByDisplayValue('Asha Rao')).toBeInTheDocument();
    expect(screen.getByLabelText('Project')).toHaveValue('KisanKart');
    expect(screen.getByLabelText('Current stage')).toHaveValue('seed');
    expect(screen.getByRole('checkbox', { name: 'Networking' })).toBeChecked();
  });

  it('tells someone with another role that this form is not theirs', () => {
    signIn('Investor');
    fakeApi({});
    renderForm();
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_ERRORS.wrongRole);
    expect(screen.getByRole('link', { name: 'Open the Investor form' })).toHaveAttribute(
      'href',
      '/InvestorForm',
    );
  });

  it('sends signed-out visitors to /signin', () => {
    localStorage.clear();
    fakeApi({});
    renderForm();
    expect(screen.getByText('Landed on /signin')).toBeInTheDocument();
  });
});

describe('HustlerFormPage in Hindi', () => {
  afterEach(() => setLocale('en-IN'));

  it('reads in Hindi when Hindi is chosen: heading, field labels and buttons', async () => {
    fakeApi({});
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderForm();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपनी Hustler प्रोफ़ाइल बनाएँ' }),
    ).toBeInTheDocument();
    for (const label of ['यूज़र नेम', 'फ़ोन नंबर', 'बायो', 'प्रोजेक्ट', 'आप अभी किस पर काम कर रहे हैं?']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'आपकी स्किल्स' })).toBeInTheDocument();
    expect(screen.getByText('कोई फ़ोटो नहीं')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी छोड़ें' })).toHaveAttribute('href', '/dashboard/Hustler');
    expect(screen.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' })).toBeInTheDocument();
  });
  it('shows the stages and skills in Hindi but sends their English values', async () => {
    const fetchMock = fakeApi({ [SAVE]: ok });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderForm();
    const user = userEvent.setup();
    const stage = (await screen.findByLabelText('मौजूदा स्टेज')) as HTMLSelectElement;
    expect([...stage.options].map((option) => option.textContent)).toEqual(
      HUSTLER_FORM_STAGES.map((option) => PROFILE_CHOICES_HI[option.label]),
    );
    expect([...stage.options].map((option) => option.value)).toEqual(HUSTLER_FORM_STAGES.map((s) => s.value));
    expect(screen.getByRole('option', { name: 'सीड' })).toHaveValue('seed');
    const networking = screen.getByRole('checkbox', { name: 'नेटवर्किंग' });
    expect(networking).toHaveAttribute('value', 'Networking');

    await user.selectOptions(stage, 'सीड');
    await user.click(networking);
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));
    await screen.findByRole('alertdialog');
    const { entries } = sentForm(fetchMock, SAVE);
    expect(entries).toContainEqual(['currentStage', 'seed']);
    expect(entries).toContainEqual(['skills', 'Networking']);
  });

  it('alerts the contract’s words in Hindi: success, no answer, a picture refused', async () => {
    fakeApi({ [SAVE]: 'network-error' });
    stubObjectUrls();
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderForm();
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('प्रोफ़ाइल फ़ोटो'), pictureFile('logo.svg', 'image/svg+xml'));
    expect(await screen.findByText(PROFILE_ERRORS_HI.invalidPicture)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));
    const dialog = await screen.findByRole('alertdialog', { name: WORDS_HI.profileForms.submitException });
    await user.click(within(dialog).getByRole('button', { name: 'ठीक है' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS_HI.profileForms.submitException);

    fakeApi({ [SAVE]: ok });
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));
    expect(
      await screen.findByRole('alertdialog', { name: WORDS_HI.profileForms.hustlerSuccess }),
    ).toBeInTheDocument();
  });
});
