import {
  type ApplicationMove,
  type ApplicationStatus,
  type ApplicationUpdatedEvent,
  SOCKET_EVENTS,
} from '@ideaignite/contract';
import { jobsApi } from '@ideaignite/contract/jobs';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { JOBS_PAGE_SIZE, JOBS_QUERY_KEY } from '../lib/jobs-queries.ts';
import { trackerQueryKey } from './query-keys.ts';

/** One posting's tracker (its counts, figures and applicants, at one step or all), page by page; live. */
export function useTracker(jobId: string, status: ApplicationStatus | 'all') {
  const queryClient = useQueryClient();
  useSocketEvent(SOCKET_EVENTS.applicationUpdated, (event: ApplicationUpdatedEvent) => {
    if (event?.jobId === jobId) void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
  });
  return useInfiniteQuery({
    queryKey: trackerQueryKey(jobId, status),
    queryFn: ({ pageParam, signal }) =>
      call(
        jobsApi.tracker,
        {
          params: { jobId },
          query: {
            limit: JOBS_PAGE_SIZE,
            ...(status === 'all' ? {} : { status }),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The startup's move on one application (a rejection with its optional reason); the tracker follows. */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      applicationId,
      move,
      reason,
    }: {
      applicationId: string;
      move: ApplicationMove;
      reason?: string;
    }) =>
      call(jobsApi.move, {
        params: { applicationId, move },
        body: move === 'reject' && reason?.trim() ? { reason: reason.trim() } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
