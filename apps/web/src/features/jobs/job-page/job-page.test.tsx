import type { Job } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/auth-storage.ts';
import { makeJob, startup } from '../../../test/job-fixtures.ts';
import { renderContent } from '../../../test/render.tsx';
import { routeApi } from '../test-fixtures.ts';
import { JobPage } from './job-page.tsx';

function api(job: Job, extra: Parameters<typeof routeApi>[0] = () => undefined) {
  return routeApi((url, init) => {
    if (url.pathname === `/api/jobs/${job._id}` && (init?.method ?? 'GET') === 'GET') {
      return { status: 200, body: { success: true, job } };
    }
    return extra(url, init);
  });
}

function renderJob(job: Job, as: { role: 'Jobseeker' | 'Hustler' | 'Investor'; userId?: string }) {
  saveSession({ token: 'jwt', userId: as.userId ?? 'u-me', role: as.role });
  return renderContent(<JobPage />, { path: '/jobs/:jobId', entry: `/jobs/${job._id}` });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobPage', () => {
  it('shows everything: description with its line breaks, skills, perks, who may apply, openings, start, duration, apply-by, the startup', async () => {
    const job = makeJob();
    api(job);
    renderJob(job, { role: 'Jobseeker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Growth intern' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About the work' });
    expect(within(about).getByText(/Help tea stalls across Pune\.\s+Visit ten stalls a week\./)).toHaveClass(
      'whitespace-pre-line',
    );
    expect(within(about).getByText('Marketing')).toBeInTheDocument();
    expect(within(about).getByText('Certificate')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Students graduating in 2027')).toBeInTheDocument();
    expect(within(details).getByText('2')).toBeInTheDocument();
    expect(within(details).getByText('Immediately')).toBeInTheDocument();
    expect(within(details).getByText('3 months')).toBeInTheDocument();
    expect(within(details).getByText('15 December 2026')).toBeInTheDocument();
    const company = screen.getByRole('complementary', { name: 'The startup' });
    expect(within(company).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      `/users/${startup._id}`,
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Growth intern' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions for Growth intern' })).toBeInTheDocument();
  });

  it('plays the startup’s pitch video in its card, when it has one', async () => {
    const job = makeJob({
      startupVideo: {
        _id: 'v1',
        title: 'Our pitch',
        videoUrl: '/media/v1.mp4',
        posterUrl: '/media/v1.jpg',
        stream: { state: 'ready', url: '/media/hls/v1/master.m3u8' },
        captions: [{ language: 'hi', url: '/media/captions/v1/hi.vtt' }],
      },
    });
    api(job);
    renderJob(job, { role: 'Jobseeker' });
    const company = await screen.findByRole('complementary', { name: 'The startup' });
    expect(within(company).getByText('Our pitch')).toBeInTheDocument();
    // Pressed, it plays in place through the streaming player, with its captions (issue 27).
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    await userEvent
      .setup()
      .click(within(company).getByRole('button', { name: 'Play the pitch video: Our pitch' }));
    const player = await within(company).findByLabelText(
      'Our pitch',
      { selector: 'video' },
      { timeout: 5000 },
    );
    expect(player.querySelector('track[srclang="hi"]')).toHaveAttribute('src', '/media/captions/v1/hi.vtt');
  });

  it.each([
    ['closed', 'This job is closed: the startup is not taking applications.'],
    ['expired', 'The apply-by date has passed: this job is not taking applications.'],
  ] as const)(
    'says plainly when the job is %s, with Apply disabled for that reason',
    async (status, reason) => {
      const job = makeJob({ status });
      api(job);
      renderJob(job, { role: 'Jobseeker' });
      const apply = await screen.findByRole('button', { name: 'Apply' });
      expect(apply).toBeDisabled();
      expect(apply).toHaveAccessibleDescription(reason);
    },
  );

  it('shows a job seeker’s application and where it stands instead of Apply', async () => {
    const job = makeJob({ application: { _id: 'app-1', status: 'shortlisted' } });
    api(job);
    renderJob(job, { role: 'Jobseeker' });
    expect(await screen.findByText('Your application')).toBeInTheDocument();
    expect(screen.getByText('Shortlisted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my applications' })).toHaveAttribute(
      'href',
      '/jobs/applications',
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('gives no Apply to someone who is not a job seeker', async () => {
    const job = makeJob();
    api(job);
    renderJob(job, { role: 'Investor' });
    expect(await screen.findByText('Only job seekers can apply.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('gives the owner Applicants, Edit, Close and Delete instead of Apply; Close asks the server', async () => {
    let job = makeJob({ applicationsCount: 4 });
    const calls = routeApi((url, init) => {
      if (url.pathname === `/api/jobs/${job._id}` && (init?.method ?? 'GET') === 'GET') {
        return { status: 200, body: { success: true, job } };
      }
      if (url.pathname === `/api/jobs/${job._id}/close` && init?.method === 'POST') {
        job = { ...job, status: 'closed' };
        return { status: 200, body: { success: true, message: 'closed', job } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderJob(job, { role: 'Hustler', userId: startup._id });
    expect(await screen.findByRole('link', { name: 'Applicants (4)' })).toHaveAttribute(
      'href',
      `/jobs/${job._id}/applicants`,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/jobs/${job._id}/edit`);
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions for Growth intern' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close applications' }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith('/close'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this posting?' })).toBeInTheDocument();
  });

  it('shows the owner why a held posting waits for a moderator', async () => {
    const job = makeJob({ status: 'held', heldReason: 'Asks candidates for a fee' });
    api(job);
    renderJob(job, { role: 'Hustler', userId: startup._id });
    expect(
      await screen.findByText('A moderator is reviewing this posting before it goes live.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Why: Asks candidates for a fee')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close applications' })).not.toBeInTheDocument();
  });

  it('tells the owner when a moderator hid the posting', async () => {
    const job = makeJob({ refused: true });
    api(job);
    renderJob(job, { role: 'Hustler', userId: startup._id });
    expect(
      await screen.findByText(
        'A moderator hid this posting after a report: nobody else can see it until they restore it.',
      ),
    ).toBeInTheDocument();
  });

  it('does not show the held reason to anyone else', async () => {
    const job = makeJob();
    api(job);
    renderJob(job, { role: 'Jobseeker' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByText(/moderator/)).not.toBeInTheDocument());
  });
});
