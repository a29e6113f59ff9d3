import { API_ERRORS } from '@ideaignite/contract';
import { useWords } from '../../lib/i18n/words.ts';
import { dashboardPath, PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { useConfirmEmail } from './api/confirm-email.ts';
import { LinkResult } from './components/link-result.tsx';
import { useLinkToken } from './components/use-link-token.ts';
import { authWords } from './words/index.ts';

/** Where the emailed confirmation link lands: /verify-email?token=... */
export function VerifyEmailPage() {
  const m = useWords(authWords);
  const session = useSession();
  const body = useLinkToken(useConfirmEmail(), {
    waiting: m.verifyWaiting,
    waitingDetail: m.verifyWaitingDetail,
    done: m.verifyDone,
    doneDetail: API_ERRORS.verifyLinkDone,
    failed: m.verifyFailed,
    invalid: API_ERRORS.verifyLinkInvalid,
  });
  const next =
    session?.role != null
      ? { to: dashboardPath(session.role), label: m.goToDashboard }
      : { to: PATHS.signin, label: m.signIn };
  return (
    <LinkResult
      metaTitle={m.verifyMetaTitle}
      {...body}
      next={next}
      home={{ to: PATHS.home, label: m.backToHome }}
    />
  );
}
