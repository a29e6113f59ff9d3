import { BriefcaseBusiness, Plus } from 'lucide-react';
import { useRef } from 'react';
import { ButtonLink } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FilteredListLayout, NoMatch } from '../../../components/filtered-list-layout.tsx';
import { Link } from '../../../components/link.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/use-session.ts';
import { JobCard } from '../components/job-card.tsx';
import { useJobFacets, useJobsBoard } from '../lib/jobs-queries.ts';
import { jobsWords } from '../words/index.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { useBoardView } from './use-board-view.ts';

const linkClasses =
  'inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-saffron-500';

/**
 * /jobs (issue 25): open jobs and internships, newest first, with a search, filters and their counts
 * (beside the cards on wide screens, in a sheet on phones), the chosen ones as chips; the view lives
 * in the URL. Hustlers get Post a job and My postings; job seekers their saved jobs and applications.
 */
export function JobsBoardPage() {
  const m = useWords(jobsWords);
  const t = useContractText();
  const role = useSession()?.role;
  const view = useBoardView();
  const board = useJobsBoard(view.query);
  const facets = useJobFacets(view.query);
  const countRef = useRef<HTMLParagraphElement>(null);
  const focusCount = () => countRef.current?.focus();

  const jobs = board.data?.pages.flatMap((page) => page.data) ?? [];
  const total = facets.data?.total;
  const filtered = view.chosen > 0;

  let list: React.ReactNode;
  if (board.isPending) {
    list = (
      <p
        role="status"
        className="rounded-card bg-white p-8 text-center text-ink-600 shadow-card ring-1 ring-ink-100"
      >
        {m.loadingJobs}
      </p>
    );
  } else if (board.isError && !board.data) {
    list = (
      <LoadFailed onRetry={() => board.refetch()} error={board.error}>
        {t(errorMessage(board.error, m.loadFailed))}
      </LoadFailed>
    );
  } else if (jobs.length === 0) {
    list =
      filtered || view.serverTerm ? (
        <NoMatch
          text={m.noJobsMatch}
          hint={m.noJobsMatchHint}
          clearLabel={m.clearFilters}
          onClear={
            filtered
              ? () => {
                  view.clearFilters();
                  focusCount();
                }
              : undefined
          }
        />
      ) : (
        <EmptyState icon={BriefcaseBusiness} text={m.noJobs} />
      );
  } else {
    list = (
      <>
        <ul className={board.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'}>
          {jobs.map((job) => (
            <li key={job._id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
        <LoadMoreButton
          hasNextPage={board.hasNextPage}
          isFetchingNextPage={board.isFetchingNextPage}
          onLoadMore={() => board.fetchNextPage()}
          announce
        />
        {board.isFetchNextPageError ? (
          <p className="mt-3 text-center text-danger-700">{m.loadMoreFailed}</p>
        ) : null}
      </>
    );
  }

  return (
    <FilteredListLayout
      view={view}
      metaTitle={m.boardMetaTitle}
      eyebrow={m.boardEyebrow}
      title={m.boardTitle}
      intro={m.boardIntro}
      links={
        role === 'Hustler' ? (
          <div className="flex flex-wrap items-center gap-2">
            <ButtonLink to={PATHS.newJob}>
              <Plus aria-hidden className="size-4" />
              {m.postJob}
            </ButtonLink>
            <Link to={PATHS.myJobs} className={linkClasses}>
              {m.myPostings}
            </Link>
          </div>
        ) : role === 'Jobseeker' ? (
          <div className="flex flex-wrap items-center gap-2">
            <Link to={PATHS.myApplications} className={linkClasses}>
              {m.myApplicationsLink}
            </Link>
            <Link to={PATHS.savedJobs} className={linkClasses}>
              {m.savedJobsLink}
            </Link>
          </div>
        ) : null
      }
      searchLabel={m.searchLabel}
      searchPlaceholder={m.searchPlaceholder}
      filters={<FilterPanel view={view} facets={facets.data?.facets} />}
      count={total === undefined ? null : m.jobsFound(total, formatCount(total))}
      countRef={countRef}
      chips={<ActiveFilters view={view} fallbackFocus={focusCount} />}
      filtersLabel={m.filters}
      chosenLabel={m.chosen}
      clearAllLabel={m.clearAll}
      showResultsLabel={total === undefined ? m.showResults : m.showJobs(total, formatCount(total))}
    >
      {list}
    </FilteredListLayout>
  );
}
