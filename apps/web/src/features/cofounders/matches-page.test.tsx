import type { CofounderMatch } from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../../test/render.tsx';
import { MatchesPage } from './matches-page.tsx';

const match = (id: string, name: string, extra: Partial<CofounderMatch> = {}): CofounderMatch => ({
  person: {
    _id: id,
    name,
    role: 'Cofounder',
    avatarUrl: null,
    city: 'Pune',
    state: 'MH',
    headline: 'Shipped three apps',
    skillsOffered: ['design'],
    sectors: ['fintech'],
    commitment: 'fullTime',
  },
  score: 85,
  reasons: [
    { key: 'theyOffer', args: ['design'] },
    { key: 'sameSectors', args: ['fintech'] },
    { key: 'sameCity', args: ['Pune'] },
  ],
  invite: null,
  ...extra,
});

function renderPage(role: 'Cofounder' | 'Hustler' | 'Investor', body: object) {
  const fetchMock = fakeApi({
    [`GET ${cofoundersApi.matches.path}`]: { status: 200, body: { success: true, ...body } },
    'POST /api/cofounders/invites/i-2/accept': {
      status: 200,
      body: { success: true, message: 'ok', invite: {} },
    },
    [`POST ${cofoundersApi.invite.path}`]: {
      status: 201,
      body: { success: true, message: 'Invite sent. You will hear when they accept.', invite: {} },
    },
  });
  signInAs(role, 'u-me');
  renderContent(<MatchesPage />, { path: '/cofounders' });
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('MatchesPage', () => {
  it('lists matches with their score and reasons, and invites one with a note', async () => {
    const fetchMock = renderPage('Cofounder', {
      needsPreferences: false,
      remainingToday: 20,
      matches: [
        match('5b1e8c2a-3f4d-4e5a-9b6c-7d8e9f0a1b2c', 'Ravi Kumar'),
        match('u-dev', 'Dev Shah', { score: 40, invite: { _id: 'i-1', direction: 'sent' } }),
        match('u-asha', 'Asha Rao', { score: 30, invite: { _id: 'i-2', direction: 'received' } }),
      ],
    });
    const ravi = (await screen.findByRole('heading', { level: 2, name: 'Ravi Kumar' }, FIRST_LOAD)).closest(
      'li',
    )!;
    expect(within(ravi).getByText('85% match')).toBeInTheDocument();
    expect(within(ravi).getByRole('list', { name: 'Why you match with Ravi Kumar' })).toHaveTextContent(
      'You need Design; they offer it',
    );
    expect(within(ravi).getByText('Both in Fintech')).toBeInTheDocument();
    expect(within(ravi).getByText('Both in Pune')).toBeInTheDocument();
    const dev = screen.getByRole('heading', { level: 2, name: 'Dev Shah' }).closest('li')!;
    expect(within(dev).getByText('Invite sent')).toBeInTheDocument();
    expect(within(dev).queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
    // Asha invited me: I answer on the card itself.
    const asha = screen.getByRole('heading', { level: 2, name: 'Asha Rao' }).closest('li')!;
    expect(within(asha).getByText('They invited you to be co-founders.')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(asha).getByRole('button', { name: 'Accept the invite from Asha Rao' }));
    await vi.waitFor(() =>
      expect(callsOf(fetchMock).map((call) => call.key)).toContain('POST /api/cofounders/invites/i-2/accept'),
    );

    const user = userEvent.setup();
    await user.click(within(ravi).getByRole('button', { name: 'Invite Ravi Kumar to be co-founders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Ravi Kumar' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your note (optional)' }), 'Let us build');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    await vi.waitFor(() =>
      expect(
        callsOf(fetchMock).find((call) => call.key === `POST ${cofoundersApi.invite.path}`)?.body,
      ).toEqual({
        toId: '5b1e8c2a-3f4d-4e5a-9b6c-7d8e9f0a1b2c',
        note: 'Let us build',
      }),
    );
  });

  it('reads its reasons in Hindi when Hindi is chosen', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage('Cofounder', {
      needsPreferences: false,
      remainingToday: 3,
      matches: [match('5b1e8c2a-3f4d-4e5a-9b6c-7d8e9f0a1b2c', 'Ravi Kumar')],
    });
    expect(await screen.findByText('85% मैच', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('आपको डिज़ाइन चाहिए; वे यह देते हैं')).toBeInTheDocument();
    expect(screen.getByText('दोनों फ़िनटेक में')).toBeInTheDocument();
  });

  it('asks a Hustler to say they are looking before there are matches', async () => {
    renderPage('Hustler', { needsPreferences: true, remainingToday: 20, matches: [] });
    expect(
      await screen.findByText(/Say you are looking for a co-founder/, {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your preferences' })).toHaveAttribute(
      'href',
      '/cofounders/preferences',
    );
  });

  it('tells an investor whom it is for and leads to their dashboard, loading nothing', async () => {
    const fetchMock = renderPage('Investor', {});
    expect(
      await screen.findByText(/Co-founder matching is for co-founders and Hustlers/, {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/Investor',
    );
    expect(callsOf(fetchMock).map((call) => call.key)).not.toContain(`GET ${cofoundersApi.matches.path}`);
  });
});
