import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeApi } from '../test/fake-api.ts';
import { renderContent, signInAs } from '../test/render.tsx';
import { REPORT, reportSent } from '../test/report.ts';
import { ReportDialog } from './report-dialog.tsx';

const reasonsIn = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('ReportDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not offer "Asks for money" for anything but a job posting', async () => {
    signInAs('Investor');
    renderContent(
      <ReportDialog open onOpenChange={() => {}} target="video" targetId="v-1" subject="A video" />,
    );
    const video = await screen.findByRole('dialog', { name: 'Report A video' });
    expect(reasonsIn(video)).toEqual(['Spam', 'Abuse or harassment', 'Fraud or scam', 'Something else']);
  });

  it('offers "Asks for money" for a job posting, and sends it', async () => {
    signInAs('Jobseeker');
    const fetchMock = fakeApi({ [REPORT]: reportSent });
    const user = userEvent.setup();
    renderContent(
      <ReportDialog open onOpenChange={() => {}} target="job" targetId="j-1" subject="Growth intern" />,
    );
    const job = await screen.findByRole('dialog', { name: 'Report Growth intern' });
    expect(reasonsIn(job)).toEqual([
      'Spam',
      'Abuse or harassment',
      'Fraud or scam',
      'Asks for money',
      'Something else',
    ]);
    await user.click(within(job).getByRole('radio', { name: 'Asks for money' }));
    await user.click(within(job).getByRole('button', { name: 'Send report' }));
    expect(await within(job).findByRole('status')).toBeInTheDocument();
    expect(callsOf(fetchMock).find((call) => call.key === REPORT)?.body).toEqual({
      target: 'job',
      targetId: 'j-1',
      reason: 'asksForMoney',
    });
  });
});
