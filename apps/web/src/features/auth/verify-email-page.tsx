import { API_ERRORS } from '@ideaignite/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { dashboardPath, PATHS } from '../../app/paths.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { useSession } from '../../lib/use-session.ts';
import { useConfirmEmail } from './api/confirm-email.ts';
import { LinkResult, type LinkState } from './components/link-result.tsx';
import { authMessages } from './messages/index.ts';

/** Where the emailed confirmation link lands: /verify-email?token=... */
export function VerifyEmailPage() {
  const m = useMessages(authMessages);
  const t = useContractText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirm = useConfirmEmail();
  const session = useSession();
  const started = useRef(false);

  useEffect(() => {
    // Once only, even when StrictMode runs effects twice: a used token would then read as invalid.
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm.mutate]);

  const next =
    session?.role != null
      ? { to: dashboardPath(session.role), label: m.goToDashboard }
      : { to: PATHS.signin, label: m.signIn };

  let body: { state: LinkState; title: string; message: string };
  if (!token) {
    body = { state: 'failed', title: m.verifyFailed, message: t(API_ERRORS.verifyLinkInvalid) };
  } else if (confirm.isSuccess) {
    body = { state: 'done', title: m.verifyDone, message: t(API_ERRORS.verifyLinkDone) };
  } else if (confirm.isError) {
    body = {
      state: 'failed',
      title: m.verifyFailed,
      message: errorMessage(confirm.error, API_ERRORS.verifyLinkInvalid),
    };
  } else {
    body = { state: 'wait', title: m.verifyWaiting, message: m.verifyWaitingDetail };
  }

  return (
    <LinkResult
      metaTitle={m.verifyMetaTitle}
      {...body}
      next={next}
      home={{ to: PATHS.home, label: m.backToHome }}
    />
  );
}
