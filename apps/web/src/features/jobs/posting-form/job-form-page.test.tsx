import { JOBS_WORDS } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsOf, fakeApi } from '../../../test/fake-api.ts';
import { FIRST_LOAD, renderRoutes, signInAs } from '../../../test/render.tsx';
import { makeJob } from '../hiring/hiring-fixtures.ts';
import { JobFormPage } from './job-form-page.tsx';

const job = makeJob();

function renderForm(path = '/jobs/new') {
  signInAs('Hustler', 'u-me');
  const fetchMock = fakeApi({
    'POST /api/jobs': { status: 201, body: { success: true, message: JOBS_WORDS.posted, job } },
    [`GET /api/jobs/${job._id}`]: { status: 200, body: { success: true, job } },
    [`PUT /api/jobs/${job._id}`]: { status: 200, body: { success: true, message: JOBS_WORDS.updated, job } },
  });
  renderRoutes(
    <>
      <Route path="/jobs/new" element={<JobFormPage />} />
      <Route path="/jobs/:jobId/edit" element={<JobFormPage />} />
    </>,
    path,
  );
  return fetchMock;
}

const user = () => userEvent.setup();

/** Fills what every posting needs but pay: title, remote work, one skill, a description, freshers, apply-by. */
async function fillBasics(u: ReturnType<typeof user>, type: string) {
  await u.type(await screen.findByLabelText('Job title', {}, FIRST_LOAD), 'Frontend intern');
  await u.selectOptions(screen.getByLabelText('Type'), type);
  await u.click(screen.getByRole('radio', { name: 'Remote' }));
  await u.type(screen.getByLabelText('Skills'), 'React{Enter}');
  await u.type(screen.getByLabelText('Description'), 'Build the farmer app.');
  await u.click(screen.getByRole('checkbox', { name: 'Freshers' }));
  await u.type(screen.getByLabelText('Apply by'), '2026-12-20');
}

