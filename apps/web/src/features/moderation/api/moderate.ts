import { API, type ReportItem } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { REPORTS_QUERY_KEY, reportQueueQueryKey } from '../../../lib/query-keys.ts';
import type { QueueData, QueueStatus } from './get-reports.ts';

export type ReportAction = 'dismiss' | 'hide' | 'suspend';
export type ModerationStep =
  | { action: ReportAction | 'restorePost'; reportId: string }
  | { action: 'restore'; userId: string };

interface ModerationAnswer {
  message: string;
  report?: ReportItem;
}

function moderate(step: ModerationStep): Promise<ModerationAnswer> {
  const path =
    step.action === 'restore'
      ? API.adminRestoreUser(step.userId)
      : step.action === 'restorePost'
        ? API.adminRestoreContent(step.reportId)
        : API.adminReportAction(step.reportId, step.action);
  return apiRequest<ModerationAnswer>(path, { method: 'POST' });
}

/** A tab's queue with the answered report: replaced while it still belongs there, else gone. */
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
      items: page.items.flatMap((item) => (item._id !== report._id ? [item] : stays ? [report] : [])),
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
