import { type MyApplication, SOCKET_EVENTS } from '@ideaignite/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, requested } from '../../../test/fake-api.ts';
import { emitSocket, resetSocket } from '../../../test/fake-socket.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../../../test/render.tsx';
import { makeJob } from '../hiring/hiring-fixtures.ts';
import { ApplicationTimeline } from './application-timeline.tsx';
import { MyApplicationsPage } from './my-applications-page.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts').then((m) => m.socketModule));

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

function makeApplication(overrides: Partial<MyApplication> & { _id: string }): MyApplication {
  const { _id, ...rest } = overrides;
  return {
    _id,
    jobId: makeJob()._id,
    status: 'applied',
    history: [{ status: 'applied', at: at(1) }],
    note: null,
    answers: [],
    video: null,
    rejectReason: null,
    createdAt: at(1),
    job: { ...makeJob(), summary: 'Build the farmer app.' },
    ...rest,
  };
}

/** Each step of the timeline as read aloud: its name, day and state. */
const steps = () =>
  within(screen.getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s+/g, ' ').trim());

afterEach(() => resetSocket());

describe('ApplicationTimeline', () => {
  it('walks the six steps, those reached done with their day, the next current', () => {
    render(
      <ApplicationTimeline
        side="applicant"
        application={{
          status: 'shortlisted',
          history: [
            { status: 'applied', at: at(1) },
            { status: 'viewed', at: at(2) },
            { status: 'shortlisted', at: at(3) },
          ],
          rejectReason: null,
        }}
      />,
    );
    expect(steps()).toEqual([
      'Applied1 November 2026 (done)',
      'Viewed2 November 2026 (done)',
      'Shortlisted3 November 2026 (current step)',
      'Interview (not reached)',
      'Offer (not reached)',
      'Hired (not reached)',
    ]);
  });

  it('ends with Not selected and the reason, after the steps reached', () => {
    render(
      <ApplicationTimeline
        side="applicant"
        application={{
          status: 'notSelected',
          history: [
            { status: 'applied', at: at(1) },
            { status: 'shortlisted', at: at(3) },
            { status: 'notSelected', at: at(5) },
          ],
          rejectReason: 'We hired someone local.',
        }}
      />,
    );
    expect(steps()).toEqual([
      'Applied1 November 2026 (done)',
      'Viewed (skipped)',
      'Shortlisted3 November 2026 (done)',
      'Ended: Not selected5 November 2026Reason: We hired someone local.',
    ]);
  });

  it('ends with Withdrawn', () => {
    render(
      <ApplicationTimeline
        side="applicant"
        application={{
          status: 'withdrawn',
          history: [
            { status: 'applied', at: at(1) },
            { status: 'withdrawn', at: at(2) },
          ],
          rejectReason: null,
        }}
      />,
    );
    expect(steps()).toEqual(['Applied1 November 2026 (done)', 'Ended: Withdrawn2 November 2026']);
  });

  it('ends with No response, explained to the applicant only', () => {
    const application = {
      status: 'noResponse' as const,
      history: [
        { status: 'applied' as const, at: at(1) },
        { status: 'viewed' as const, at: at(2) },
        { status: 'noResponse' as const, at: at(28) },
      ],
      rejectReason: null,
    };
    const { unmount } = render(<ApplicationTimeline side="applicant" application={application} />);
    expect(steps()).toEqual([
      'Applied1 November 2026 (done)',
      'Viewed2 November 2026 (done)',
      'Ended: No response28 November 2026The startup did not answer within 21 days of the apply-by date.',
    ]);
    unmount();
    render(<ApplicationTimeline side="startup" application={application} />);
    expect(steps()[2]).toBe('Ended: No response28 November 2026');
  });
});

describe('MyApplicationsPage', () => {
  function renderPage(applications: MyApplication[], more: Parameters<typeof fakeApi>[0] = {}) {
    signInAs('Jobseeker', 'u-arjun');
    const fetchMock = fakeApi({
      'GET /api/jobs/applications/mine?limit=12': {
        status: 200,
        body: { success: true, data: applications, nextCursor: null },
      },
      ...more,
    });
    renderContent(<MyApplicationsPage />, { path: '/jobs/applications' });
    return fetchMock;
  }

  it('shows each application with its posting, pay and status, and withdraws one under way after asking', async () => {
    const u = userEvent.setup();
    const open = makeApplication({ _id: 'a1' });
    const fetchMock = renderPage(
      [
        open,
        makeApplication({ _id: 'a2', status: 'withdrawn', history: [{ status: 'withdrawn', at: at(2) }] }),
      ],
      {
        'POST /api/jobs/applications/a1/withdraw': {
          status: 200,
          body: {
            success: true,
            message: 'Application withdrawn.',
            application: { ...open, status: 'withdrawn' },
          },
        },
      },
    );
    const cards = await screen.findAllByRole('listitem', {}, FIRST_LOAD);
    const first = cards.find((card) => card.querySelector('h2')) as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Frontend intern' })).toHaveAttribute(
      'href',
      `/jobs/${makeJob()._id}`,
    );
    expect(within(first).getByText(/₹15,000\/month/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Withdraw your application/ })).toHaveLength(1);

    await u.click(screen.getByRole('button', { name: 'Withdraw your application to Frontend intern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await u.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(requested(fetchMock)).toContain('POST /api/jobs/applications/a1/withdraw'));
  });

  it('refetches when a startup moves an application', async () => {
    const fetchMock = renderPage([makeApplication({ _id: 'a1' })]);
    await screen.findByRole('link', { name: 'Frontend intern' }, FIRST_LOAD);
    const count = () =>
      requested(fetchMock).filter((key) => key.startsWith('GET /api/jobs/applications/mine')).length;
    const before = count();
    await emitSocket(SOCKET_EVENTS.applicationUpdated, { applicationId: 'a1', jobId: 'j', status: 'viewed' });
    await waitFor(() => expect(count()).toBeGreaterThan(before));
  });

  it('says so when there are none', async () => {
    renderPage([]);
    expect(await screen.findByText(/You have not applied to a job yet/, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('loads the next page on Load more, and keeps the list when that page fails', async () => {
    const u = userEvent.setup();
    signInAs('Jobseeker', 'u-arjun');
    const second = makeApplication({
      _id: 'a2',
      job: { ...makeJob({ _id: 'j2', title: 'Delivery lead' }), summary: 'Run deliveries.' },
    });
    fakeApi({
      'GET /api/jobs/applications/mine?limit=12': {
        status: 200,
        body: { success: true, data: [makeApplication({ _id: 'a1' })], nextCursor: 'c1' },
      },
      'GET /api/jobs/applications/mine?limit=12&cursor=c1': {
        status: 200,
        body: { success: true, data: [second], nextCursor: 'c2' },
      },
      'GET /api/jobs/applications/mine?limit=12&cursor=c2': { status: 500, body: {} },
    });
    renderContent(<MyApplicationsPage />, { path: '/jobs/applications' });
    await screen.findByRole('link', { name: 'Frontend intern' }, FIRST_LOAD);
    await u.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Delivery lead' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your applications could not be loaded.');
    expect(screen.getByRole('link', { name: 'Frontend intern' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Delivery lead' })).toBeInTheDocument();
  });
});
