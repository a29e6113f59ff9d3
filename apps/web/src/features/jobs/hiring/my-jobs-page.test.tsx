import { JOBS_WORDS, type JobCard } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, requested } from '../../../test/fake-api.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../../../test/render.tsx';
import { makeJob } from './hiring-fixtures.ts';
import { MyJobsPage } from './my-jobs-page.tsx';

const card = (overrides: Partial<JobCard> & { _id: string; title: string }): JobCard => ({
  ...makeJob(),
  summary: 'Build the farmer app.',
  ...overrides,
});

const open = card({ _id: 'j-open', title: 'Frontend intern', applicationsCount: 4 });
const closed = card({
  _id: 'j-closed',
  title: 'Delivery lead',
  status: 'closed',
  type: 'fullTime',
  stipend: null,
  durationMonths: null,
  payLpa: { min: 8, max: 12 },
});
const held = card({ _id: 'j-held', title: 'Sales intern', status: 'held', heldReason: 'registration fee' });

function renderMine(data: JobCard[], more: Parameters<typeof fakeApi>[0] = {}) {
  signInAs('Hustler', 'u-me');
  const fetchMock = fakeApi({
    'GET /api/jobs/mine?limit=12': { status: 200, body: { success: true, data, nextCursor: null } },
    ...more,
  });
  renderContent(<MyJobsPage />, { path: '/jobs/mine' });
  return fetchMock;
}

const row = async (title: string) =>
  (await screen.findByRole('link', { name: title }, FIRST_LOAD)).closest('li') as HTMLElement;

describe('MyJobsPage', () => {
  it('shows each posting’s status, pay, applications and the actions its status allows', async () => {
    renderMine([open, closed, held]);
    const first = await row('Frontend intern');
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByText('4 applications')).toBeInTheDocument();
    expect(within(first).getByText('Internship · ₹15,000/month')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Applicants for Frontend intern' })).toHaveAttribute(
      'href',
      '/jobs/j-open/applicants',
    );
    expect(within(first).getByRole('link', { name: 'Edit Frontend intern' })).toHaveAttribute(
      'href',
      '/jobs/j-open/edit',
    );
    expect(
      within(first).getByRole('button', { name: 'Close applications for Frontend intern' }),
    ).toBeInTheDocument();

    const second = await row('Delivery lead');
    expect(within(second).getByText('Closed')).toBeInTheDocument();
    expect(within(second).getByText('Full-time · ₹8–12 LPA')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Reopen Delivery lead' })).toBeInTheDocument();

    const third = await row('Sales intern');
    expect(within(third).getByText('Under review')).toBeInTheDocument();
    expect(within(third).getByText('Waiting for a moderator: registration fee')).toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: /Close|Reopen/ })).toBeNull();
  });

  it('closes a posting, and deletes one only after the confirm', async () => {
    const u = userEvent.setup();
    const fetchMock = renderMine([open], {
      'POST /api/jobs/j-open/close': {
        status: 200,
        body: {
          success: true,
          message: JOBS_WORDS.closed,
          job: { ...makeJob({ _id: 'j-open' }), status: 'closed' },
        },
      },
      'DELETE /api/jobs/j-open': { status: 200, body: { success: true, message: JOBS_WORDS.deleted } },
    });
    await u.click(within(await row('Frontend intern')).getByRole('button', { name: /Close applications/ }));
    await waitFor(() => expect(requested(fetchMock)).toContain('POST /api/jobs/j-open/close'));

    await u.click(screen.getByRole('button', { name: 'Delete Frontend intern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this posting?' });
    expect(requested(fetchMock)).not.toContain('DELETE /api/jobs/j-open');
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requested(fetchMock)).toContain('DELETE /api/jobs/j-open'));
  });

  it('invites a first posting when there is none', async () => {
    renderMine([]);
    expect(await screen.findByText(/You have not posted a job yet/, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Post a job' })[0]).toHaveAttribute('href', '/jobs/new');
  });

  it('says a failed first load in its own words and tries again', async () => {
    const u = userEvent.setup();
    let calls = 0;
    const fetchMock = renderMine([], {
      'GET /api/jobs/mine?limit=12': () =>
        ++calls === 1
          ? { status: 500, body: {} }
          : { status: 200, body: { success: true, data: [open], nextCursor: null } },
    });
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      'Your postings could not be loaded.',
    );
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row('Frontend intern')).toBeInTheDocument();
    expect(requested(fetchMock).filter((key) => key === 'GET /api/jobs/mine?limit=12')).toHaveLength(2);
  });
});
