import { API, type ReportItem } from '@ideaignite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { REPORTS_QUERY_KEY, reportQueueQueryKey } from '../../../lib/query-keys.ts';
import type { QueueData } from './get-reports.ts';

export type ReportAction = 'dismiss' | 'hide' | 'suspend';
export type ModerationStep =
  | { action: ReportAction; reportId: string }
  | { action: 'restore'; userId: string };

interface ModerationAnswer {
  message: string;
  report?: ReportItem;
}

function moderate(step: ModerationStep): Promise<ModerationAnswer> {
  const path =
    step.action === 'restore'
      ? API.adminRestoreUser(step.userId)
      : API.adminReportAction(step.reportId, step.action);
  return apiRequest<ModerationAnswer>(path, { method: 'POST' });
}

/** The open queue with the answered report: replaced while still open, gone once closed. */
function withAnswer(data: QueueData | undefined, report: ReportItem): QueueData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((item) =>
        item._id !== report._id ? [item] : report.status === 'open' ? [report] : [],
      ),
    })),
  };
}

/**
 * Dismiss, hide or suspend a report's subject, or restore a suspended person: the card changes
 * (or leaves the open tab) at once, then both tabs load again.
 */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: async ({ report }) => {
      if (report) {
        queryClient.setQueryData<QueueData>(reportQueueQueryKey('open'), (data) => withAnswer(data, report));
      }
      await queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
    },
  });
}
