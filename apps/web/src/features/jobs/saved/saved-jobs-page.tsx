import { Bookmark } from 'lucide-react';
import { ButtonLink } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { PATHS } from '../../../lib/paths.ts';
import { JobCard } from '../components/job-card.tsx';
import { useSavedJobs } from '../lib/jobs-queries.ts';
import { jobsWords } from '../words/index.ts';

/** /jobs/saved (issue 25): the jobs I saved, closing soonest first; closed and expired ones marked on their cards. */
export function SavedJobsPage() {
  const m = useWords(jobsWords);
  const t = useContractText();
  const saved = useSavedJobs();
  const jobs = saved.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title={m.savedMetaTitle} robots="noindex" />
      <PageIntro eyebrow={m.savedEyebrow} title={m.savedTitle} intro={m.savedIntro} />
      {saved.isPending ? (
        <p
          role="status"
          className="rounded-card bg-white p-8 text-center text-ink-600 shadow-card ring-1 ring-ink-100"
        >
          {m.loadingSaved}
        </p>
      ) : saved.isError && !saved.data ? (
        <LoadFailed onRetry={() => saved.refetch()} error={saved.error}>
          {t(errorMessage(saved.error, m.savedLoadFailed))}
        </LoadFailed>
      ) : jobs.length === 0 ? (
        <EmptyState icon={Bookmark} text={m.noSaved}>
          <ButtonLink to={PATHS.jobs}>{m.browseJobs}</ButtonLink>
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4">
            {jobs.map((job) => (
              <li key={job._id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
          <LoadMoreButton
            hasNextPage={saved.hasNextPage}
            isFetchingNextPage={saved.isFetchingNextPage}
            onLoadMore={() => saved.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
