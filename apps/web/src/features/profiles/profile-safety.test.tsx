import { API, BLOCKS_WORDS, MODERATION_WORDS, WORDS } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { callsOf, type FakeReply, fakeApi } from '../../test/fake-api.ts';
import { makeOwnUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { profileRoutes } from './routes.tsx';
import { signIn } from './test-utils.tsx';

const ID = '6f1c2b9e-8a4d-4f5e-9b1a-2c3d4e5f6a7b';
const { email: _email, ...person } = makeOwnUser('Hustler', { Username: 'Rohan Verma' }, { _id: ID });
const profile: FakeReply = { status: 200, body: { success: true, user: person } };

function renderPerson(replies: Record<string, FakeReply | ((init?: RequestInit) => FakeReply)> = {}) {
  const fetchMock = fakeApi({ [`GET ${API.publicProfile(ID)}`]: profile, ...replies });
  renderRoutes(profileRoutes(), `/users/${ID}`);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('Block and Report on another member’s profile', { timeout: 30_000 }, () => {
  it('blocks after asking, then says so with an Unblock link to Settings, which takes focus', async () => {
    signIn('Investor');
    const fetchMock = renderPerson({
      [`PUT ${API.block(ID)}`]: { status: 200, body: { message: BLOCKS_WORDS.blocked } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Rohan Verma?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('status')).toHaveTextContent(BLOCKS_WORDS.blocked);
    const unblock = screen.getByRole('link', { name: 'Unblock in Settings' });
    expect(unblock).toHaveAttribute('href', '/settings#blocked');
    await waitFor(() => expect(unblock).toHaveFocus());
    expect(callsOf(fetchMock).map((call) => call.key)).toContain(`PUT ${API.block(ID)}`);
  });

  it('reports with a reason; "Something else" needs details, counted; the server’s words are shown', async () => {
    signIn('Investor');
    const fetchMock = renderPerson({
      [`POST ${API.reports}`]: { status: 201, body: { message: MODERATION_WORDS.reportSent } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Rohan Verma' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText(MODERATION_WORDS.invalidReportReason)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const details = within(dialog).getByRole('textbox', { name: 'Details' });
    expect(details).toHaveAccessibleDescription(/Please tell us what is wrong/);
    await user.type(details, 'Asks for money up front');
    expect(details).toHaveAccessibleDescription(/23 of 1000 characters used/);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MODERATION_WORDS.reportSent);
    expect(callsOf(fetchMock).find((call) => call.key === `POST ${API.reports}`)?.body).toEqual({
      target: 'user',
      targetId: ID,
      reason: 'other',
      details: 'Asks for money up front',
    });
  });

  it('treats an earlier report as sent, and shows other failures as errors', async () => {
    signIn('Investor');
    let calls = 0;
    renderPerson({
      [`POST ${API.reports}`]: () =>
        calls++ === 0
          ? { status: 500, body: { message: WORDS.auth.networkError } }
          : { status: 409, body: { message: MODERATION_WORDS.alreadyReported } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WORDS.auth.networkError);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MODERATION_WORDS.alreadyReported);
  });

  it('reads in Hindi', async () => {
    signIn('Investor');
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPerson();
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'ब्लॉक करें' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'रिपोर्ट करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rohan Verma की रिपोर्ट करें' });
    expect(within(dialog).getByRole('radio', { name: 'धोखाधड़ी या ठगी' })).toBeInTheDocument();
  });
});
