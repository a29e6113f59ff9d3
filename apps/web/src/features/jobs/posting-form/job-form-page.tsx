import type { JobInput } from '@ideaignite/contract';
import { jobsApi } from '@ideaignite/contract/jobs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { announce } from '../../../lib/announce.ts';
import { call } from '../../../lib/call.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { jobPath, PATHS } from '../../../lib/paths.ts';
import { JOBS_QUERY_KEY, jobQueryKey } from '../lib/jobs-queries.ts';
import { draftFromJob, emptyDraft } from './job-draft.ts';
import { JobForm } from './job-form.tsx';
import { postingFormWords } from './words/index.ts';

/** /jobs/new and /jobs/:jobId/edit: a Hustler posts a job, or edits one (loaded into the form). */
export function JobFormPage() {
  const m = useWords(postingFormWords);
  const { jobId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useQuery({
    queryKey: jobQueryKey(jobId ?? ''),
    queryFn: ({ signal }) => call(jobsApi.get, { params: { jobId: jobId ?? '' } }, { signal }),
    enabled: Boolean(jobId),
  });

  async function save(input: JobInput) {
    try {
      const answer = jobId
        ? await call(jobsApi.update, { params: { jobId }, body: input })
        : await call(jobsApi.create, { body: input });
      await queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
      announce(answer.message);
      navigate(jobPath(answer.job._id));
    } catch (failure) {
      throw new Error(errorMessage(failure, m.saveFailed));
    }
  }

  const title = jobId ? m.editTitle : m.newTitle;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageMeta title={title} robots="noindex" />
      <PageIntro eyebrow={m.eyebrow} title={title} intro={m.intro} />
      {!jobId ? (
        <JobForm initial={emptyDraft()} editing={false} cancelTo={PATHS.myJobs} onSubmit={save} />
      ) : existing.isPending ? (
        <PageLoading label={m.loading} />
      ) : existing.isError ? (
        <LoadFailed onRetry={() => void existing.refetch()} error={existing.error}>
          <Alert tone="error">{errorMessage(existing.error, m.loadFailed)}</Alert>
        </LoadFailed>
      ) : (
        <JobForm
          key={existing.data.job._id}
          initial={draftFromJob(existing.data.job)}
          editing
          cancelTo={PATHS.myJobs}
          onSubmit={save}
        />
      )}
    </div>
  );
}
