import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, PRODUCT_NAME, ROLE_DASHBOARD_ROUTES, SigninSchema } from '@ideaignite/contract';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { FullScreenWait } from '../../components/full-screen-wait.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSignin } from './api/signin.ts';
import { requestVerification } from './api/verify.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { AuthSwitchLink } from './components/auth-switch-link.tsx';
import { EmailField } from './components/email-field.tsx';
import { FormError } from './components/form-error.tsx';
import { PasswordField } from './components/password-field.tsx';
import { errorMessage } from './error-message.ts';
import { returnPathFrom } from './return-path.ts';
import { startSession } from './start-session.ts';

export function SigninPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const signin = useSignin();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(SigninSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    signin.mutate(values, {
      onSuccess: (answer) => {
        const role = startSession(answer);
        // Spec section 4: the verify call runs after sign-in, and its failure is only logged.
        requestVerification().catch((error: unknown) => console.error('Verification check failed', error));
        const home = role ? ROLE_DASHBOARD_ROUTES[role] : '/';
        navigate(returnPathFrom(location.state) ?? home, { replace: true });
      },
    });
  });

  return (
    <>
      <PageMeta title="Sign in" robots="noindex" />
      <AuthLayout
        title="Welcome back"
        intro={`Sign in to pick up where you left off on ${PRODUCT_NAME}.`}
        inert={signin.isPending}
      >
        <FormError message={signin.isError ? errorMessage(signin.error, MESSAGES.auth.signinFailed) : null} />
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <EmailField error={errors.email?.message} {...register('email')} />
          <PasswordField
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" size="lg" disabled={signin.isPending} className="mt-2 w-full">
            Login
          </Button>
        </form>
        <AuthSwitchLink to="/signup" question={`New to ${PRODUCT_NAME}?`} action="Sign up for free" />
      </AuthLayout>
      {signin.isPending ? (
        <FullScreenWait
          title="Signing you in…"
          detail="The first load may be slow — thanks for your patience."
        />
      ) : null}
    </>
  );
}
