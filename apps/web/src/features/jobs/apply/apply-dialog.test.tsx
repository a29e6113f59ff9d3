import type { Job } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateContentProvider } from '../../../app/layouts/create-content-dialogs.tsx';
import { saveSession } from '../../../lib/auth-storage.ts';
import { setLocale } from '../../../lib/i18n/locale.ts';
import { loadLocale } from '../../../lib/i18n/words.ts';
import { FakeXhr } from '../../../test/content-fixtures.ts';
import { makeCardAuthor } from '../../../test/fixtures.ts';
import { makeJob, makeJobCard } from '../../../test/job-fixtures.ts';
import { renderContent } from '../../../test/render.tsx';
import { JobPage } from '../job-page/job-page.tsx';
import { routeApi } from '../test-fixtures.ts';

const VIDEO_ID = '7d1f0c1e-58a4-4bb5-9d5e-0a4f1c2b3d4e';
const me = makeCardAuthor('u-me', 'Jobseeker', { Username: 'Ananya Iyer' });

type Reply = { status: number; body?: unknown };

const MY_VIDEO = {
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
};

/** The API for the page; `myVideos` is what getvideos?mine=true answers each time it is asked. */
function api(job: Job, applyReply: Reply = { status: 201 }, myVideos: unknown[] = [MY_VIDEO]) {
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
      return { status: 200, body: { success: true, data: [...myVideos], nextCursor: null } };
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

/** Opens the apply dialog; `withPopups`: inside the signed-in frame's popups, as the app has it. */
async function openDialog(job: Job, { withPopups = false } = {}) {
  saveSession({ token: 'jwt', userId: 'u-me', role: 'Jobseeker' });
  const user = userEvent.setup({ applyAccept: false });
  const page = <JobPage />;
  renderContent(withPopups ? <CreateContentProvider enabled>{page}</CreateContentProvider> : page, {
    path: '/jobs/:jobId',
    entry: `/jobs/${job._id}`,
  });
  await user.click(await screen.findByRole('button', { name: 'Apply' }));
  const dialog = await screen.findByRole('dialog', { name: `Apply: ${job.title}` });
  return { user, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
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
    const video = within(dialog).getByRole('combobox', { name: 'Your introduction video (optional)' });
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
  describe('introduction video (decision 039)', () => {
    const INTRO_ID = '2b9e6a41-7c3d-4e8f-9a10-5d6c7b8a9f01';
    const intro = { ...MY_VIDEO, _id: INTRO_ID, title: 'Ananya, in a minute' };
    beforeEach(() => {
      FakeXhr.instances = [];
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
    });

    it('offers to record one when there is none, and the new one comes back chosen with nothing typed lost', async () => {
      const job = makeJob({ questions: ['Why chai?'] });
      const myVideos: unknown[] = [];
      const calls = api(job, { status: 201 }, myVideos);
      const { user, dialog } = await openDialog(job, { withPopups: true });
      await user.type(within(dialog).getByRole('textbox', { name: 'Why chai?' }), 'It is everywhere');
      await user.type(
        within(dialog).getByRole('textbox', { name: 'A note to the startup (optional)' }),
        'Keen to learn',
      );
      expect(await within(dialog).findByText('Introduce yourself on video')).toBeInTheDocument();
      expect(within(dialog).queryByText('You have no videos yet.')).not.toBeInTheDocument();
      const record = within(dialog).getByRole('button', { name: 'Record or upload an introduction' });

      // By keyboard: the popup opens above the application, titled for an introduction.
      record.focus();
      await user.keyboard('{Enter}');
      const popup = await screen.findByRole('dialog', { name: 'Record your introduction' });
      expect(within(popup).getByText(/Startups see it with your applications/)).toBeInTheDocument();
      expect(within(popup).getByLabelText('Title')).toHaveAttribute(
        'placeholder',
        'e.g. Ananya: why I want to work in growth',
      );
      await user.type(within(popup).getByLabelText('Title'), 'Ananya, in a minute');
      await user.type(within(popup).getByLabelText('Description'), 'Final-year BBA, Pune.');
      const file = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'me.mp4', {
        type: 'video/mp4',
      });
      await user.upload(within(popup).getByLabelText('Video file'), file);
      await user.click(within(popup).getByRole('button', { name: 'Upload introduction' }));
      myVideos.push(intro);
      await FakeXhr.last().respond(201, {
        success: true,
        message: 'Your introduction is ready. You can send it with any application.',
        video: intro,
      });

      // The popup closed at once; the application is as it was, with the new video chosen.
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Record your introduction' })).not.toBeInTheDocument(),
      );
      expect(within(dialog).getByRole('textbox', { name: 'Why chai?' })).toHaveValue('It is everywhere');
      expect(within(dialog).getByRole('textbox', { name: 'A note to the startup (optional)' })).toHaveValue(
        'Keen to learn',
      );
      expect(
        within(dialog).getByRole('combobox', { name: 'Your introduction video (optional)' }),
      ).toHaveValue(INTRO_ID);
      const again = within(dialog).getByRole('button', { name: 'Record a new introduction' });
      await waitFor(() => expect(again).toHaveFocus());
      expect(again).toHaveAccessibleDescription(
        'Your introduction “Ananya, in a minute” is added to this application.',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        note: 'Keen to learn',
        answers: ['It is everywhere'],
        videoId: INTRO_ID,
      });
    });

    it('Escape closes only the popup: the application stays open with what was typed', async () => {
      const job = makeJob({ questions: [] });
      api(job, { status: 201 }, []);
      const { user, dialog } = await openDialog(job, { withPopups: true });
      await user.type(
        within(dialog).getByRole('textbox', { name: 'A note to the startup (optional)' }),
        'Keen to learn',
      );
      const record = await within(dialog).findByRole('button', { name: 'Record or upload an introduction' });
      await user.click(record);
      await screen.findByRole('dialog', { name: 'Record your introduction' });
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Record your introduction' })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('dialog', { name: `Apply: ${job.title}` })).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'A note to the startup (optional)' })).toHaveValue(
        'Keen to learn',
      );
      await waitFor(() => expect(record).toHaveFocus());
      expect(FakeXhr.instances).toHaveLength(0);
    });

    it('with videos already, offers a new one under the list', async () => {
      const job = makeJob();
      api(job);
      const { dialog } = await openDialog(job, { withPopups: true });
      await within(dialog).findByRole('option', { name: 'Why I love growth work' });
      expect(within(dialog).getByRole('button', { name: 'Record a new introduction' })).toBeInTheDocument();
      expect(within(dialog).queryByText('Introduce yourself on video')).not.toBeInTheDocument();
    });

    it('says it all in Hindi', async () => {
      await loadLocale('hi-IN');
      setLocale('hi-IN');
      const job = makeJob({ questions: [] });
      api(job, { status: 201 }, []);
      saveSession({ token: 'jwt', userId: 'u-me', role: 'Jobseeker' });
      const user = userEvent.setup({ applyAccept: false });
      renderContent(
        <CreateContentProvider enabled>
          <JobPage />
        </CreateContentProvider>,
        { path: '/jobs/:jobId', entry: `/jobs/${job._id}` },
      );
      await user.click(await screen.findByRole('button', { name: 'आवेदन करें' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText('वीडियो पर अपना परिचय दें')).toBeInTheDocument();
      expect(
        within(dialog).getByRole('combobox', { name: 'आपका परिचय वीडियो (वैकल्पिक)' }),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'परिचय रिकॉर्ड या अपलोड करें' }));
      const popup = await screen.findByRole('dialog', { name: 'अपना परिचय रिकॉर्ड करें' });
      expect(within(popup).getByRole('button', { name: 'परिचय अपलोड करें' })).toBeInTheDocument();
    });
  });
});
