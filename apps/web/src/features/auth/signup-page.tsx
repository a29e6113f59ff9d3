import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  type SignupInput,
  SignupSchema,
  WORDS,
} from '@ideaignite/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { FormError } from '../../components/form-error.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { dashboardPath, PATHS, profileFormPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSignup } from './api/signup.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { AuthSwitchLink } from './components/auth-switch-link.tsx';
import { EmailField } from './components/email-field.tsx';
import { FullScreenWait } from './components/full-screen-wait.tsx';
import { RoleSelect } from './components/role-select.tsx';
import { startSession } from './start-session.ts';
import { authWords } from './words/index.ts';

/** Long enough to read "Signup successful!" before the profile form opens. */
export const SIGNUP_SUCCESS_PAUSE_MS = 1200;

const DEFAULT_VALUES: SignupInput = { email: '', password: '', role: 'Hustler' };

export function SignupPage() {
  const m = useWords(authWords);
  const t = useContractText();
  const navigate = useNavigate();
  const signup = useSignup();
  const [destination, setDestination] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(SignupSchema),
    defaultValues: DEFAULT_VALUES,
  });
  const role = useWatch({ control, name: 'role' });
  const { errors } = formState;
  // A visit while signed in goes on to the dashboard; the session this page starts leads to the
  // profile form instead.
  const session = useSession();
  const startedHere = useRef(false);

  useEffect(() => {
    if (!destination) return;
    const timer = setTimeout(() => navigate(destination, { replace: true }), SIGNUP_SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [destination, navigate]);

  const onSubmit = handleSubmit((values) => {
    signup.mutate(values, {
      onSuccess: (answer) => {
        startedHere.current = true;
        const knownRole = startSession(answer);
        setDestination(profileFormPath(knownRole));
      },
    });
  });

  if (session?.role && !startedHere.current) return <Navigate to={dashboardPath(session.role)} replace />;

  const busy = signup.isPending || destination !== null;
  return (
    <>
      <PageMeta title={m.signupMetaTitle} robots="noindex" />
      <AuthLayout title={m.signupTitle} intro={m.signupIntro(PRODUCT_NAME)} inert={busy}>
        <FormError message={signup.isError ? errorMessage(signup.error, WORDS.auth.signupFailed) : null} />
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <EmailField error={errors.email?.message} {...register('email')} />
          <PasswordField
            autoComplete="new-password"
            hint={m.passwordHint(PASSWORD_MIN_LENGTH)}
            error={errors.password?.message}
            {...register('password')}
          />
          <RoleSelect selected={role} error={errors.role?.message} {...register('role')} />
          <Button type="submit" size="lg" disabled={busy} className="mt-2 w-full">
            {m.signUp}
          </Button>
        </form>
        <AuthSwitchLink to={PATHS.signin} question={m.haveAccount} action={m.signIn} />
      </AuthLayout>
      {/* One waiting screen whose words change, so assistive technology announces the success. */}
      {busy ? (
        <FullScreenWait
          title={destination ? t(WORDS.auth.signupSuccess) : m.creatingAccount}
          detail={destination ? m.profileNext : m.creatingAccountDetail}
        />
      ) : null}
    </>
  );
}
