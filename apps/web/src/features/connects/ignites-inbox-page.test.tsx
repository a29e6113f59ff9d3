import { API, CONNECTS_WORDS, type ConnectionDetail } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { callsOf, type FakeHandler, fakeApi, requested } from '../../test/fake-api.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../../test/render.tsx';
import { igniteStatsReply, makeConnection } from '../../test/social-fixtures.ts';
import { IgnitesInboxPage } from './ignites-inbox-page.tsx';
import hi from './words/hi.ts';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

const fresh = makeConnection({
  _id: 'c-1',
  hustlerId: 'u-meera',
  investorId: 'u-me',
  pitch: 'MeenVala keeps the catch cold from boat to market for 400 Kochi fishers.',
  video: {
    _id: 'v-1',
    title: 'MeenVala pilot',
    videoUrl: '/media/videos/v-1.mp4',
    posterUrl: '/media/posters/v-1.jpg',
    stream: { state: 'ready', url: '/media/hls/v-1/master.m3u8' },
    captions: [{ language: 'en', url: '/media/captions/v-1/en.vtt' }],
  },
});
const viewed = makeConnection({
  _id: 'c-2',
  hustlerId: 'u-aarav',
  hustlerName: 'Aarav Mehta',
  investorId: 'u-me',
  status: 'viewed',
  pitch: 'ChaiCircle: loyalty cards for tea stalls.',
});
const stats = igniteStatsReply({
  side: 'investor',
  total: 2,
  answered: 4,
  acceptanceRate: 0.5,
  medianResponseHours: 5.5,
  remainingToday: null,
});
const moved = (connection: ConnectionDetail, message: string): FakeHandler => ({
  status: 200,
  body: { success: true, message, connection },
});

function renderInbox(more: Record<string, FakeHandler> = {}, entry = '/ignites') {
  signInAs('Investor', 'u-me');
  const fetchMock = fakeApi({
    [`GET ${API.connections}`]: { status: 200, body: { success: true, received: [fresh, viewed], sent: [] } },
    [`GET ${API.igniteStats}`]: stats,
    ...more,
  });
  renderContent(<IgnitesInboxPage />, { path: '/ignites', entry });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('IgnitesInboxPage', () => {
  it('shows the figures, and the Ignites with their pitch and step, filterable by step', async () => {
    renderInbox();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ignites received' }, FIRST_LOAD),
    ).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Your figures' });
    await waitFor(() => expect(within(figures).getByText('50%')).toBeInTheDocument());
    expect(within(figures).getByText('5.5 hours')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Ignites received' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText(fresh.pitch)).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Viewed')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Viewed/ }));
    expect(screen.getByRole('button', { name: /^Viewed/ })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Ignites received' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^Connected/ }));
    expect(screen.getByText('No Ignites at this step right now.')).toBeInTheDocument();
  });

  it('opening a new Ignite views it: the pitch whole, its video, and the move to viewed', async () => {
    const fetchMock = renderInbox({
      [`POST ${API.igniteAction('c-1', 'view')}`]: moved(
        { ...fresh, status: 'viewed' },
        CONNECTS_WORDS.viewed,
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open pitch from Meera Nair' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Meera Nair' });
    expect(within(dialog).getByText(fresh.pitch)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Play the pitch video: MeenVala pilot' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(requested(fetchMock)).toContain(`POST ${API.igniteAction('c-1', 'view')}`));
    expect(await within(dialog).findByText('Viewed')).toBeInTheDocument();
    expect(requested(fetchMock).filter((key) => key.endsWith('/view'))).toHaveLength(1);
    // Viewed: the investor can now ask to meet, or pass.
    expect(
      within(dialog).getByRole('button', { name: 'Request a meeting with Meera Nair' }),
    ).toBeInTheDocument();
    // The video plays in place through the streaming player, with its captions (issue 27).
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    await user.click(within(dialog).getByRole('button', { name: 'Play the pitch video: MeenVala pilot' }));
    const player = await within(dialog).findByLabelText('MeenVala pilot', { selector: 'video' }, FIRST_LOAD);
    expect(player.querySelector('track[srclang="en"]')).toHaveAttribute('src', '/media/captions/v-1/en.vtt');
  });

  it('does not view again an Ignite already viewed; requests a meeting', async () => {
    const fetchMock = renderInbox({
      [`POST ${API.igniteAction('c-2', 'meeting')}`]: moved(
        { ...viewed, status: 'meeting' },
        CONNECTS_WORDS.meetingRequested,
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open pitch from Aarav Mehta' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Aarav Mehta' });
    await user.click(within(dialog).getByRole('button', { name: 'Request a meeting with Aarav Mehta' }));
    expect(await within(dialog).findByText(CONNECTS_WORDS.meetingRequested)).toBeInTheDocument();
    expect(within(dialog).getByText('Meeting requested')).toBeInTheDocument();
    expect(requested(fetchMock)).not.toContain(`POST ${API.igniteAction('c-2', 'view')}`);
    expect(requested(fetchMock)).toContain(`POST ${API.igniteAction('c-2', 'meeting')}`);
  });

  it('passes with a reason (counted, ≤ 280), then the list shows Passed', async () => {
    const reason = 'Too early for us: come back when you have paying customers.';
    const fetchMock = renderInbox(
      {
        [`POST ${API.igniteAction('c-2', 'pass')}`]: moved(
          { ...viewed, status: 'passed', passReason: reason },
          CONNECTS_WORDS.passed,
        ),
      },
      '/ignites?open=c-2',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aarav Mehta' }, FIRST_LOAD);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: "Pass on Aarav Mehta's Ignite" }));
    const field = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    await user.click(field);
    await user.paste('x'.repeat(281));
    await user.click(within(dialog).getByRole('button', { name: 'Pass' }));
    expect(within(dialog).getByText(CONNECTS_WORDS.passReasonTooLong)).toBeInTheDocument();
    expect(requested(fetchMock)).not.toContain(`POST ${API.igniteAction('c-2', 'pass')}`);

    await user.clear(field);
    await user.type(field, reason);
    await user.click(within(dialog).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      callsOf(fetchMock).find((call) => call.key === `POST ${API.igniteAction('c-2', 'pass')}`)?.body,
    ).toEqual({
      reason,
    });
    const card = screen.getByText(viewed.pitch).closest('li') as HTMLElement;
    expect(within(card).getByText('Passed')).toBeInTheDocument();
  });

  it('keeps keyboard focus in place: Pass opens on its reason, Back returns to Pass', async () => {
    renderInbox({}, '/ignites?open=c-2');
    const dialog = await screen.findByRole('dialog', { name: 'Aarav Mehta' }, FIRST_LOAD);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: "Pass on Aarav Mehta's Ignite" }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: "Pass on Aarav Mehta's Ignite" })).toHaveFocus();
  });

  it('gives focus to the step shown when the Ignite opened has left it (New → Viewed)', async () => {
    renderInbox(
      {
        [`POST ${API.igniteAction('c-1', 'view')}`]: moved(
          { ...fresh, status: 'viewed' },
          CONNECTS_WORDS.viewed,
        ),
      },
      '/ignites?status=new',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open pitch from Meera Nair' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Meera Nair' });
    expect(await within(dialog).findByText('Viewed')).toBeInTheDocument();
    expect(screen.getByText('No Ignites at this step right now.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^New/ })).toHaveFocus();
  });

  it('points an investor with no Ignites to their profile', async () => {
    signInAs('Investor', 'u-me');
    fakeApi({
      [`GET ${API.connections}`]: { status: 200, body: { success: true, received: [], sent: [] } },
      [`GET ${API.igniteStats}`]: stats,
    });
    renderContent(<IgnitesInboxPage />, { path: '/ignites' });
    expect(await screen.findByRole('link', { name: 'Update your profile' }, FIRST_LOAD)).toHaveAttribute(
      'href',
      '/Update_profile',
    );
  });
});

