import {
  type ApplicationUpdatedEvent,
  isOpenApplication,
  type MyApplication,
  SOCKET_EVENTS,
} from '@ideaignite/contract';
import { jobsApi } from '@ideaignite/contract/jobs';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InfiniteListStates } from '../../../components/infinite-list-states.tsx';
import { Link } from '../../../components/link.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { call } from '../../../lib/call.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { jobPath, PATHS } from '../../../lib/paths.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { startupName, useJobPlace } from '../components/job-card.tsx';
import { usePayLabel } from '../components/job-pay.tsx';
import { ApplicationChip } from '../components/status-chip.tsx';
import { MY_APPLICATIONS_KEY } from '../hiring/query-keys.ts';
import { JOBS_PAGE_SIZE, JOBS_QUERY_KEY } from '../lib/jobs-queries.ts';
import { jobChoice, useJobText } from '../lib/labels.ts';
import { ApplicationTimeline } from './application-timeline.tsx';
import { applicationsWords } from './words/index.ts';

function useMyApplications() {
  return useInfiniteQuery({
    queryKey: MY_APPLICATIONS_KEY,
    queryFn: ({ pageParam, signal }) =>
      call(
        jobsApi.myApplications,
        { query: { limit: JOBS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** /jobs/applications: my applications, newest first, each with its posting and its timeline, live. */
export function MyApplicationsPage() {
  const m = useWords(applicationsWords);
  const queryClient = useQueryClient();
  const applications = useMyApplications();
  const list = applications.data?.pages.flatMap((page) => page.data) ?? [];
  // A startup's move (or the 21-day close) arrives live: refetch what shows it.
  useSocketEvent(SOCKET_EVENTS.applicationUpdated, (_event: ApplicationUpdatedEvent) => {
    void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
  });

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageMeta title={m.metaTitle} robots="noindex" />
      <PageIntro eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
      <InfiniteListStates
        query={applications}
        itemCount={list.length}
        loading={<PageLoading label={m.loading} />}
        failure={(error) => errorMessage(error, m.loadFailed)}
        empty={
          <EmptyState icon={Send} text={m.empty}>
            <ButtonLink to={PATHS.jobs}>{m.browseJobs}</ButtonLink>
          </EmptyState>
        }
      >
        <ul aria-label={m.title} className="flex flex-col gap-4">
          {list.map((application) => (
            <ApplicationCard key={application._id} application={application} />
          ))}
        </ul>
      </InfiniteListStates>
    </div>
  );
}

function ApplicationCard({ application }: { application: MyApplication }) {
  const m = useWords(applicationsWords);
  const queryClient = useQueryClient();
  const locale = useLocale();
  const text = useJobText();
  const place = useJobPlace();
  const { job } = application;
  const pay = usePayLabel(job);
  const [confirming, setConfirming] = useState(false);

  return (
    <li className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-ink-900 text-lg">
            <Link to={jobPath(job._id)} className="hover:underline focus-visible:underline">
              {job.title}
            </Link>
          </h2>
          <p className="text-ink-700 text-sm">{startupName(job)}</p>
          <p className="mt-1 text-ink-600 text-sm">
            {[jobChoice('type', job.type, text), place(job), pay].filter(Boolean).join(' · ')}
          </p>
        </div>
        <ApplicationChip status={application.status} />
      </div>
      <p className="mt-2 text-ink-600 text-xs">
        {m.appliedOn(formatDate(application.createdAt, 'dayMonthYear', locale))}
      </p>
      <div className="mt-4 border-ink-100 border-t pt-4">
        <ApplicationTimeline application={application} side="applicant" />
      </div>
      {isOpenApplication(application.status) ? (
        <div className="mt-4 flex justify-end">
          <Button
            size="sm"
            variant="secondary"
            aria-label={m.withdrawFor(job.title)}
            onClick={() => setConfirming(true)}
          >
            <Undo2 aria-hidden className="size-4" />
            {m.withdraw}
          </Button>
          <ConfirmDeleteDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={m.withdrawTitle}
            description={m.withdrawText}
            confirmLabel={m.withdraw}
            pendingLabel={m.withdrawing}
            onConfirm={async () => {
              await call(jobsApi.withdraw, { params: { applicationId: application._id } });
              setConfirming(false);
              await queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
            }}
          />
        </div>
      ) : null}
    </li>
  );
}
