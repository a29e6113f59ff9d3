import { ACCOUNT_SETTINGS_WORDS, API } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_SAVER_KEY } from '../../../lib/data-saver-hint.ts';
import { setLocale } from '../../../lib/i18n/locale.ts';
import { loadLocale } from '../../../lib/i18n/words.ts';
import { callsOf, fakeApi } from '../../../test/fake-api.ts';
import { FIRST_LOAD, renderRoutes, signInAs } from '../../../test/render.tsx';
import { makeAccountSettings } from '../../../test/settings-fixtures.ts';
import { DataSaverCard } from './components/data-saver-card.tsx';

const SETTINGS = makeAccountSettings();
const open = () => renderRoutes(<Route path="/settings" element={<DataSaverCard />} />, '/settings');

describe('Settings → Data saver (issue 27)', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('Jobseeker'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    setLocale('en-IN');
  });

  it('starts on Automatic, says what each choice does, and saves On chosen by keyboard', async () => {
    const fetchMock = fakeApi({
      [`GET ${API.accountSettings}`]: { status: 200, body: SETTINGS },
      [`PUT ${API.accountSettings}`]: {
        status: 200,
        body: { ...SETTINGS, dataSaver: 'on', message: ACCOUNT_SETTINGS_WORDS.saved },
      },
    });
    const user = userEvent.setup();
    open();
    const automatic = await screen.findByRole('radio', { name: /^Automatic/ }, FIRST_LOAD);
    expect(automatic).toBeChecked();
    expect(automatic).toHaveAccessibleName(/2G or 3G/);
    automatic.focus();
    await user.keyboard('{ArrowDown}');
    const on = screen.getByRole('radio', { name: /^On/ });
    expect(on).toBeChecked();
    expect(on).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save data saver choice' }));
    const card = screen.getByRole('region', { name: 'Save mobile data' });
    expect(await within(card).findByRole('status')).toHaveTextContent('Saved');
    expect(
      callsOf(fetchMock)
        .filter((call) => call.key === `PUT ${API.accountSettings}`)
        .map((call) => call.body),
    ).toEqual([{ dataSaver: 'on' }]);
    // Kept on this device for the posters, which decide before any settings are fetched.
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
  });

  it('reads in Hindi', async () => {
    fakeApi({ [`GET ${API.accountSettings}`]: { status: 200, body: { ...SETTINGS, dataSaver: 'off' } } });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    open();
    expect(await screen.findByRole('radio', { name: /^बंद/ }, FIRST_LOAD)).toBeChecked();
    expect(screen.getByRole('heading', { name: 'मोबाइल डेटा बचाएँ' })).toBeInTheDocument();
  });
});
