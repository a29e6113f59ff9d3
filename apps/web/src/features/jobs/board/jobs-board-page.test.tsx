import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/auth-storage.ts';
import { makeJobCard } from '../../../test/job-fixtures.ts';
import { renderContent } from '../../../test/render.tsx';
import { routeApi } from '../test-fixtures.ts';
import { JobsBoardPage } from './jobs-board-page.tsx';

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

const FACETS = {
  success: true,
  total: 2,
  facets: {
    type: [
      { value: 'internship', count: 1 },
      { value: 'fullTime', count: 1 },
    ],
    workMode: [
      { value: 'onSite', count: 1 },
      { value: 'remote', count: 1 },
    ],
    city: [{ value: 'Pune', count: 1 }],
  },
};

const growth = makeJobCard();
const backend = makeJobCard({
  _id: 'job-2',
  title: 'Founding backend engineer',
  type: 'fullTime',
  workMode: 'remote',
  state: null,
  city: null,
  stipend: null,
  durationMonths: null,
  payLpa: { min: 8, max: 12 },
  esopPercent: { min: 0.2, max: 0.5 },
  saved: true,
  application: { _id: 'app-1', status: 'applied' },
});

/** The board's answers: every job without filters, the internship with type=internship, none otherwise. */
function api() {
  return routeApi((url) => {
    if (url.pathname === '/api/jobs/facets') return { status: 200, body: FACETS };
    if (url.pathname !== '/api/jobs') return undefined;
    const types = url.searchParams.getAll('type');
    const filtered = [...url.searchParams.keys()].some((key) => key !== 'limit' && key !== 'type');
    const data = filtered
      ? []
      : types.length === 0
        ? [growth, backend]
        : [growth, backend].filter((job) => types.includes(job.type));
    return { status: 200, body: { success: true, data, nextCursor: null } };
  });
}

function renderBoard(entry = '/jobs', role: 'Jobseeker' | 'Hustler' = 'Jobseeker') {
  saveSession({ token: 'jwt', userId: 'u-me', role });
  return renderContent(
    <>
      <JobsBoardPage />
      <Search />
    </>,
    { path: '/jobs', entry },
  );
}

const boardCalls = (calls: ReturnType<typeof api>) =>
  calls.filter((call) => call.url.pathname === '/api/jobs');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobsBoardPage', () => {
  it('shows each job at a glance: title, startup and stage, pay, type, how, place, apply-by, saved, applied', async () => {
    api();
    renderBoard();
    const card = (await screen.findByRole('link', { name: 'Growth intern' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('₹15,000/month')).toBeInTheDocument();
    expect(within(card).getByText(/ChaiCircle/)).toBeInTheDocument();
    expect(within(card).getByText(/Pre-seed stage/)).toBeInTheDocument();
    expect(within(card).getByText('Internship')).toBeInTheDocument();
    expect(within(card).getByText('On-site')).toBeInTheDocument();
    expect(within(card).getByText('Pune, Maharashtra')).toBeInTheDocument();
    expect(within(card).getByText('Apply by 15 December 2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save Growth intern' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Growth intern' })).toHaveAttribute('href', '/jobs/job-1');

    const other = screen
      .getByRole('link', { name: 'Founding backend engineer' })
      .closest('article') as HTMLElement;
    expect(within(other).getByText('₹8–12 LPA + ESOPs')).toBeInTheDocument();
    expect(within(other).getAllByText('Remote')).toHaveLength(2);
    expect(within(other).getByText('Applied')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Save Founding backend engineer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('2 jobs')).toBeInTheDocument();
    // A job seeker's own links; no posting for them.
    expect(screen.getByRole('link', { name: 'Saved jobs' })).toHaveAttribute('href', '/jobs/saved');
    expect(screen.queryByRole('link', { name: 'Post a job' })).not.toBeInTheDocument();
  });

  it('puts a chosen filter in the URL and asks the server with it; its chip removes it', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderBoard();
    await screen.findByRole('link', { name: 'Growth intern' });
    await user.click(await screen.findByRole('checkbox', { name: 'Internship (1)' }));

    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?type=internship'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Founding backend engineer' })).not.toBeInTheDocument(),
    );
    expect(boardCalls(calls).at(-1)?.url.searchParams.getAll('type')).toEqual(['internship']);
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Type: Internship' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
    expect(await screen.findByRole('link', { name: 'Founding backend engineer' })).toBeInTheDocument();
  });

  it('reads the filters from the URL: boxes ticked, chips shown, the server asked with them', async () => {
    const calls = api();
    renderBoard('/jobs?type=internship&minStipend=10000&bogus=1&type=notAType');
    expect(await screen.findByRole('checkbox', { name: 'Internship (1)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Minimum stipend' })).toHaveValue('10000');
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Internship', 'At least ₹10,000/month']);
    await waitFor(() => expect(boardCalls(calls).length).toBeGreaterThan(0));
    const asked = boardCalls(calls)[0]?.url.searchParams;
    expect(asked?.getAll('type')).toEqual(['internship']);
    expect(asked?.get('minStipend')).toBe('10000');
    expect(asked?.has('bogus')).toBe(false);
  });

  it('takes a typed skill as a filter, into the URL', async () => {
    api();
    const user = userEvent.setup();
    renderBoard();
    await screen.findByRole('link', { name: 'Growth intern' });
    await user.type(screen.getByRole('textbox', { name: 'Add a skill' }), '  Figma {Enter}');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?skill=Figma'));
    expect(screen.getByRole('checkbox', { name: 'Figma' })).toBeChecked();
  });

  it('says No jobs match with Clear filters, which brings every job back', async () => {
    api();
    const user = userEvent.setup();
    renderBoard('/jobs?workMode=hybrid');
    expect(await screen.findByText('No jobs match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Growth intern' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).not.toBeInTheDocument();
  });

  it('gives a Hustler Post a job and My postings', async () => {
    api();
    renderBoard('/jobs', 'Hustler');
    expect(await screen.findByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/jobs/new');
    expect(screen.getByRole('link', { name: 'My postings' })).toHaveAttribute('href', '/jobs/mine');
  });
});
