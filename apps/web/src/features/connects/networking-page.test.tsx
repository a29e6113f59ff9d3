import { API, CONNECTS_WORDS, type ConnectionDetail } from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { fakeApi, requested } from '../../test/fake-api.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../../test/render.tsx';
import { makeConnection } from '../../test/social-fixtures.ts';
import { NetworkingPage } from './networking-page.tsx';

const pending = makeConnection({ _id: 'c-1', hustlerId: 'u-meera', investorId: 'u-me' });
const accepted = makeConnection({
  _id: 'c-2',
  hustlerId: 'u-aarav',
  hustlerName: 'Aarav Mehta',
  investorId: 'u-me',
  status: 'connected',
  respondedAt: new Date().toISOString(),
  connectedAt: new Date().toISOString(),
});

function renderPage(
  role: 'Investor' | 'Hustler' | 'Cofounder',
  body: { received: ConnectionDetail[]; sent: ConnectionDetail[] },
  more: Parameters<typeof fakeApi>[0] = {},
) {
  const fetchMock = fakeApi({
    [`GET ${API.connections}`]: { status: 200, body: { success: true, ...body } },
    ...more,
  });
  signInAs(role, role === 'Hustler' ? 'u-meera' : 'u-me');
  renderContent(<NetworkingPage />, { path: '/networking' });
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('NetworkingPage', () => {
  it('reads in Hindi when Hindi is chosen: heading, tabs, when and buttons', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderPage('Investor', { received: [pending, accepted], sent: [] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'आपके कनेक्शन' }, FIRST_LOAD),
    ).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab', {}, FIRST_LOAD);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['मिली रिक्वेस्ट1 नए', 'कनेक्टेड1']);
    expect(screen.getByRole('tablist', { name: 'आपके कनेक्शन' })).toBeInTheDocument();
    expect(screen.getAllByText(/^आपको Ignite किया:/)).toHaveLength(2);

    await userEvent.setup().click(screen.getByRole('tab', { name: /कनेक्टेड/ }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(/^कनेक्ट हुए:/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'मैसेज करें' })).toHaveAttribute(
      'href',
      '/messages?to=u-aarav',
    );
  });

  it('gives an investor Requests received, each opening in the inbox, and Connected', async () => {
    renderPage('Investor', { received: [pending, accepted], sent: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Your connections' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab', {}, FIRST_LOAD);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Requests received1 new', 'Connected1']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('New')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open pitch from Meera Nair' })).toHaveAttribute(
      'href',
      '/ignites?open=c-1',
    );

    await userEvent.setup().click(screen.getByRole('tab', { name: /Connected/ }));
    const connectedPanel = screen.getByRole('tabpanel');
    const aarav = within(connectedPanel).getByRole('link', { name: 'Aarav Mehta' });
    expect(aarav).toHaveAttribute('href', '/users/u-aarav');
    const aaravCard = aarav.closest('li') as HTMLElement;
    expect(within(aaravCard).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/messages?to=u-aarav',
    );
  });

  it('lets a hustler accept a meeting from Requests sent; it moves to Connected', async () => {
    const meeting = makeConnection({
      _id: 'c-4',
      hustlerId: 'u-meera',
      investorId: 'u-priya',
      status: 'meeting',
    });
    const fetchMock = renderPage(
      'Hustler',
      { received: [], sent: [meeting] },
      {
        [`POST ${API.igniteAction('c-4', 'connect')}`]: {
          status: 200,
          body: {
            success: true,
            message: CONNECTS_WORDS.connected,
            connection: { ...meeting, status: 'connected', connectedAt: new Date().toISOString() },
          },
        },
      },
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Accept the meeting with Priya Raghavan' }, FIRST_LOAD),
    );
    expect(await screen.findByText(CONNECTS_WORDS.connected)).toBeInTheDocument();
    expect(requested(fetchMock)).toContain(`POST ${API.igniteAction('c-4', 'connect')}`);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Requests sent1', 'Connected1']);
  });

  it('gives a hustler Requests sent with each status, and Connected', async () => {
    renderPage('Hustler', {
      received: [],
      sent: [
        makeConnection({ _id: 'c-1', hustlerId: 'u-meera', investorId: 'u-priya' }),
        makeConnection({ _id: 'c-3', hustlerId: 'u-meera', investorId: 'u-vikram', status: 'passed' }),
      ],
    });
    const tabs = await screen.findAllByRole('tab', {}, FIRST_LOAD);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Requests sent2', 'Connected0']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('New')).toBeInTheDocument();
    expect(within(panel).getByText('Passed')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Connected/ }));
    expect(screen.getByRole('link', { name: 'Explore investors' })).toHaveAttribute('href', '/FindInvestor');
  });

  it('points a hustler with no Ignites to the investors', async () => {
    renderPage('Hustler', { received: [], sent: [] });
    expect(await screen.findByRole('link', { name: 'Explore investors' }, FIRST_LOAD)).toHaveAttribute(
      'href',
      '/FindInvestor',
    );
  });

  it('shows a job seeker only their connections, with what Ignite is', async () => {
    signInAs('Jobseeker', 'u-me');
    fakeApi({ [`GET ${API.connections}`]: { status: 200, body: { success: true, received: [], sent: [] } } });
    renderContent(<NetworkingPage />, { path: '/networking' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Connected' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByText(/Ignite connects Hustlers with Investors/)).toBeInTheDocument();
  });

  it('shows a Hustler their co-founder connections under the Ignites, once they have any', async () => {
    renderPage(
      'Hustler',
      { received: [], sent: [] },
      {
        [`GET ${cofoundersApi.invites.path}`]: {
          status: 200,
          body: {
            success: true,
            received: [],
            sent: [],
            connections: [
              {
                _id: 'i-9',
                status: 'accepted',
                note: null,
                createdAt: new Date().toISOString(),
                answeredAt: new Date().toISOString(),
                person: {
                  _id: 'u-kabir',
                  name: 'Kabir Singh',
                  role: 'Cofounder',
                  avatarUrl: null,
                  city: null,
                  state: null,
                  headline: null,
                  skillsOffered: [],
                  sectors: [],
                  commitment: null,
                },
              },
            ],
          },
        },
      },
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your co-founder connections' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message Kabir Singh' })).toHaveAttribute(
      'href',
      '/messages?to=u-kabir',
    );
    expect(screen.getByRole('link', { name: 'Explore investors' })).toBeInTheDocument();
  });

  it('shows a co-founder their co-founder invites and connections, never Ignites', async () => {
    const person = (id: string, name: string) => ({
      _id: id,
      name,
      role: 'Cofounder' as const,
      avatarUrl: null,
      city: 'Pune',
      state: 'MH',
      headline: 'Ships fast',
      skillsOffered: ['design'],
      sectors: ['fintech'],
      commitment: 'fullTime',
    });
    const invite = (id: string, who: ReturnType<typeof person>, status = 'pending') => ({
      _id: id,
      status,
      note: 'Let us build',
      createdAt: new Date().toISOString(),
      answeredAt: null,
      person: who,
    });
    const fetchMock = fakeApi({
      [`GET ${cofoundersApi.invites.path}`]: {
        status: 200,
        body: {
          success: true,
          received: [invite('i-1', person('u-ravi', 'Ravi Kumar'))],
          sent: [invite('i-2', person('u-dev', 'Dev Shah'))],
          connections: [invite('i-3', person('u-asha', 'Asha Rao'), 'accepted')],
        },
      },
      [`POST ${cofoundersApi.accept.path.replace(':inviteId', 'i-1')}`]: {
        status: 200,
        body: {
          success: true,
          message: 'ok',
          invite: invite('i-1', person('u-ravi', 'Ravi Kumar'), 'accepted'),
        },
      },
    });
    signInAs('Cofounder', 'u-me');
    renderContent(<NetworkingPage />, { path: '/networking' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Invites for you' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ignite connects Hustlers/)).not.toBeInTheDocument();
    expect(requested(fetchMock)).not.toContain(`GET ${API.connections}`);
    expect(screen.getByRole('link', { name: 'Message Asha Rao' })).toHaveAttribute(
      'href',
      '/messages?to=u-asha',
    );
    expect(screen.getByText('Waiting for an answer')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept the invite from Ravi Kumar' }));
    await vi.waitFor(() => expect(requested(fetchMock)).toContain('POST /api/cofounders/invites/i-1/accept'));
  });
});
