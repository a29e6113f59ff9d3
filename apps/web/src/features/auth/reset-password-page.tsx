import { zodResolver } from '@hookform/resolvers/zod';
import { API_ERRORS, NewPasswordSchema } from '@ideaignite/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { FormError } from '../../components/form-error.tsx';
import { Link } from '../../components/link.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { clearSession } from '../../lib/auth-storage.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { useResetPassword } from './api/reset-password.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { AuthSwitchLink } from './components/auth-switch-link.tsx';
import { authWords } from './words/index.ts';

/** The contract's new-password rule and a second typing, which must match it. */
const resetFormSchema = (passwordsDiffer: string) =>
  z
    .object({ password: NewPasswordSchema, confirm: z.string() })
    .refine((values) => values.password === values.confirm, { path: ['confirm'], message: passwordsDiffer });

/** Where the emailed reset link lands: /reset-password?token=... */
export function ResetPasswordPage() {
  const m = useWords(authWords);
  const t = useContractText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const resolver = useMemo(() => zodResolver(resetFormSchema(m.passwordsDiffer)), [m]);
  const { register, handleSubmit, formState } = useForm({
    resolver,
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
      <PageMeta title={m.resetTitle} robots="noindex" />
      <AuthLayout title={m.resetTitle} intro={m.resetIntro}>
        {token ? (
          <>
            <FormError
              message={reset.isError ? errorMessage(reset.error, API_ERRORS.resetLinkInvalid) : null}
            />
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
              <PasswordField
                label={m.newPassword}
                autoComplete="new-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <PasswordField
                label={m.repeatPassword}
                autoComplete="new-password"
                error={errors.confirm?.message}
                {...register('confirm')}
              />
              <Button type="submit" size="lg" disabled={reset.isPending} className="mt-2 w-full">
                {reset.isPending ? m.saving : m.setNewPassword}
              </Button>
            </form>
          </>
        ) : (
          <Alert tone="error">
            {t(API_ERRORS.resetLinkInvalid)}{' '}
            <Link to={PATHS.forgotPassword} className="font-semibold underline underline-offset-4">
              {m.askNewLink}
            </Link>
          </Alert>
        )}
        <AuthSwitchLink to={PATHS.forgotPassword} question={m.linkNotWorking} action={m.askNewOne} />
      </AuthLayout>
    </>
  );
}
