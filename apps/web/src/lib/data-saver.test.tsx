import { API } from '@ideaignite/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeReply, fakeApi, requested } from '../test/fake-api.ts';
import { renderContent, signInAs } from '../test/render.tsx';
import { makeAccountSettings } from '../test/settings-fixtures.ts';
import { useDataSaver } from './data-saver.ts';
import { DATA_SAVER_KEY, rememberDataSaverChoice } from './data-saver-hint.ts';

/** What useDataSaver answers, as text. */
function Probe() {
  return <p>data saver {useDataSaver() ? 'on' : 'off'}</p>;
}

/** The browser's Network Information, as Chromium on a phone reports it. */
const connectionIs = (connection: { saveData?: boolean; effectiveType?: string }) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

describe('useDataSaver (issue 27)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('signed out, follows this device’s hint (savesData) and asks for no settings', () => {
    const fetchMock = fakeApi({});
    rememberDataSaverChoice('on');
    const remembered = renderContent(<Probe />);
    expect(screen.getByText('data saver on')).toBeInTheDocument();
    remembered.unmount();

    // Nothing remembered ('auto'): the browser's hints decide.
    localStorage.clear();
    connectionIs({ effectiveType: '4g' });
    const fast = renderContent(<Probe />);
    expect(screen.getByText('data saver off')).toBeInTheDocument();
    fast.unmount();
    connectionIs({ saveData: true, effectiveType: '4g' });
    renderContent(<Probe />);
    expect(screen.getByText('data saver on')).toBeInTheDocument();

    expect(requested(fetchMock)).toEqual([]);
  });

  it('signed in, follows this device’s hint until the account’s settings arrive, then the account', async () => {
    signInAs('Jobseeker');
    const settings = deferred<FakeReply>();
    const fetchMock = fakeApi({ [`GET ${API.accountSettings}`]: () => settings.promise });
    rememberDataSaverChoice('on');
    renderContent(<Probe />);
    // Asked for, not yet answered: the remembered choice.
    expect(await screen.findByText('data saver on')).toBeInTheDocument();
    expect(requested(fetchMock)).toEqual([`GET ${API.accountSettings}`]);

    settings.resolve({ status: 200, body: makeAccountSettings({}, { dataSaver: 'off' }) });
    expect(await screen.findByText('data saver off')).toBeInTheDocument();
  });

  it('signed in on Automatic with nothing remembered, follows the browser before and after the settings', async () => {
    signInAs('Jobseeker');
    connectionIs({ effectiveType: '3g' });
    const settings = deferred<FakeReply>();
    fakeApi({ [`GET ${API.accountSettings}`]: () => settings.promise });
    renderContent(<Probe />);
    expect(screen.getByText('data saver on')).toBeInTheDocument();
    settings.resolve({ status: 200, body: makeAccountSettings() });
    // Remembered once read, for the posters; the answer stays the browser's.
    await vi.waitFor(() => expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('auto'));
    expect(screen.getByText('data saver on')).toBeInTheDocument();
  });
});
