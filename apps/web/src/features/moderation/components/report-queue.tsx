import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InfiniteListStates } from '../../../components/infinite-list-states.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { type QueueStatus, useReportQueue } from '../api/get-reports.ts';
import { moderationWords } from '../words/index.ts';
import { ReportCard } from './report-card.tsx';

/** One tab's reports: loading, the server's refusal (403 for a non-moderator), empty, the cards, Load more. */
export function ReportQueue({
  status,
  onAnswer,
}: {
  status: QueueStatus;
  onAnswer: (message: string) => void;
}) {
  const m = useWords(moderationWords);
  const queue = useReportQueue(status);
  const reports = queue.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <InfiniteListStates
      query={queue}
      itemCount={reports.length}
      loading={
        <p role="status" className="text-ink-600">
          {m.loading}
        </p>
      }
      failure={(error) => errorMessage(error, m.loadFailed)}
      empty={<EmptyState icon={ShieldCheck} text={m.empty[status]} />}
    >
      <ul className="flex flex-col gap-6">
        {reports.map((report) => (
          <li key={report._id}>
            <ReportCard report={report} onAnswer={onAnswer} />
          </li>
        ))}
      </ul>
    </InfiniteListStates>
  );
}
