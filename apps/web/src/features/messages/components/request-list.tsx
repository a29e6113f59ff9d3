import { API_ERRORS } from '@ideaignite/contract';
import { Inbox } from 'lucide-react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import type { useMessageRequests } from '../api/get-message-requests.ts';
import { messagesWords } from '../words/index.ts';
import { ChatEntries } from './chat-list-entry.tsx';

/** The id of the Requests heading: focus goes there when an open request leaves the list. */
export const REQUESTS_HEADING_ID = 'message-requests-heading';

/** Messages from people I am not connected with yet, each opening its chat with Accept, Decline and Block. */
export function RequestList({
  me,
  activeId,
  requests,
}: {
  me: string;
  activeId: string;
  requests: ReturnType<typeof useMessageRequests>;
}) {
  const m = useWords(messagesWords);
  const t = useContractText();
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    requests;
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <div className="px-4 pt-4 pb-2">
        <h2
          id={REQUESTS_HEADING_ID}
          tabIndex={-1}
          className="font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-saffron-500 focus-visible:outline-offset-2"
        >
          {m.requestsHeading}
        </h2>
        <p className="mt-0.5 text-ink-600 text-sm">{m.requestsHint}</p>
      </div>
      {isPending ? (
        <p role="status" className="px-4 py-6 text-ink-500 text-sm">
          {m.loadingRequests}
        </p>
      ) : isError ? (
        <div className="space-y-3 p-4">
          <Alert tone="error">{t(errorMessage(error, API_ERRORS.internal, { ownWords: true }))}</Alert>
          <Button variant="secondary" size="sm" onClick={() => refetch()}>
            {m.tryAgain}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-10 text-center">
          <Inbox aria-hidden className="size-8 text-ink-400" />
          <p role="status" className="mt-3 font-semibold text-ink-800">
            {m.requestsEmpty}
          </p>
        </div>
      ) : (
        <ChatEntries
          label={m.requests}
          chats={items}
          me={me}
          activeId={activeId}
          folder="requests"
          pages={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
        />
      )}
    </div>
  );
}
