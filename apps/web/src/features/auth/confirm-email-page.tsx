import { EMAIL_CHANGE_MESSAGES } from '@ideaignite/contract';
import { PATHS } from '../../app/paths.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { useSession } from '../../lib/use-session.ts';
import { useConfirmEmailChange } from './api/confirm-email-change.ts';
import { LinkResult } from './components/link-result.tsx';
import { useLinkToken } from './components/use-link-token.ts';
import { authMessages } from './messages/index.ts';

/** Where the link mailed to a new address lands: /confirm-email?token=... (signed in or not). */
export function ConfirmEmailPage() {
  const m = useMessages(authMessages);
  const session = useSession();
  const body = useLinkToken(useConfirmEmailChange(), {
    waiting: m.changeWaiting,
    waitingDetail: m.verifyWaitingDetail,
    done: m.changeDone,
    doneDetail: EMAIL_CHANGE_MESSAGES.done,
    failed: m.changeFailed,
    invalid: EMAIL_CHANGE_MESSAGES.linkInvalid,
  });
  const next =
    session?.role != null
      ? { to: `${PATHS.settings}#account`, label: m.backToSettings }
      : { to: PATHS.signin, label: m.signIn };
  return (
    <LinkResult
      metaTitle={m.changeMetaTitle}
      {...body}
      next={next}
      home={{ to: PATHS.home, label: m.backToHome }}
    />
  );
}
