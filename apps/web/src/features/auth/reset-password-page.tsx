import { zodResolver } from '@hookform/resolvers/zod';
import { API_ERRORS, NewPasswordSchema } from '@ideaignite/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PATHS } from '../../app/paths.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { FormError } from '../../components/form-error.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { clearSession } from '../../lib/auth-storage.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useResetPassword } from './api/reset-password.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { AuthSwitchLink } from './components/auth-switch-link.tsx';

const ResetFormSchema = z
  .object({ password: NewPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords do not match.',
  });

/** Where the emailed reset link lands: /reset-password?token=... */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(({ password }) => {
    if (!token) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: (answer) => {
          // Every session of the account has ended, this browser's too.
          clearSession();
          navigate(PATHS.signin, { replace: true, state: { notice: answer.message } });
        },
      },
    );
  });

  return (
    <>
      <PageMeta title="Choose a new password" robots="noindex" />
      <AuthLayout
        title="Choose a new password"
        intro="At least 8 characters. Once it is set, every device signed in to your account is signed out."
      >
        {token ? (
          <>
            <FormError
              message={reset.isError ? errorMessage(reset.error, API_ERRORS.resetLinkInvalid) : null}
            />
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
              <PasswordField
                label="New password"
                autoComplete="new-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <PasswordField
                label="Repeat the new password"
                autoComplete="new-password"
                error={errors.confirm?.message}
                {...register('confirm')}
              />
              <Button type="submit" size="lg" disabled={reset.isPending} className="mt-2 w-full">
                {reset.isPending ? 'Saving…' : 'Set new password'}
              </Button>
            </form>
          </>
        ) : (
          <Alert tone="error">
            {API_ERRORS.resetLinkInvalid}{' '}
            <Link to={PATHS.forgotPassword} className="font-semibold underline underline-offset-4">
              Ask for a new link
            </Link>
          </Alert>
        )}
        <AuthSwitchLink to={PATHS.forgotPassword} question="Link not working?" action="Ask for a new one" />
      </AuthLayout>
    </>
  );
}
