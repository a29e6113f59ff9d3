import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_NAME, SigninSchema, WORDS } from '@ideaignite/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { FormError } from '../../components/form-error.tsx';
import { Link } from '../../components/link.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { requestVerification } from '../../lib/api/verify.ts';
import { deletionNotice, forgetDeletionNotice } from '../../lib/deletion-notice.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { dashboardPath, PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSignin } from './api/signin.ts';
import { useUnlockSignin } from './api/unlock-signin.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { AuthSwitchLink } from './components/auth-switch-link.tsx';
import { EmailField } from './components/email-field.tsx';
import { FullScreenWait } from './components/full-screen-wait.tsx';
import { returnPathFrom } from './return-path.ts';
import { startSession } from './start-session.ts';
import { authWords } from './words/index.ts';

export function SigninPage() {
  const m = useWords(authWords);
  const navigate = useNavigate();
  const location = useLocation();
  const signin = useSignin();
  const unlock = useUnlockLink();
  // A deletion this tab asked for is said even when the app reached /signin by itself.
  const [storedNotice, setStoredNotice] = useState<string | null>(null);
  useEffect(() => setStoredNotice(deletionNotice()), []);
  const notice = noticeFrom(location.state) ?? storedNotice;
  /** Signing in undid a requested account deletion: say so before going on (modules/account). */
  const [welcomeBack, setWelcomeBack] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(SigninSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  // A visit while signed in goes on to the dashboard; a session this page has just started does not
  // (its own way on below keeps the return path and the cancelled-deletion notice).
  const session = useSession();
  const startedHere = useRef(false);

  const onSubmit = handleSubmit((values) => {
    signin.mutate(values, {
      onSuccess: (answer) => {
        startedHere.current = true;
        const role = startSession(answer);
        forgetDeletionNotice();
        // Spec section 4: the verify call runs after sign-in, and its failure is only logged.
        requestVerification().catch((error: unknown) => console.error('Verification check failed', error));
        const home = dashboardPath(role);
        if (answer.deletionCancelled) setWelcomeBack(returnPathFrom(location.state, location.search) ?? home);
        else navigate(returnPathFrom(location.state, location.search) ?? home, { replace: true });
      },
    });
  });

  if (session?.role && !startedHere.current) {
    return (
      <Navigate to={returnPathFrom(location.state, location.search) ?? dashboardPath(session.role)} replace />
    );
  }

  return (
    <>
      <PageMeta title={m.signinMetaTitle} robots="noindex" />
      <AuthLayout title={m.signinTitle} intro={m.signinIntro(PRODUCT_NAME)} inert={signin.isPending}>
        {welcomeBack ? (
          <WelcomeBack to={welcomeBack} text={m.deletionCancelled} action={m.continueToApp} />
        ) : (
          <>
            {notice && !signin.isError ? (
              <Alert tone="success" className="mb-6">
                {notice}
              </Alert>
            ) : null}
            {unlock.isSuccess && !signin.isError ? (
              <Alert tone="success" className="mb-6">
                {unlock.data.message}
              </Alert>
            ) : null}
            <FormError
              message={
                signin.isError
                  ? errorMessage(signin.error, WORDS.auth.signinFailed)
                  : unlock.isError
                    ? errorMessage(unlock.error, WORDS.auth.networkError)
                    : null
              }
            />
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
              <EmailField error={errors.email?.message} {...register('email')} />
              <PasswordField
                autoComplete="current-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <Link
                to={PATHS.forgotPassword}
                className="-mt-2 self-end rounded-md font-medium text-saffron-700 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-500"
              >
                {m.forgotPassword}
              </Link>
              <Button type="submit" size="lg" disabled={signin.isPending} className="mt-2 w-full">
                {m.login}
              </Button>
            </form>
            <AuthSwitchLink to={PATHS.signup} question={m.newHere(PRODUCT_NAME)} action={m.signUpFree} />
          </>
        )}
      </AuthLayout>
      {signin.isPending ? <FullScreenWait title={m.signingIn} detail={m.signingInDetail} /> : null}
    </>
  );
}

/** Signing in cancelled the account's deletion: said first, then the way on (which takes focus). */
function WelcomeBack({ to, text, action }: { to: string; text: string; action: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector('a')?.focus(), []);
  return (
    <div ref={box} className="flex flex-col gap-6">
      <Alert tone="success">{text}</Alert>
      <ButtonLink to={to} replace size="lg" className="w-full">
        {action}
      </ButtonLink>
    </div>
  );
}

/** A message handed over by the page that sent us here (e.g. after a password reset). */
function noticeFrom(state: unknown): string | null {
  if (state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string') {
    return state.notice;
  }
  return null;
}

/** The emailed unlock link lands on /signin?unlock=...: use it once, then show the answer. */
function useUnlockLink() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('unlock');
  const unlock = useUnlockSignin();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    unlock.mutate(token);
  }, [token, unlock.mutate]);
  return unlock;
}
