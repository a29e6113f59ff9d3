import { API_ERRORS } from '@ideaignite/contract';
import { announce } from '../../lib/announce.ts';
import { useAnswerInvite } from '../../lib/api/cofounder-invites.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { Button } from '../button.tsx';
import { cofounderInviteWords } from './words/index.ts';

/** Accept and Decline for an invite sent to me, named for its sender; the outcome is announced. */
export function InviteAnswerButtons({ inviteId, name }: { inviteId: string; name: string }) {
  const m = useWords(cofounderInviteWords);
  const answer = useAnswerInvite();
  const busy = answer.isPending;
  const send = (move: 'accept' | 'decline') =>
    answer.mutate(
      { inviteId, answer: move },
      {
        onSuccess: () => announce(move === 'accept' ? m.connectedWith(name) : m.declinedFrom(name)),
        onError: (error) => announce(errorMessage(error, API_ERRORS.internal)),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" busy={busy} aria-label={m.acceptFrom(name)} onClick={() => send('accept')}>
        {m.accept}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        busy={busy}
        aria-label={m.declineFrom(name)}
        onClick={() => send('decline')}
      >
        {m.decline}
      </Button>
    </div>
  );
}
