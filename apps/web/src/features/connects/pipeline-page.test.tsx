import { API, CONNECTS_WORDS, SOCKET_EVENTS } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { fakeApi, requested } from '../../test/fake-api.ts';
import { emitSocket, resetSocket } from '../../test/fake-socket.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../../test/render.tsx';
import { igniteStatsReply, makeConnection } from '../../test/social-fixtures.ts';
import { PipelinePage } from './pipeline-page.tsx';
import hi from './words/hi.ts';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

const toPriya = makeConnection({
  _id: 'c-1',
  hustlerId: 'u-me',
  investorId: 'u-priya',
  pitch: 'GrapeLink for Nashik farmers.',
});
const toVikram = makeConnection({
  _id: 'c-2',
  hustlerId: 'u-me',
  investorId: 'u-vikram',
  investorName: 'Vikram Rao',
  status: 'passed',
  passReason: 'Not our sector this year.',
  pitch: 'GrapeLink, the second pitch.',
});
const toAnita = makeConnection({
  _id: 'c-3',
  hustlerId: 'u-me',
  investorId: 'u-anita',
  investorName: 'Anita Desai',
  status: 'meeting',
  pitch: 'GrapeLink, third.',
});

function renderPipeline(more: Parameters<typeof fakeApi>[0] = {}) {
  signInAs('Hustler', 'u-me');
  const fetchMock = fakeApi({
    [`GET ${API.connections}`]: {
      status: 200,
      body: { success: true, received: [], sent: [toPriya, toVikram, toAnita] },
    },
    [`GET ${API.igniteStats}`]: igniteStatsReply({
      side: 'hustler',
      total: 3,
      answered: 2,
      acceptanceRate: 0.5,
      medianResponseHours: 50,
      remainingToday: 7,
    }),
    ...more,
  });
  renderContent(<PipelinePage />, { path: '/pipeline' });
  return fetchMock;
}

const cardOf = (pitch: string) => screen.getByText(pitch).closest('li') as HTMLElement;
const currentStep = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .find((step) => step.getAttribute('aria-current') === 'step');

beforeEach(resetSocket);
afterEach(() => vi.unstubAllGlobals());

describe('PipelinePage', () => {
  it('shows each Ignite with its steps, the reason for a pass, and the figures', async () => {
    renderPipeline();
    expect(await screen.findByText(toPriya.pitch, {}, FIRST_LOAD)).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Your figures' });
    await waitFor(() => expect(within(figures).getByText('7')).toBeInTheDocument());
    expect(within(figures).getByText('2.1 days')).toBeInTheDocument();
    expect(within(figures).getByText('50%')).toBeInTheDocument();

    const priya = cardOf(toPriya.pitch);
    expect(within(priya).getByRole('list', { name: 'Progress with Priya Raghavan' })).toBeInTheDocument();
    expect(currentStep(priya)).toHaveTextContent('Sent');
    const vikram = cardOf(toVikram.pitch);
    expect(currentStep(vikram)).toHaveTextContent('Passed');
    expect(within(vikram).getByText('Not our sector this year.')).toBeInTheDocument();
    expect(within(vikram).queryByRole('button')).not.toBeInTheDocument();
  });

  it('follows a move live from the socket, without fetching again', async () => {
    const fetchMock = renderPipeline();
    await screen.findByText(toPriya.pitch, {}, FIRST_LOAD);
    const before = requested(fetchMock).filter((key) => key === `GET ${API.connections}`).length;
    await emitSocket(SOCKET_EVENTS.igniteUpdated, {
      ...toPriya,
      status: 'viewed',
      viewedAt: new Date().toISOString(),
    });
    const priya = cardOf(toPriya.pitch);
    expect(priya.querySelector('span[data-status]')).toHaveTextContent('Viewed');
    expect(currentStep(priya)).toHaveTextContent('Viewed');
    expect(requested(fetchMock).filter((key) => key === `GET ${API.connections}`)).toHaveLength(before);

    await emitSocket(SOCKET_EVENTS.igniteUpdated, { ...toPriya, status: 'passed', passReason: 'Too early.' });
    expect(within(cardOf(toPriya.pitch)).getByText('Too early.')).toBeInTheDocument();
  });

  it('accepts a meeting: connected, with Message', async () => {
    const fetchMock = renderPipeline({
      [`POST ${API.igniteAction('c-3', 'connect')}`]: {
        status: 200,
        body: {
          success: true,
          message: CONNECTS_WORDS.connected,
          connection: { ...toAnita, status: 'connected' },
        },
      },
    });
    await screen.findByText(toAnita.pitch, {}, FIRST_LOAD);
    const anita = cardOf(toAnita.pitch);
    await userEvent
      .setup()
      .click(within(anita).getByRole('button', { name: 'Accept the meeting with Anita Desai' }));
    expect(await within(anita).findByText(CONNECTS_WORDS.connected)).toBeInTheDocument();
    expect(requested(fetchMock)).toContain(`POST ${API.igniteAction('c-3', 'connect')}`);
    expect(within(anita).getByRole('link', { name: 'Message Anita Desai' })).toHaveAttribute(
      'href',
      '/messages?to=u-anita',
    );
  });
});

describe('PipelinePage, opened by another role', () => {
  afterEach(() => setLocale('en-IN'));

  it.each(['Jobseeker', 'Cofounder'] as const)(
    'tells a %s whom the pipeline is for and leads them to their own dashboard, not to send a pitch',
    async (role) => {
      signInAs(role, 'u-me');
      const fetchMock = fakeApi({});
      renderContent(<PipelinePage />, { path: '/pipeline' });
      expect(
        await screen.findByText(
          'The pipeline is where Hustlers follow the Ignites they sent to investors.',
          {},
          FIRST_LOAD,
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Where every Ignite stands' }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        `/dashboard/${role}`,
      ]);
      expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
      expect(screen.queryByText(/send them your pitch line/)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Explore investors' })).not.toBeInTheDocument();
      expect(requested(fetchMock)).toEqual([]);
    },
  );

  it('leads an investor to their Ignite inbox first, then their dashboard', async () => {
    signInAs('Investor', 'u-me');
    fakeApi({});
    renderContent(<PipelinePage />, { path: '/pipeline' });
    expect(
      await screen.findByText(
        'The pipeline is where Hustlers follow the Ignites they sent. The Ignites sent to you are in your inbox.',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open your Ignite inbox', '/ignites'],
      ['Go to your dashboard', '/dashboard/Investor'],
    ]);
  });

  it('says it in Hindi when Hindi is chosen', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    signInAs('Jobseeker', 'u-me');
    fakeApi({});
    renderContent(<PipelinePage />, { path: '/pipeline' });
    expect(await screen.findByText(hi.pipelineForOthers, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hi.toDashboard })).toHaveAttribute(
      'href',
      '/dashboard/Jobseeker',
    );
  });
});
