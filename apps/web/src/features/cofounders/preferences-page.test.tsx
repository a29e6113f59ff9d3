import { COFOUNDERS_WORDS, DEFAULT_WEIGHTS } from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../../test/render.tsx';
import { PreferencesPage } from './preferences-page.tsx';

const draft = {
  looking: false,
  skillsWanted: [],
  skillsOffered: ['engineering'],
  commitment: 'fullTime',
  sectors: ['fintech'],
  stage: 'seed',
  state: 'MH',
  city: 'Pune',
  remote: false,
  availability: null,
  weights: DEFAULT_WEIGHTS,
};

function renderPage(role: 'Cofounder' | 'Hustler') {
  const fetchMock = fakeApi({
    [`GET ${cofoundersApi.preferences.path}`]: {
      status: 200,
      body: { success: true, saved: false, preferences: draft },
    },
    [`PUT ${cofoundersApi.savePreferences.path}`]: (init) => ({
      status: 200,
      body: {
        success: true,
        message: COFOUNDERS_WORDS.preferencesSaved,
        saved: true,
        preferences: JSON.parse(String(init?.body)),
      },
    }),
  });
  signInAs(role, 'u-me');
  renderContent(<PreferencesPage />, { path: '/cofounders/preferences' });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('PreferencesPage', () => {
  it('starts from the profile’s draft; a Hustler says they look, picks skills and a must-have, and saves', async () => {
    const fetchMock = renderPage('Hustler');
    expect(
      await screen.findByText(/We filled this in from your profile/, {}, FIRST_LOAD),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /I am looking for a co-founder/ }));
    const skills = screen.getByRole('group', { name: 'Skills you need in a co-founder' });
    await user.click(within(skills).getByRole('checkbox', { name: 'Design' }));
    const weight = screen.getByRole('group', { name: 'Skills: how much it matters' });
    await user.click(within(weight).getByRole('radio', { name: 'Must-have' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await vi.waitFor(() =>
      expect(callsOf(fetchMock).find((call) => call.key.startsWith('PUT'))?.body).toMatchObject({
        looking: true,
        skillsWanted: ['design'],
        skillsOffered: ['engineering'],
        commitment: 'fullTime',
        stage: 'seed',
        availability: null,
        weights: { ...DEFAULT_WEIGHTS, skills: 'must' },
      }),
    );
  }, 20_000);

  it('refuses more skills than the contract allows, in its words, without saving', async () => {
    const fetchMock = renderPage('Cofounder');
    const offered = await screen.findByRole('group', { name: 'Skills you offer' }, FIRST_LOAD);
    expect(screen.queryByRole('checkbox', { name: /I am looking/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    for (const skill of ['Design', 'Product', 'Marketing', 'Sales', 'Finance']) {
      await user.click(within(offered).getByRole('checkbox', { name: skill }));
    }
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await within(offered).findByText(COFOUNDERS_WORDS.tooManySkills)).toBeInTheDocument();
    expect(callsOf(fetchMock).map((call) => call.key)).not.toContain(
      `PUT ${cofoundersApi.savePreferences.path}`,
    );
  });
});
