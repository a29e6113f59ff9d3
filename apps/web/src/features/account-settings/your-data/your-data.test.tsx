import { ACCOUNT_API, ACCOUNT_WORDS, type DataExport, STORAGE_KEYS } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale.ts';
import { loadLocale } from '../../../lib/i18n/words.ts';
import { callsOf, fakeApi, requested } from '../../../test/fake-api.ts';
import { FIRST_LOAD, renderRoutes, signInAs } from '../../../test/render.tsx';
import { useYourDataGroup } from './your-data-group.tsx';

/** The group's cards as the settings page shows them. */
function YourDataCards() {
  return useYourDataGroup().cards;
}

const EXPORT_ID = '33333333-3333-4333-8333-333333333333';
const anExport = (fields: Partial<DataExport>): DataExport => ({
  id: EXPORT_ID,
  status: 'queued',
  progress: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
  ...fields,
});

/** The sign-in page's stand-in: shows the notice the settings page handed over. */
function SigninNotice() {
  const state = useLocation().state as { notice?: string } | null;
  return <p>{state?.notice}</p>;
}

const open = () =>
  renderRoutes(
    <>
      <Route path="/settings" element={<YourDataCards />} />
      <Route path="/signin" element={<SigninNotice />} />
    </>,
    '/settings',
  );

describe('Settings → Your data', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('Hustler'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    setLocale('en-IN');
  });

  it('starts a download and shows its progress while it is prepared', async () => {
    const fetchMock = fakeApi({
      [`GET ${ACCOUNT_API.exports}`]: { status: 200, body: { items: [] } },
      [`POST ${ACCOUNT_API.exports}`]: {
        status: 202,
        body: {
          message: ACCOUNT_WORDS.exportStarted,
          export: anExport({ status: 'running', progress: 40 }),
        },
      },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Prepare my download' }, FIRST_LOAD));
    const bar = await screen.findByRole('progressbar', { name: 'Preparing your download' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your data: 40%');
    // The button that had focus is gone: focus is on the progress, not lost to <body>.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(bar);
    // No second start while one is under way.
    expect(screen.queryByRole('button', { name: /Prepare/ })).not.toBeInTheDocument();
    expect(requested(fetchMock)).toContain(`POST ${ACCOUNT_API.exports}`);
  });

  it('offers a ready download with its expiry, fetched with the session token', async () => {
    const url = ACCOUNT_API.exportDownload(EXPORT_ID);
    const ready = anExport({
      status: 'ready',
      progress: 100,
      finishedAt: '2026-11-20T10:01:00.000Z',
      expiresAt: '2026-11-27T10:01:00.000Z',
      sizeBytes: 2_400_000,
      downloadUrl: url,
    });
    const fetchMock = fakeApi({
      [`GET ${ACCOUNT_API.exports}`]: { status: 200, body: { items: [ready] } },
      [`GET ${url}`]: {
        status: 200,
        body: 'zip',
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="x.zip"' },
      },
    });
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Your download is ready.', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/ZIP file, 2\.4 MB/)).toBeInTheDocument();
    expect(screen.getByText(/Available until 27 Nov 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download ZIP' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const call = callsOf(fetchMock).find((entry) => entry.key === `GET ${url}`);
    expect(call?.headers.Authorization).toBe(`Bearer ${localStorage.getItem(STORAGE_KEYS.token)}`);
    expect(createObjectURL).toHaveBeenCalled();
    clicked.mockRestore();
  });

  it('deletes the account with the password: a wrong one is said, the right one signs out', async () => {
    let attempts = 0;
    const fetchMock = fakeApi({
      [`GET ${ACCOUNT_API.exports}`]: { status: 200, body: { items: [] } },
      [`POST ${ACCOUNT_API.deletion}`]: () =>
        ++attempts === 1
          ? { status: 400, body: { message: ACCOUNT_WORDS.wrongPassword } }
          : {
              status: 200,
              body: { message: ACCOUNT_WORDS.deletionScheduled, erasesAt: '2026-11-27T10:00:00.000Z' },
            },
    });
    const user = userEvent.setup();
    open();
    const trigger = await screen.findByRole('button', { name: 'Delete my account' }, FIRST_LOAD);
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/People you messaged keep their conversations/)).toBeInTheDocument();
    expect(within(dialog).getByText('Sign in within 7 days to cancel the deletion.')).toBeInTheDocument();
    // Escape closes it and focus goes back to the button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByLabelText('Your password'), 'wrong-password');
    await user.click(within(again).getByRole('button', { name: 'Delete my account' }));
    expect(await within(again).findByText(ACCOUNT_WORDS.wrongPassword)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();

    await user.clear(within(again).getByLabelText('Your password'));
    await user.type(within(again).getByLabelText('Your password'), 'Ignite#2025');
    await user.click(within(again).getByRole('button', { name: 'Delete my account' }));
    expect(
      await screen.findByText(
        'Your account will be erased on 27 November 2026. Signing in before then cancels the deletion.',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(callsOf(fetchMock).at(-1)?.body).toEqual({ password: 'Ignite#2025' });
  });

  it('reads in Hindi', async () => {
    fakeApi({ [`GET ${ACCOUNT_API.exports}`]: { status: 200, body: { items: [] } } });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    open();
    expect(
      await screen.findByRole('heading', { name: 'मेरा डेटा डाउनलोड करें' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मेरा खाता डिलीट करें' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'मेरा डाउनलोड तैयार करें' })).toBeInTheDocument();
  });
});
