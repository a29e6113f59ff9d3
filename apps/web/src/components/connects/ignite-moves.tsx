import { API_ERRORS, type ConnectionDetail, igniteActionsFor } from '@ideaignite/contract';
import { CalendarCheck, Handshake, XCircle } from 'lucide-react';
import { type Ref, useEffect, useRef } from 'react';
import { useMoveIgnite } from '../../lib/api/move-ignite.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { Button } from '../button.tsx';
import { componentsWords } from '../words/index.ts';
import { MessageLink } from './message-link.tsx';

interface IgniteMovesProps {
  connection: ConnectionDetail;
  /** Whose buttons: the investor requests a meeting or passes, the Hustler accepts the meeting. */
  side: 'investor' | 'hustler';
  /** The person on the other side, for the buttons' names. */
  who: string;
  /** Pass asks for a reason first: the caller shows its form. Without it, no Pass button. */
  onPass?: () => void;
  /** The Pass button, for focus to come back to when its form is left. */
  passRef?: Ref<HTMLButtonElement>;
}

/**
 * The moves `side` can make on an Ignite where it stands now (the contract's igniteActionsFor),
 * 'view' aside (opening it is the view), and Message once connected; then the server's words.
 */
export function IgniteMoves({ connection, side, who, onPass, passRef }: IgniteMovesProps) {
  const m = useWords(componentsWords);
  const t = useContractText();
  const move = useMoveIgnite();
  const outcome = useRef<HTMLParagraphElement>(null);
  // The pressed button goes away with the step it made: keep keyboard focus on the answer's words.
  useEffect(() => {
    if (move.isSuccess) outcome.current?.focus();
  }, [move.isSuccess]);
  const actions = igniteActionsFor(side, connection.status);
  const other = side === 'investor' ? connection.hustler : connection.investor;
  const otherId = side === 'investor' ? connection.hustlerId : connection.investorId;
  const failure = move.isError ? errorMessage(move.error, API_ERRORS.internal, { ownWords: true }) : null;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {actions.includes('meeting') ? (
        <Button
          size="sm"
          busy={move.isPending}
          onClick={() => move.mutate({ id: connection._id, action: 'meeting' })}
          aria-label={m.requestMeetingWith(who)}
        >
          <CalendarCheck aria-hidden className="size-4" />
          {m.requestMeeting}
        </Button>
      ) : null}
      {actions.includes('connect') ? (
        <Button
          size="sm"
          busy={move.isPending}
          onClick={() => move.mutate({ id: connection._id, action: 'connect' })}
          aria-label={m.acceptMeetingWith(who)}
        >
          <Handshake aria-hidden className="size-4" />
          {m.acceptMeeting}
        </Button>
      ) : null}
      {actions.includes('pass') && onPass ? (
        <Button
          ref={passRef}
          size="sm"
          variant="secondary"
          disabled={move.isPending}
          onClick={onPass}
          aria-label={m.passOn(who)}
        >
          <XCircle aria-hidden className="size-4" />
          {m.pass}
        </Button>
      ) : null}
      {connection.status === 'connected' && other ? <MessageLink userId={otherId} who={who} /> : null}
      <p ref={outcome} tabIndex={-1} aria-live="polite" className="rounded text-sm empty:hidden">
        {move.isSuccess ? <span className="font-medium text-leaf-600">{move.data.message}</span> : null}
        {failure ? (
          <span role="alert" className="text-danger-700">
            {t(failure)}
          </span>
        ) : null}
      </p>
    </div>
  );
}