describe('JobFormPage', () => {
  it('asks an internship for months and a stipend, and a job for annual pay and ESOPs', async () => {
    const u = user();
    renderForm();
    const type = await screen.findByLabelText('Type', {}, FIRST_LOAD);
    expect(screen.queryByRole('group', { name: /Stipend/ })).toBeNull();
    await u.selectOptions(type, 'internship');
    expect(screen.getByLabelText('Duration (months)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Stipend (₹ per month)' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Annual pay (₹ LPA)' })).toBeNull();
    // Unpaid is never chosen for the poster.
    expect(screen.getByRole('radio', { name: 'Unpaid' })).not.toBeChecked();
    await u.selectOptions(type, 'fullTime');
    expect(screen.getByRole('group', { name: 'Annual pay (₹ LPA)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ESOPs (% of the company, optional)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Duration (months)')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Stipend (₹ per month)' })).toBeNull();
  });

  it('hides the state and city for remote work', async () => {
    const u = user();
    renderForm();
    expect(await screen.findByLabelText('State', {}, FIRST_LOAD)).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: 'Remote' }));
    expect(screen.queryByLabelText('State')).toBeNull();
    expect(screen.queryByLabelText('City')).toBeNull();
  });

  it('shows each error beside its field and focuses the first', async () => {
    const u = user();
    const fetchMock = renderForm();
    await u.click(await screen.findByRole('button', { name: 'Post the job' }, FIRST_LOAD));
    const title = screen.getByLabelText('Job title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(screen.getByText(JOBS_WORDS.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(JOBS_WORDS.skillsRequired)).toBeInTheDocument();
    expect(screen.getByText(JOBS_WORDS.invalidWorkMode)).toBeInTheDocument();
    expect(screen.getByText(JOBS_WORDS.declarationRequired)).toBeInTheDocument();
    expect(callsOf(fetchMock).filter((call) => call.key === 'POST /api/jobs')).toEqual([]);
  });

  it('needs the stipend chosen outright, and the declaration, before an internship posts', async () => {
    const u = user();
    const fetchMock = renderForm();
    await fillBasics(u, 'internship');
    await u.selectOptions(screen.getByLabelText('Duration (months)'), '3');
    await u.click(screen.getByRole('button', { name: 'Post the job' }));
    expect(screen.getByText(JOBS_WORDS.stipendRequired)).toBeInTheDocument();
    expect(screen.getByText(JOBS_WORDS.declarationRequired)).toBeInTheDocument();
    // The first wrong field, top to bottom, is the stipend.
    expect(screen.getByRole('radio', { name: 'Fixed' })).toHaveFocus();

    await u.click(screen.getByRole('radio', { name: 'Unpaid' }));
    await u.click(screen.getByRole('button', { name: 'Post the job' }));
    expect(screen.queryByText(JOBS_WORDS.stipendRequired)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Candidates will never be asked to pay' })).toHaveFocus();
    expect(callsOf(fetchMock).filter((call) => call.key === 'POST /api/jobs')).toEqual([]);

    await u.click(screen.getByRole('checkbox', { name: 'Candidates will never be asked to pay' }));
    await u.click(screen.getByRole('button', { name: 'Post the job' }));
    expect(await screen.findByText(`Landed on /jobs/${job._id}`)).toBeInTheDocument();
    const sent = callsOf(fetchMock).find((call) => call.key === 'POST /api/jobs')?.body;
    expect(sent).toMatchObject({
      type: 'internship',
      workMode: 'remote',
      state: null,
      city: null,
      durationMonths: 3,
      stipend: { kind: 'unpaid' },
      payLpa: null,
      esopPercent: null,
      skills: ['React'],
      audiences: ['freshers'],
      noFeeDeclaration: true,
    });
  });

  it('requires a job’s annual pay, and sends it with ESOPs but no stipend', async () => {
    const u = user();
    const fetchMock = renderForm();
    await fillBasics(u, 'fullTime');
    await u.click(screen.getByRole('checkbox', { name: 'Candidates will never be asked to pay' }));
    await u.click(screen.getByRole('button', { name: 'Post the job' }));
    expect(screen.getByText(JOBS_WORDS.payRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('From (₹ LPA)')).toHaveFocus();
    await u.type(screen.getByLabelText('From (₹ LPA)'), '8');
    await u.type(screen.getByLabelText('To (₹ LPA)'), '12');
    await u.type(screen.getByLabelText('From (%)'), '0.1');
    await u.type(screen.getByLabelText('To (%)'), '0.5');
    await u.click(screen.getByRole('button', { name: 'Post the job' }));
    await screen.findByText(`Landed on /jobs/${job._id}`);
    const sent = callsOf(fetchMock).find((call) => call.key === 'POST /api/jobs')?.body;
    expect(sent).toMatchObject({
      type: 'fullTime',
      payLpa: { min: 8, max: 12 },
      esopPercent: { min: 0.1, max: 0.5 },
      stipend: null,
      durationMonths: null,
    });
  });

  it('warns as soon as the words ask candidates for money', async () => {
    const u = user();
    renderForm();
    const description = await screen.findByLabelText('Description', {}, FIRST_LOAD);
    await u.type(description, 'Great team. ');
    expect(screen.queryByText(/asks candidates for money/)).toBeNull();
    await u.type(description, 'A registration fee of Rs 500 applies.');
    expect(
      screen.getByText(
        'This looks like it asks candidates for money: ‘registration fee’. Such postings wait for a moderator.',
      ),
    ).toBeInTheDocument();
  });

  it('loads a posting into the form to edit it, and saves it whole', async () => {
    const u = user();
    const fetchMock = renderForm(`/jobs/${job._id}/edit`);
    expect(await screen.findByDisplayValue('Frontend intern', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fixed' })).toBeChecked();
    expect(screen.getByLabelText('Amount (₹ a month)')).toHaveValue('15000');
    expect(within(screen.getByRole('list', { name: 'Skills' })).getByText('React')).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Candidates will never be asked to pay' }));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(`Landed on /jobs/${job._id}`);
    await waitFor(() =>
      expect(callsOf(fetchMock).find((call) => call.key === `PUT /api/jobs/${job._id}`)?.body).toMatchObject({
        title: 'Frontend intern',
        stipend: { kind: 'fixed', amount: 15000 },
      }),
    );
  });

  it('shows the server’s refusal and stays on the form', async () => {
    const u = user();
    signInAs('Hustler', 'u-me');
    fakeApi({ 'POST /api/jobs': { status: 429, body: { success: false, message: JOBS_WORDS.openLimit } } });
    renderRoutes(<Route path="/jobs/new" element={<JobFormPage />} />, '/jobs/new');
    await fillBasics(u, 'fullTime');
    await u.type(screen.getByLabelText('From (₹ LPA)'), '8');
    await u.type(screen.getByLabelText('To (₹ LPA)'), '12');
    await u.click(screen.getByRole('checkbox', { name: 'Candidates will never be asked to pay' }));
    await u.click(screen.getByRole('button', { name: 'Post the job' }));
    expect(await screen.findByText(JOBS_WORDS.openLimit)).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('Frontend intern');
  });
});
