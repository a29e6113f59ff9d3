import type { JobCard } from '@ideaignite/contract';
import { jobsApi } from '@ideaignite/contract/jobs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, Pencil, Plus, RotateCcw, Trash2, Users, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InfiniteListStates } from '../../../components/infinite-list-states.tsx';
import { Link } from '../../../components/link.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { call } from '../../../lib/call.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { editJobPath, jobApplicantsPath, jobPath, PATHS } from '../../../lib/paths.ts';
import { usePayLabel } from '../components/job-pay.tsx';
import { JOBS_PAGE_SIZE, useOwnerAction } from '../lib/jobs-queries.ts';
import { jobChoice, useJobText } from '../lib/labels.ts';
import { jobsWords } from '../words/index.ts';
import { MY_JOBS_KEY } from './query-keys.ts';
import { hiringWords } from './words/index.ts';

/** My postings, newest first, page by page. */
function useMyJobs() {
  return useInfiniteQuery({
    queryKey: MY_JOBS_KEY,
    queryFn: ({ pageParam, signal }) =>
      call(
        jobsApi.mine,
        { query: { limit: JOBS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

const STATUS_LOOK: Record<JobCard['status'], string> = {
  open: 'bg-green-100 text-leaf-600 ring-green-200',
  closed: 'bg-ink-100 text-ink-800 ring-ink-200',
  held: 'bg-saffron-50 text-saffron-800 ring-saffron-200',
  expired: 'bg-ink-100 text-ink-800 ring-ink-200',
};

/** /jobs/mine: a Hustler's postings in every state, each with its applicants and the owner's actions. */
export function MyJobsPage() {
  const m = useWords(hiringWords);
  const jobs = useMyJobs();
  const postings = jobs.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageMeta title={m.mineMetaTitle} robots="noindex" />
      <PageIntro eyebrow={m.mineEyebrow} title={m.mineTitle} intro={m.mineIntro}>
        <ButtonLink to={PATHS.newJob}>
          <Plus aria-hidden className="size-4" />
          {m.postJob}
        </ButtonLink>
      </PageIntro>
      <InfiniteListStates
        query={jobs}
        itemCount={postings.length}
        loading={<PageLoading label={m.loadingMine} />}
        failure={(error) => errorMessage(error, m.mineLoadFailed)}
        empty={
          <EmptyState icon={BriefcaseBusiness} text={m.noPostings}>
            <ButtonLink to={PATHS.newJob}>{m.postJob}</ButtonLink>
          </EmptyState>
        }
      >
        <ul aria-label={m.mineTitle} className="flex flex-col gap-4">
          {postings.map((job) => (
            <PostingRow key={job._id} job={job} />
          ))}
        </ul>
      </InfiniteListStates>
    </div>
  );
}

function PostingRow({ job }: { job: JobCard }) {
  const m = useWords(hiringWords);
  const jobs = useWords(jobsWords);
  const t = useContractText();
  const text = useJobText();
  const locale = useLocale();
  const pay = usePayLabel(job);
  const action = useOwnerAction(job._id);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function act(kind: 'close' | 'reopen') {
    setFailure(null);
    action.mutate(kind, { onError: (error) => setFailure(errorMessage(error, m.actionFailed)) });
  }

  return (
    <li className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-ink-900 text-lg">
            <Link to={jobPath(job._id)} className="hover:underline focus-visible:underline">
              {job.title}
            </Link>
          </h2>
          <p className="mt-1 text-ink-600 text-sm">
            {[jobChoice('type', job.type, text), pay].filter(Boolean).join(' · ')}
          </p>
        </div>
        <span
          className={cn(
            'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1',
            STATUS_LOOK[job.status],
          )}
        >
          <span className="sr-only">{m.statusLabel}: </span>
          {jobs.jobStatus[job.status]}
        </span>
      </div>
      {job.status === 'held' && job.heldReason ? (
        <p className="mt-3 rounded-xl bg-saffron-50 px-3 py-2 text-saffron-800 text-sm">
          {m.heldBecause(t(job.heldReason))}
        </p>
      ) : null}
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-ink-700 text-sm">
        <span className="font-medium">{m.applications(job.applicationsCount ?? 0)}</span>
        <span>{m.applyBy(formatDate(job.applyBy, 'calendarDay', locale))}</span>
      </p>
      {failure ? (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to={jobApplicantsPath(job._id)} size="sm" aria-label={m.applicantsFor(job.title)}>
          <Users aria-hidden className="size-4" />
          {m.applicants}
        </ButtonLink>
        <ButtonLink to={editJobPath(job._id)} size="sm" variant="secondary" aria-label={m.editJob(job.title)}>
          <Pencil aria-hidden className="size-4" />
          {m.edit}
        </ButtonLink>
        {job.status === 'open' ? (
          <Button
            size="sm"
            variant="secondary"
            busy={action.isPending}
            aria-label={m.closeJobFor(job.title)}
            onClick={() => act('close')}
          >
            <XCircle aria-hidden className="size-4" />
            {m.closeJob}
          </Button>
        ) : job.status === 'closed' ? (
          <Button
            size="sm"
            variant="secondary"
            busy={action.isPending}
            aria-label={m.reopenJobFor(job.title)}
            onClick={() => act('reopen')}
          >
            <RotateCcw aria-hidden className="size-4" />
            {m.reopenJob}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          aria-label={m.deleteJobFor(job.title)}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden className="size-4" />
          {m.deleteJob}
        </Button>
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.deleteTitle}
        description={m.deleteText}
        pendingLabel={m.deleting}
        onConfirm={async () => {
          await action.mutateAsync('remove');
          setConfirming(false);
        }}
      />
    </li>
  );
}
