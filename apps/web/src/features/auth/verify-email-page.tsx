import { API_ERRORS } from '@ideaignite/contract';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { dashboardPath, PATHS } from '../../app/paths.ts';
import { ButtonLink } from '../../components/button.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { useSession } from '../../lib/use-session.ts';
import { useConfirmEmail } from './api/confirm-email.ts';
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

  let body: { icon: 'wait' | 'done' | 'failed'; title: string; message: string };
  if (!token) {
    body = { icon: 'failed', title: m.verifyFailed, message: t(API_ERRORS.verifyLinkInvalid) };
  } else if (confirm.isSuccess) {
    body = { icon: 'done', title: m.verifyDone, message: t(API_ERRORS.verifyLinkDone) };
  } else if (confirm.isError) {
    body = {
      icon: 'failed',
      title: m.verifyFailed,
      message: errorMessage(confirm.error, API_ERRORS.verifyLinkInvalid),
    };
  } else {
    body = { icon: 'wait', title: m.verifyWaiting, message: m.verifyWaitingDetail };
  }

  return (
    <div className="px-4 py-16 sm:py-24">
      <PageMeta title={m.verifyMetaTitle} robots="noindex" />
      <div className="mx-auto max-w-md rounded-3xl bg-white px-6 py-10 text-center shadow-card ring-1 ring-ink-100 sm:px-10">
        <StateIcon state={body.icon} />
        <h1 className="mt-6 font-bold text-2xl">{body.title}</h1>
        <p role="status" className="mt-3 text-ink-600 leading-relaxed">
          {body.message}
        </p>
        {body.icon === 'wait' ? null : (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <ButtonLink to={next.to} size="lg">
              {next.label}
            </ButtonLink>
            <ButtonLink to={PATHS.home} variant="secondary" size="lg">
              {m.backToHome}
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}

function StateIcon({ state }: { state: 'wait' | 'done' | 'failed' }) {
  if (state === 'wait') {
    return <LoaderCircle aria-hidden className="mx-auto size-12 animate-spin text-saffron-500" />;
  }
  if (state === 'done') {
    return (
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-50 text-leaf-600">
        <CircleCheck aria-hidden className="size-9" />
      </span>
    );
  }
  return (
    <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-danger-50 text-danger-600">
      <CircleX aria-hidden className="size-9" />
    </span>
  );
}
