import type { ApplicationStatus, JobStatus } from '@ideaignite/contract';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { jobsWords } from '../words/index.ts';

const chip = 'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1';

/** A posting's state when it is not simply open: closed, expired, under review. */
export function JobStatusChip({ status }: { status: JobStatus }) {
  const m = useWords(jobsWords);
  if (status === 'open') return null;
  return (
    <span
      className={cn(
        chip,
        status === 'held'
          ? 'bg-saffron-50 text-saffron-800 ring-saffron-200'
          : 'bg-ink-100 text-ink-800 ring-ink-200',
      )}
    >
      {m.jobStatus[status]}
    </span>
  );
}

/** Where the viewer's application stands. */
export function ApplicationChip({ status }: { status: ApplicationStatus }) {
  const m = useWords(jobsWords);
  const good = status === 'shortlisted' || status === 'interview' || status === 'offer' || status === 'hired';
  const ended = status === 'notSelected' || status === 'withdrawn' || status === 'noResponse';
  return (
    <span
      className={cn(
        chip,
        good
          ? 'bg-green-100 text-leaf-600 ring-green-200'
          : ended
            ? 'bg-ink-100 text-ink-800 ring-ink-200'
            : 'bg-brand-50 text-brand-800 ring-brand-200',
      )}
    >
      {status === 'applied' ? m.appliedChip : m.applicationStatus[status]}
    </span>
  );
}
