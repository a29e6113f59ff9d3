import type { Job } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/auth-storage.ts';
import { makePublicUser } from '../../../test/fixtures.ts';
import { makeJob, makeJobCard } from '../../../test/job-fixtures.ts';
import { renderContent } from '../../../test/render.tsx';
import { JobPage } from '../job-page/job-page.tsx';
import { routeApi } from '../test-fixtures.ts';

const VIDEO_ID = '7d1f0c1e-58a4-4bb5-9d5e-0a4f1c2b3d4e';
const me = makePublicUser('u-me', 'Jobseeker', { Username: 'Ananya Iyer' });

type Reply = { status: number; body?: unknown };

function api(job: Job, applyReply: Reply = { status: 201 }) {
  let current = job;
  return routeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === `/api/jobs/${job._id}` && method === 'GET') {
      return { status: 200, body: { success: true, job: current } };
    }
    if (url.pathname === '/api/userprofile/completeness') {
      return { status: 200, body: { success: true, score: 71, missing: ['picture', 'aboutMe'] } };
    }
    if (url.pathname === '/api/userprofile/getvideos') {
      return {
        status: 200,
        body: {
          success: true,
          data: [
            {
              _id: VIDEO_ID,
              title: 'Why I love growth work',
              description: '',
              videoUrl: '/media/v.mp4',
              posterUrl: null,
              mimeType: 'video/mp4',
              likes: 0,
              userHasLiked: false,
              commentsCount: 0,
              uploadedBy: me,
              createdAt: '2026-11-01T10:00:00.000Z',
              updatedAt: null,
            },
          ],
          nextCursor: null,
        },
      };
    }
    if (url.pathname === `/api/jobs/${job._id}/applications` && method === 'POST') {
      if (applyReply.status !== 201) return applyReply;
      current = { ...job, application: { _id: 'app-9', status: 'applied' } };
      const application = {
        _id: 'app-9',
        jobId: job._id,
        status: 'applied',
        history: [{ status: 'applied', at: '2026-11-28T10:00:00.000Z' }],
        note: null,
        answers: [],
        video: null,
        rejectReason: null,
        createdAt: '2026-11-28T10:00:00.000Z',
        job: makeJobCard(),
      };
      return { status: 201, body: { success: true, message: 'Application sent!', application } };
    }
    return undefined;
  });
}

async function openDialog(job: Job) {
  saveSession({ token: 'jwt', userId: 'u-me', role: 'Jobseeker' });
  const user = userEvent.setup();
  renderContent(<JobPage />, { path: '/jobs/:jobId', entry: `/jobs/${job._id}` });
  await user.click(await screen.findByRole('button', { name: 'Apply' }));
  const dialog = await screen.findByRole('dialog', { name: `Apply: ${job.title}` });
  return { user, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplyDialog', () => {
  it('shows the profile’s completeness and names what is missing', async () => {
    const job = makeJob();
    api(job);
    const { dialog } = await openDialog(job);
    expect(await within(dialog).findByText('Your profile is 71% complete')).toBeInTheDocument();
    expect(within(dialog).getByText(/Missing from your profile: a photo, about you\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/Update_profile',
    );
  });

  it('requires an answer to every screening question before sending', async () => {
    const job = makeJob({ questions: ['Why chai?', 'One campaign you admired?'] });
    const calls = api(job);
    const { user, dialog } = await openDialog(job);
    await user.type(within(dialog).getByRole('textbox', { name: 'Why chai?' }), 'It is everywhere');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const second = within(dialog).getByRole('textbox', { name: 'One campaign you admired?' });
    expect(second).toHaveAccessibleDescription(expect.stringContaining('Please answer this question.'));
    expect(second).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps the note within 1,000 characters, counted as it is typed', async () => {
    const job = makeJob();
    const calls = api(job);
    const { user, dialog } = await openDialog(job);
    const note = within(dialog).getByRole('textbox', { name: 'A note to the startup (optional)' });
    await user.click(note);
    await user.paste('a'.repeat(1001));
    expect(within(dialog).getByText('1,001 / 1,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('A note can be at most 1000 characters.'),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the note, the answers and the chosen video, then shows the application on the page', async () => {
    const job = makeJob({ questions: ['Why chai?'] });
    const calls = api(job);
    const { user, dialog } = await openDialog(job);
    await user.type(within(dialog).getByRole('textbox', { name: 'Why chai?' }), 'It is everywhere');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'A note to the startup (optional)' }),
      'Keen to learn',
    );
    const video = within(dialog).getByRole('combobox', { name: 'Add one of your videos (optional)' });
    await within(dialog).findByRole('option', { name: 'Why I love growth work' });
    await user.selectOptions(video, VIDEO_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ note: 'Keen to learn', answers: ['It is everywhere'], videoId: VIDEO_ID });
    const status = (await screen.findByText('Your application')).parentElement;
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await waitFor(() => expect(status).toHaveFocus());
  });

  it('shows the server’s words when it refuses', async () => {
    const job = makeJob();
    api(job, {
      status: 429,
      body: { message: 'You have sent 30 applications in the last 24 hours. You can apply again tomorrow.' },
    });
    const { user, dialog } = await openDialog(job);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(
      await within(dialog).findByText(
        'You have sent 30 applications in the last 24 hours. You can apply again tomorrow.',
      ),
    ).toBeInTheDocument();
  });
});
