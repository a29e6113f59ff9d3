import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/auth-storage.ts';
import { ownUser } from '../../../test/feed-fixtures.ts';
import { makeJobCard } from '../../../test/job-fixtures.ts';
import { renderContent } from '../../../test/render.tsx';
import { routeApi } from '../test-fixtures.ts';
import { JobseekerHome } from './jobseeker-home.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobseekerHome', () => {
  it('shows jobs matching the profile’s skills, the newest applications and saved jobs still open', async () => {
    const calls = routeApi((url) => {
      switch (url.pathname) {
        case '/api/userprofile/getUser':
          return { status: 200, body: ownUser('Jobseeker', { skills: ['React', 'Figma'] }) };
        case '/api/jobs':
          return { status: 200, body: { success: true, data: [makeJobCard()], nextCursor: null } };
        case '/api/jobs/applications/mine':
          return {
            status: 200,
            body: {
              success: true,
              nextCursor: null,
              data: [
                {
                  _id: 'app-1',
                  jobId: 'job-7',
                  status: 'interview',
                  history: [],
                  note: null,
                  answers: [],
                  video: null,
                  rejectReason: null,
                  createdAt: '2026-11-21T10:00:00.000Z',
                  job: makeJobCard({ _id: 'job-7', title: 'Design intern' }),
                },
              ],
            },
          };
        case '/api/jobs/saved':
          return {
            status: 200,
            body: {
              success: true,
              nextCursor: null,
              data: [
                makeJobCard({ _id: 'job-8', title: 'Expired one', status: 'expired', saved: true }),
                makeJobCard({ _id: 'job-9', title: 'Closing soon', saved: true }),
              ],
            },
          };
        default:
          return undefined;
      }
    });
    saveSession({ token: 'jwt', userId: 'user-5', role: 'Jobseeker' });
    renderContent(<JobseekerHome />);

    const matching = await screen.findByRole('region', { name: 'Jobs matching your skills' });
    expect(await within(matching).findByRole('link', { name: 'Growth intern' })).toBeInTheDocument();
    expect(within(matching).getByRole('link', { name: /See all/ })).toHaveAttribute(
      'href',
      '/jobs?skill=React&skill=Figma',
    );
    const asked = calls.filter((call) => call.url.pathname === '/api/jobs');
    expect(asked.map((call) => call.url.searchParams.getAll('skill'))).toEqual([['React', 'Figma']]);

    const applications = screen.getByRole('region', { name: 'My applications' });
    expect(await within(applications).findByRole('link', { name: 'Design intern' })).toHaveAttribute(
      'href',
      '/jobs/job-7',
    );
    expect(within(applications).getByText('Interview')).toBeInTheDocument();

    const saved = screen.getByRole('region', { name: 'Saved jobs closing soon' });
    expect(await within(saved).findByRole('link', { name: 'Closing soon' })).toBeInTheDocument();
    expect(within(saved).queryByRole('link', { name: 'Expired one' })).not.toBeInTheDocument();
  });
});
