import { APPLICATION_STATUSES, type ApplicationStatus } from '@ideaignite/contract';
import { ArrowLeft, Users } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Link } from '../../../components/link.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { jobPath, PATHS } from '../../../lib/paths.ts';
import { jobsWords } from '../words/index.ts';
import { ApplicantCard } from './applicant-card.tsx';
import { useTracker } from './use-tracker.ts';
import { hiringWords } from './words/index.ts';

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

/** An application just moved: its id and where its card stood in the list. */
interface Moved {
  id: string;
  index: number;
}

/**
 * Where focus goes once an application moved, as the button that moved it is gone (its step
 * offers other moves, or none): the moved applicant's name; when the card left the list (a step
 * was chosen), the name of the card that took its place, else the one before, else the step's
 * heading.
 */
function focusAfterMove(
  list: RefObject<HTMLUListElement | null>,
  stepHeading: RefObject<HTMLHeadingElement | null>,
  { id, index }: Moved,
): HTMLElement | null {
  const names = [...(list.current?.querySelectorAll<HTMLElement>('[data-applicant-name]') ?? [])];
  return (
    names.find((name) => name.dataset.applicantName === id) ??
    names[Math.min(index, names.length - 1)] ??
    stepHeading.current
  );
}

/**
 * /jobs/:jobId/applicants, the owner's tracker: the posting's figures, its applications by step
 * (every step with its count, in the address as ?status=), each applicant with the moves its step
 * allows; live as applications arrive or move.
 */
export function ApplicantsPage() {
  const m = useWords(hiringWords);
  const jobs = useWords(jobsWords);
  const locale = useLocale();
  const jobId = useParams().jobId ?? '';
  const [search, setSearch] = useSearchParams();
  const typed = search.get('status');
  const status = isStatus(typed) ? typed : 'all';
  const tracker = useTracker(jobId, status);
  const first = tracker.data?.pages[0];
  const applications = tracker.data?.pages.flatMap((page) => page.data) ?? [];
  const total = first ? Object.values(first.counts).reduce((sum, count) => sum + count, 0) : 0;
  const list = useRef<HTMLUListElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState<Moved | null>(null);

  // A card reports its move once the tracker has refetched: focus lands after that render.
  useEffect(() => {
    if (!moved) return;
    focusAfterMove(list, stepHeading, moved)?.focus();
    setMoved(null);
  }, [moved]);

  function show(next: ApplicationStatus | 'all') {
    setSearch(next === 'all' ? {} : { status: next }, { replace: true });
  }

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageMeta
        title={first ? `${m.trackerMetaTitle}: ${first.job.title}` : m.trackerMetaTitle}
        robots="noindex"
      />
      <Link
        to={PATHS.myJobs}
        className="mb-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {m.backToPostings}
      </Link>
      {tracker.isPending ? (
        <PageLoading label={m.loadingTracker} />
      ) : tracker.isError ? (
        <LoadFailed onRetry={() => void tracker.refetch()} error={tracker.error}>
          <Alert tone="error">{errorMessage(tracker.error, m.trackerLoadFailed)}</Alert>
        </LoadFailed>
      ) : (
        <>
          <div className="mb-6">
            <p className="font-semibold text-saffron-700 text-sm uppercase tracking-wide">
              {m.trackerEyebrow}
            </p>
            <h1 className="mt-1.5 font-bold text-3xl">
              <Link to={jobPath(jobId)} className="hover:underline">
                {first?.job.title}
              </Link>
            </h1>
            <p className="mt-2 text-ink-600">{m.trackerIntro}</p>
          </div>
          {first ? (
            <section aria-labelledby="job-figures" className="mb-6">
              <h2 id="job-figures" className="sr-only">
                {m.figures}
              </h2>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {[
                  [m.views, formatCount(first.figures.views, locale)],
                  [m.applicationsFigure, formatCount(first.figures.applications, locale)],
                  [
                    m.medianAnswer,
                    first.figures.medianFirstAnswerHours == null
                      ? m.noAnswersYet
                      : m.hours(Math.round(first.figures.medianFirstAnswerHours)),
                  ],
                ].map(([label, value]) => (
                  <div
                    key={label}
                    className="rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 last:col-span-2 sm:last:col-span-1"
                  >
                    <dt className="text-ink-600 text-sm">{label}</dt>
                    <dd className="mt-1 font-bold text-ink-900 text-xl">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <nav aria-label={m.filterBy} className="-mx-1 mb-5 overflow-x-auto pb-1">
            <ul className="flex gap-2 px-1 sm:flex-wrap">
              {(['all', ...APPLICATION_STATUSES] as const).map((option) => {
                const count = option === 'all' ? total : (first?.counts[option] ?? 0);
                const label = option === 'all' ? m.allTab : jobs.applicationStatus[option];
                const chosen = option === status;
                return (
                  <li key={option} className="shrink-0">
                    <button
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => show(option)}
                      className={cn(
                        'min-h-11 whitespace-nowrap rounded-full px-3.5 font-semibold text-sm ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500',
                        chosen
                          ? 'bg-ink-900 text-white ring-ink-900'
                          : 'bg-white text-ink-800 ring-ink-200 hover:bg-ink-50',
                      )}
                    >
                      {m.tabWithCount(label, count)}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <h2 ref={stepHeading} tabIndex={-1} className="sr-only">
            {status === 'all' ? m.allTab : jobs.applicationStatus[status]}
          </h2>
          {applications.length === 0 ? (
            <EmptyState icon={Users} text={status === 'all' ? m.noApplicants : m.noApplicantsWithStatus} />
          ) : (
            <>
              <ul ref={list} aria-label={m.applicants} className="flex flex-col gap-4">
                {applications.map((application, index) => (
                  <ApplicantCard
                    key={application._id}
                    application={application}
                    questions={first?.job.questions ?? []}
                    onMoved={() => setMoved({ id: application._id, index })}
                    focusAfterMove={() => focusAfterMove(list, stepHeading, { id: application._id, index })}
                  />
                ))}
              </ul>
              <LoadMoreButton
                hasNextPage={tracker.hasNextPage}
                isFetchingNextPage={tracker.isFetchingNextPage}
                onLoadMore={() => void tracker.fetchNextPage()}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
