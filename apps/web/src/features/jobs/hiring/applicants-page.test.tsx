import { type ApplicationStatus, SOCKET_EVENTS, type TrackedApplication } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeApi, requested } from '../../../test/fake-api.ts';
import { emitSocket, resetSocket } from '../../../test/fake-socket.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../../../test/render.tsx';
import { ApplicantsPage } from './applicants-page.tsx';
import { makeJob, makeTracked } from './hiring-fixtures.ts';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts').then((m) => m.socketModule));

const job = makeJob({ questions: ['Why GrapeLink?'] });
const tracker = `/api/jobs/${job._id}/applications?limit=12`;

const counts = (data: TrackedApplication[]) =>
  Object.fromEntries(
    (
      [
        'applied',
        'viewed',
        'shortlisted',
        'interview',
        'offer',
        'hired',
        'notSelected',
        'withdrawn',
        'noResponse',
      ] as const
    ).map((status) => [status, data.filter((application) => application.status === status).length]),
  ) as Record<ApplicationStatus, number>;

function reply(data: TrackedApplication[]) {
  return {
    status: 200,
    body: {
      success: true,
      job,
      counts: counts(data),
      figures: { views: 40, applications: data.length, medianFirstAnswerHours: 5 },
      data,
      nextCursor: null,
    },
  };
}

const moved = (application: TrackedApplication) => ({
  status: 200,
  body: { success: true, message: 'Application updated.', application },
});

function renderTracker(data: TrackedApplication[], more: Parameters<typeof fakeApi>[0] = {}) {
  signInAs('Hustler', 'u-me');
  const fetchMock = fakeApi({ [`GET ${tracker}`]: reply(data), ...more });
  renderContent(<ApplicantsPage />, {
    path: '/jobs/:jobId/applicants',
    entry: `/jobs/${job._id}/applicants`,
  });
  return fetchMock;
}

/**
 * The tracker at one step (`?status=`) or all, on a server that keeps its applications: each move
 * changes the application's status, so the refetch that follows shows it (or no longer lists it).
 */
function renderMoving(applications: TrackedApplication[], step?: ApplicationStatus) {
  signInAs('Hustler', 'u-me');
  const server = new Map(applications.map((application) => [application._id, application]));
  const listed = () => [...server.values()].filter((application) => !step || application.status === step);
  const moveTo = (id: string, status: ApplicationStatus) => () => {
    const application = { ...server.get(id)!, status };
    server.set(id, application);
    return moved(application);
  };
  const moves = [...server.keys()].flatMap((id) => [
    [`POST /api/jobs/applications/${id}/shortlist`, moveTo(id, 'shortlisted')],
    [`POST /api/jobs/applications/${id}/reject`, moveTo(id, 'notSelected')],
  ]);
  fakeApi({
    [`GET ${tracker}${step ? `&status=${step}` : ''}`]: () => reply(listed()),
    ...Object.fromEntries(moves),
  });
  renderContent(<ApplicantsPage />, {
    path: '/jobs/:jobId/applicants',
    entry: `/jobs/${job._id}/applicants${step ? `?status=${step}` : ''}`,
  });
}

afterEach(() => resetSocket());

const card = async (name: string) =>
  (await screen.findByRole('link', { name }, FIRST_LOAD)).closest('li') as HTMLElement;