describe('IgnitesInboxPage, opened by another role', () => {
  afterEach(() => setLocale('en-IN'));

  it('tells a Hustler whom the inbox is for and leads them to their pipeline and dashboard, loading nothing', async () => {
    signInAs('Hustler', 'u-me');
    const fetchMock = fakeApi({});
    renderContent(<IgnitesInboxPage />, { path: '/ignites' });
    expect(
      await screen.findByText(
        'The Ignite inbox is where investors read the pitches Hustlers send them. Yours, and where each stands, are in your pipeline.',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ignites received' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your pipeline' })).toHaveAttribute('href', '/pipeline');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/Hustler',
    );
    // Not the investor's prompt to mark themselves open to pitches, nor their figures.
    expect(screen.queryByRole('link', { name: 'Update your profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your figures' })).not.toBeInTheDocument();
    expect(requested(fetchMock)).toEqual([]);
  });

  it.each(['Cofounder', 'Jobseeker'] as const)(
    'tells a %s whom the inbox is for and leads them to their own dashboard',
    async (role) => {
      signInAs(role, 'u-me');
      const fetchMock = fakeApi({});
      renderContent(<IgnitesInboxPage />, { path: '/ignites' });
      expect(
        await screen.findByText(
          'The Ignite inbox is where investors read the pitches Hustlers send them.',
          {},
          FIRST_LOAD,
        ),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        `/dashboard/${role}`,
      ]);
      expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
      expect(screen.queryByText(/open to pitches/)).not.toBeInTheDocument();
      expect(requested(fetchMock)).toEqual([]);
    },
  );

  it('says it in Hindi when Hindi is chosen', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    signInAs('Hustler', 'u-me');
    fakeApi({});
    renderContent(<IgnitesInboxPage />, { path: '/ignites' });
    expect(await screen.findByText(hi.inboxForHustler, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hi.openPipeline })).toHaveAttribute('href', '/pipeline');
    expect(screen.getByRole('link', { name: hi.toDashboard })).toHaveAttribute('href', '/dashboard/Hustler');
  });
});
