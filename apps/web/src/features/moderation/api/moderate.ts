import type { ReportItem } from '@ideaignite/contract';
import { moderationApi } from '@ideaignite/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { REPORTS_QUERY_KEY, reportQueueQueryKey } from '../../../lib/query-keys.ts';
import type { QueueData, QueueStatus } from './get-reports.ts';

export type ReportAction = 'dismiss' | 'hide' | 'suspend';
export type ModerationStep =
  | { action: ReportAction | 'restorePost'; reportId: string }
  | { action: 'restore'; userId: string };

function moderate(step: ModerationStep) {
  if (step.action === 'restore') {
    return call(moderationApi.restoreUser, { params: { userId: step.userId } });
  }
  const endpoint = step.action === 'restorePost' ? moderationApi.restoreContent : moderationApi[step.action];
  return call(endpoint, { params: { reportId: step.reportId } });
}

/**
 * A tab's queue with the answered item (one card per reported thing, issue 26, whichever of its
 * reports the answer leads with): replaced while it still belongs there, else gone.
 */
function withAnswer(
  data: QueueData | undefined,
  report: ReportItem,
  tab: QueueStatus,
): QueueData | undefined {
  if (!data) return data;
  const stays = (report.status === 'open') === (tab === 'open');
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((item) =>
        item.target !== report.target || item.targetId !== report.targetId ? [item] : stays ? [report] : [],
      ),
    })),
  };
}

/**
 * Dismiss, hide or suspend a report's subject, restore a hidden post or a suspended person: the
 * card changes (or leaves the open tab) at once, then both tabs load again.
 */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: async ({ report }) => {
      if (report) {
        for (const tab of ['open', 'closed'] as const) {
          queryClient.setQueryData<QueueData>(reportQueueQueryKey(tab), (data) =>
            withAnswer(data, report, tab),
          );
        }
      }
      await queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
    },
  });
}
