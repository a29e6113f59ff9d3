import { API_ERRORS, type ConnectionDetail } from '@ideaignite/contract';
import { Check, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useAnswerConnection } from '../../lib/api/answer-connection.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { Button } from '../button.tsx';
import { componentsMessages } from '../messages/index.ts';
import { StatusChip } from './status-chip.tsx';

/**
 * An investor's answer to an Ignite: Accept / Decline while it is pending, then its status and the
 * server's words ('Connection accepted. Say hello!', or why it could not be answered).
 */
export function IgniteAnswer({ connection, who }: { connection: ConnectionDetail; who: string }) {
  const m = useMessages(componentsMessages);
  const t = useContractText();
  const answer = useAnswerConnection();
  const outcome = useRef<HTMLParagraphElement>(null);
  // The pressed button is replaced by the status: keep keyboard focus here, on the answer's words.
  useEffect(() => {
    if (answer.isSuccess) outcome.current?.focus();
  }, [answer.isSuccess]);
  const failure = answer.isError ? errorMessage(answer.error, API_ERRORS.internal, { ownWords: true }) : null;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {connection.status === 'pending' ? (
        <>
          <Button
            size="sm"
            busy={answer.isPending}
            onClick={() => answer.mutate({ id: connection._id, accept: true })}
            aria-label={m.acceptIgnite(who)}
          >
            <Check aria-hidden className="size-4" />
            {m.accept}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            busy={answer.isPending}
            onClick={() => answer.mutate({ id: connection._id, accept: false })}
            aria-label={m.declineIgnite(who)}
          >
            <X aria-hidden className="size-4" />
            {m.decline}
          </Button>
        </>
      ) : (
        <StatusChip status={connection.status} />
      )}
      <p ref={outcome} tabIndex={-1} aria-live="polite" className="rounded text-sm empty:hidden">
        {answer.isSuccess ? <span className="font-medium text-leaf-600">{answer.data.message}</span> : null}
        {failure ? (
          <span role="alert" className="text-danger-700">
            {t(failure)}
          </span>
        ) : null}
      </p>
    </div>
  );
}