describe('ApplicantsPage', () => {
  it('offers the moves each step allows, and Message once shortlisted', async () => {
    renderTracker([
      makeTracked({ _id: 'a1', name: 'Asha', status: 'applied' }),
      makeTracked({ _id: 'a2', name: 'Bilal', status: 'shortlisted' }),
      makeTracked({ _id: 'a3', name: 'Chitra', status: 'interview' }),
      makeTracked({ _id: 'a4', name: 'Dev', status: 'offer' }),
      makeTracked({ _id: 'a5', name: 'Esha', status: 'hired' }),
      makeTracked({ _id: 'a6', name: 'Farhan', status: 'withdrawn' }),
    ]);
    const buttons = async (name: string) =>
      within(await card(name))
        .queryAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => text !== 'Read the application');
    expect(await buttons('Asha')).toEqual(['Shortlist', 'Not selected']);
    expect(within(await card('Asha')).queryByRole('link', { name: 'Message Asha' })).toBeNull();
    expect(await buttons('Bilal')).toEqual(['Interview', 'Not selected']);
    expect(within(await card('Bilal')).getByRole('link', { name: 'Message Bilal' })).toHaveAttribute(
      'href',
      '/messages?to=u-a2',
    );
    expect(await buttons('Chitra')).toEqual(['Offer', 'Not selected']);
    expect(await buttons('Dev')).toEqual(['Hire', 'Not selected']);
    expect(await buttons('Esha')).toEqual([]);
    expect(within(await card('Esha')).getByRole('link', { name: 'Message Esha' })).toBeInTheDocument();
    expect(await buttons('Farhan')).toEqual([]);
    expect(within(await card('Farhan')).queryByRole('link', { name: /Message/ })).toBeNull();
  });

  it('shows every step with its count and the figures', async () => {
    renderTracker([
      makeTracked({ _id: 'a1', name: 'Asha' }),
      makeTracked({ _id: 'a2', name: 'Bilal', status: 'hired' }),
    ]);
    const filters = await screen.findByRole('navigation', { name: 'Show applications' }, FIRST_LOAD);
    const labels = within(filters)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual([
      'All (2)',
      'Applied (1)',
      'Viewed (0)',
      'Shortlisted (0)',
      'Interview (0)',
      'Offer (0)',
      'Hired (1)',
      'Not selected (0)',
      'Withdrawn (0)',
      'No response (0)',
    ]);
    expect(within(filters).getByRole('button', { name: 'All (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByText('5 hours')).toBeInTheDocument();
  });

  it('marks a new application viewed when it is opened, and shows the answers to the questions', async () => {
    const u = userEvent.setup();
    const asha = makeTracked({
      _id: 'a1',
      name: 'Asha',
      answers: ['I grew up on a farm.'],
      note: 'Keen to help.',
    });
    const fetchMock = renderTracker([asha], {
      'POST /api/jobs/applications/a1/view': moved({ ...asha, status: 'viewed' }),
    });
    await u.click(within(await card('Asha')).getByRole('button', { name: 'Read the application' }));
    expect(screen.getByText('Why GrapeLink?')).toBeInTheDocument();
    expect(screen.getByText('I grew up on a farm.')).toBeInTheDocument();
    expect(screen.getByText('Keen to help.')).toBeInTheDocument();
    await waitFor(() => expect(requested(fetchMock)).toContain('POST /api/jobs/applications/a1/view'));
  });

  it('plays the video sent with an application in place, through the streaming player with its captions', async () => {
    const u = userEvent.setup();
    const asha = makeTracked({
      _id: 'a1',
      name: 'Asha',
      status: 'viewed',
      video: {
        _id: 'v-9',
        title: 'Why I want to build GrapeLink',
        videoUrl: '/media/videos/v-9.mp4',
        posterUrl: null,
        stream: { state: 'ready', url: '/media/hls/v-9/master.m3u8' },
        captions: [{ language: 'en', url: '/media/captions/v-9/en.vtt' }],
      },
    });
    renderTracker([asha]);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    await u.click(within(await card('Asha')).getByRole('button', { name: 'Read the application' }));
    await u.click(screen.getByRole('button', { name: 'Watch Why I want to build GrapeLink' }));
    const player = await screen.findByLabelText(
      'Why I want to build GrapeLink',
      { selector: 'video' },
      FIRST_LOAD,
    );
    expect(player.querySelector('track[srclang="en"]')).toHaveAttribute('src', '/media/captions/v-9/en.vtt');
  });

  it('opening one already viewed moves nothing', async () => {
    const u = userEvent.setup();
    const fetchMock = renderTracker([makeTracked({ _id: 'a1', name: 'Asha', status: 'viewed' })]);
    await u.click(within(await card('Asha')).getByRole('button', { name: 'Read the application' }));
    expect(requested(fetchMock).filter((key) => key.startsWith('POST'))).toEqual([]);
  });

  it('shortlists, and says no with the reason typed in the dialog', async () => {
    const u = userEvent.setup();
    const asha = makeTracked({ _id: 'a1', name: 'Asha' });
    const bilal = makeTracked({ _id: 'a2', name: 'Bilal', status: 'interview' });
    const fetchMock = renderTracker([asha, bilal], {
      'POST /api/jobs/applications/a1/shortlist': moved({ ...asha, status: 'shortlisted' }),
      'POST /api/jobs/applications/a2/reject': moved({ ...bilal, status: 'notSelected' }),
    });
    await u.click(within(await card('Asha')).getByRole('button', { name: 'Shortlist' }));
    await waitFor(() => expect(requested(fetchMock)).toContain('POST /api/jobs/applications/a1/shortlist'));

    await u.click(within(await card('Bilal')).getByRole('button', { name: 'Not selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not selected' });
    await u.type(within(dialog).getByLabelText('Reason (optional)'), 'We hired someone local.');
    await u.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        callsOf(fetchMock).find((call) => call.key === 'POST /api/jobs/applications/a2/reject')?.body,
      ).toEqual({
        reason: 'We hired someone local.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refetches when one of its applications changes live', async () => {
    const fetchMock = renderTracker([makeTracked({ _id: 'a1', name: 'Asha' })]);
    await card('Asha');
    const before = requested(fetchMock).filter((key) => key === `GET ${tracker}`).length;
    await emitSocket(SOCKET_EVENTS.applicationUpdated, {
      applicationId: 'a9',
      jobId: job._id,
      status: 'applied',
    });
    await waitFor(() =>
      expect(requested(fetchMock).filter((key) => key === `GET ${tracker}`).length).toBeGreaterThan(before),
    );
  });

  describe('after a move, focus stays in the tracker', () => {
    const name = (who: string) => screen.getByRole('heading', { level: 3, name: who });

    it('on the moved applicant’s name when their card stays (its button is gone)', async () => {
      const u = userEvent.setup();
      renderMoving([makeTracked({ _id: 'a1', name: 'Asha' }), makeTracked({ _id: 'a2', name: 'Bilal' })]);
      await u.click(within(await card('Asha')).getByRole('button', { name: 'Shortlist' }));
      await waitFor(() => expect(name('Asha')).toHaveFocus());
      expect(within(await card('Asha')).queryByRole('button', { name: 'Shortlist' })).toBeNull();
      expect(within(await card('Asha')).getByRole('button', { name: 'Interview' })).toBeInTheDocument();
    });

    it('on the name when the Not selected dialog closes', async () => {
      const u = userEvent.setup();
      renderMoving([makeTracked({ _id: 'a1', name: 'Asha' }), makeTracked({ _id: 'a2', name: 'Bilal' })]);
      await u.click(within(await card('Bilal')).getByRole('button', { name: 'Not selected' }));
      const dialog = await screen.findByRole('dialog', { name: 'Not selected' });
      await u.click(within(dialog).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(name('Bilal')).toHaveFocus());
      expect(
        within(await card('Bilal')).queryAllByRole('button', { name: /Shortlist|Not selected/ }),
      ).toEqual([]);
    });

    it('at one step: on the card that took the moved one’s place, then on the step’s heading', async () => {
      const u = userEvent.setup();
      renderMoving(
        [
          makeTracked({ _id: 'a1', name: 'Asha' }),
          makeTracked({ _id: 'a2', name: 'Bilal' }),
          makeTracked({ _id: 'a3', name: 'Chitra', status: 'interview' }),
        ],
        'applied',
      );
      await u.click(within(await card('Asha')).getByRole('button', { name: 'Shortlist' }));
      await waitFor(() => expect(name('Bilal')).toHaveFocus());
      expect(screen.queryByRole('heading', { level: 3, name: 'Asha' })).toBeNull();

      await u.click(within(await card('Bilal')).getByRole('button', { name: 'Not selected' }));
      const dialog = await screen.findByRole('dialog', { name: 'Not selected' });
      await u.click(within(dialog).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Applied' })).toHaveFocus());
      expect(screen.queryByRole('list', { name: 'Applicants' })).toBeNull();
    });
  });
});
