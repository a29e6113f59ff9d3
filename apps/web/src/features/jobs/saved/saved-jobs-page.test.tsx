import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/auth-storage.ts';
import { makeJobCard } from '../../../test/job-fixtures.ts';
import { renderContent } from '../../../test/render.tsx';
import { routeApi } from '../test-fixtures.ts';
import { SavedJobsPage } from './saved-jobs-page.tsx';

function renderSaved(data: unknown[]) {
  const calls = routeApi((url) =>
    url.pathname === '/api/jobs/saved'
      ? { status: 200, body: { success: true, data, nextCursor: null } }
      : undefined,
  );
  saveSession({ token: 'jwt', userId: 'u-me', role: 'Jobseeker' });
  renderContent(<SavedJobsPage />, { path: '/jobs/saved' });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SavedJobsPage', () => {
  it('lists the saved jobs in the server’s order (closing soonest first), closed and expired ones marked', async () => {
    renderSaved([
      makeJobCard({ _id: 'a', title: 'Closing tomorrow', saved: true, status: 'expired' }),
      makeJobCard({ _id: 'b', title: 'Closed early', saved: true, status: 'closed' }),
      makeJobCard({ _id: 'c', title: 'Still open', saved: true }),
    ]);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Closing tomorrow',
      'Closed early',
      'Still open',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Apply-by date passed')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Closed')).toBeInTheDocument();
    expect(
      within(cards[2] as HTMLElement).queryByText(/Closed|Apply-by date passed/),
    ).not.toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByRole('button', { name: 'Save Still open' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('leads to the board when nothing is saved', async () => {
    renderSaved([]);
    expect(
      await screen.findByText('No saved jobs yet. Save a job from the board to find it here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });
});
