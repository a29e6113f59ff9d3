import { EMAIL_CHANGE_WORDS } from '@ideaignite/contract';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { useConfirmEmailChange } from './api/confirm-email-change.ts';
import { LinkResult } from './components/link-result.tsx';
import { useLinkToken } from './components/use-link-token.ts';
import { authWords } from './words/index.ts';

/**
 * Where the link mailed to a new address lands: /confirm-email?token=... It needs a session of the
 * account (decision 024): signed out, or once the server says the session is gone, the person is
 * sent to sign in, told why, and brought back to this link.
 */
export function ConfirmEmailPage() {
  const m = useWords(authWords);
  const session = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  if (!session && searchParams.get('token')) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={PATHS.signin} replace state={{ from, notice: m.changeSignInFirst }} />;
  }
  return <ConfirmEmailChange signedIn={session?.role != null} />;
}

function ConfirmEmailChange({ signedIn }: { signedIn: boolean }) {
  const m = useWords(authWords);
  const body = useLinkToken(useConfirmEmailChange(), {
    waiting: m.changeWaiting,
    waitingDetail: m.verifyWaitingDetail,
    done: m.changeDone,
    doneDetail: EMAIL_CHANGE_WORDS.done,
    failed: m.changeFailed,
    invalid: EMAIL_CHANGE_WORDS.linkInvalid,
  });
  const next = signedIn
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
