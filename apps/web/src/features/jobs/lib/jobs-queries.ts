import type { ApplyInput, Job } from '@ideaignite/contract';
import { jobsApi } from '@ideaignite/contract/jobs';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { useSession } from '../../../lib/use-session.ts';

/** Every jobs query starts with this key: a save, an application or an owner's move refetches them all. */
export const JOBS_QUERY_KEY = ['jobs'] as const;
export const jobQueryKey = (jobId: string) => [...JOBS_QUERY_KEY, 'job', jobId] as const;

/** Twelve cards fill whole rows of the one- and two-column lists. */
export const JOBS_PAGE_SIZE = 12;

/** The board, page by page (Load more follows nextCursor); a new view keeps the old cards until it answers. */
export function useJobsBoard(query: URLSearchParams, enabled = true) {
  const session = useSession();
  const key = query.toString();
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: [...JOBS_QUERY_KEY, 'board', key] as const,
      queryFn: ({ pageParam, signal }) => {
        const params = new URLSearchParams(query);
        params.set('limit', String(JOBS_PAGE_SIZE));
        if (pageParam) params.set('cursor', pageParam);
        return call(jobsApi.list, { query: params }, { signal });
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
    enabled: enabled && Boolean(session),
    placeholderData: keepPreviousData,
  });
}

/** How many open jobs the view finds, and per option of each filter (GET /api/jobs/facets). */
export function useJobFacets(query: URLSearchParams) {
  const session = useSession();
  return useQuery({
    queryKey: [...JOBS_QUERY_KEY, 'facets', query.toString()] as const,
    queryFn: ({ signal }) => call(jobsApi.facets, { query }, { signal }),
    enabled: Boolean(session),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const savedJobsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'saved'] as const,
    queryFn: ({ pageParam, signal }) =>
      call(
        jobsApi.saved,
        { query: { limit: JOBS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The jobs I saved, closing soonest first. */
export function useSavedJobs() {
  const session = useSession();
  return useInfiniteQuery({ ...savedJobsQueryOptions(), enabled: Boolean(session) });
}

/** One posting, whole. */
export function useJob(jobId: string) {
  const session = useSession();
  return useQuery({
    queryKey: jobQueryKey(jobId),
    queryFn: ({ signal }) =>
      call(jobsApi.get, { params: { jobId } }, { signal }).then((answer) => answer.job),
    enabled: Boolean(session),
  });
}

/** Save or unsave a posting; every jobs list and the page follow. */
export function useSaveJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) =>
      call(save ? jobsApi.save : jobsApi.unsave, { params: { jobId } }),
    onSettled: () => reloadJobs(client),
  });
}

/**
 * Every jobs query loads again after a change. A load under way may have read the server before
 * the change (a job's page opened while its Save was in flight): it is cancelled and begun again,
 * as invalidating alone would join a first load rather than restart it.
 */
export async function reloadJobs(client: QueryClient) {
  await client.cancelQueries({ queryKey: JOBS_QUERY_KEY });
  await client.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
}

/** Apply to a posting; the page then shows the application's status. */
export function useApplyToJob(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyInput) => call(jobsApi.apply, { params: { jobId }, body }),
    onSuccess: (answer) => {
      client.setQueryData<Job>(jobQueryKey(jobId), (job) =>
        job
          ? { ...job, application: { _id: answer.application._id, status: answer.application.status } }
          : job,
      );
      void client.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
    },
  });
}

export type OwnerAction = 'close' | 'reopen' | 'remove';

/** The owner closes, reopens or deletes a posting. */
export function useOwnerAction(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: OwnerAction) => call(jobsApi[action], { params: { jobId } }),
    onSuccess: (answer) => {
      if ('job' in answer) client.setQueryData(jobQueryKey(jobId), answer.job);
      void client.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
    },
  });
}

/** How many of each (jobs, applications, saved jobs) the job seeker's home shows. */
export const HOME_SHOWN = 3;

export const recentApplicationsQueryOptions = (limit = HOME_SHOWN) =>
  queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'applications-recent', limit] as const,
    queryFn: ({ signal }) => call(jobsApi.myApplications, { query: { limit } }, { signal }),
  });

/** The few newest applications the job seeker's home shows. */
export function useRecentApplications(limit = HOME_SHOWN) {
  const session = useSession();
  return useQuery({ ...recentApplicationsQueryOptions(limit), enabled: Boolean(session) });
}
