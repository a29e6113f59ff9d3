import { EMAIL_CHANGE_MESSAGES } from '@ideaignite/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PATHS } from '../../app/paths.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { useSession } from '../../lib/use-session.ts';
import { useConfirmEmailChange } from './api/confirm-email-change.ts';
import { LinkResult, type LinkState } from './components/link-result.tsx';
import { authMessages } from './messages/index.ts';

/** Where the link mailed to a new address lands: /confirm-email?token=... (signed in or not). */
export function ConfirmEmailPage() {
  const m = useMessages(authMessages);
  const t = useContractText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirm = useConfirmEmailChange();
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
      ? { to: `${PATHS.settings}#account`, label: m.backToSettings }
      : { to: PATHS.signin, label: m.signIn };

  let body: { state: LinkState; title: string; message: string };
  if (!token) {
    body = { state: 'failed', title: m.changeFailed, message: t(EMAIL_CHANGE_MESSAGES.linkInvalid) };
  } else if (confirm.isSuccess) {
    body = { state: 'done', title: m.changeDone, message: t(EMAIL_CHANGE_MESSAGES.done) };
  } else if (confirm.isError) {
    body = {
      state: 'failed',
      title: m.changeFailed,
      message: errorMessage(confirm.error, EMAIL_CHANGE_MESSAGES.linkInvalid),
    };
  } else {
    body = { state: 'wait', title: m.changeWaiting, message: m.verifyWaitingDetail };
  }

  return (
    <LinkResult
      metaTitle={m.changeMetaTitle}
      {...body}
      next={next}
      home={{ to: PATHS.home, label: m.backToHome }}
    />
  );
}
