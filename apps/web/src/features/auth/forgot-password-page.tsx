import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema, PRODUCT_NAME, WORDS } from '@ideaignite/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { FormError } from '../../components/form-error.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { AuthSwitchLink } from './components/auth-switch-link.tsx';
import { EmailField } from './components/email-field.tsx';
import { authWords } from './words/index.ts';

/** /forgot-password: ask for a reset link by email. */
export function ForgotPasswordPage() {
  const m = useWords(authWords);
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => forgot.mutate(values));

  return (
    <>
      <PageMeta title={m.forgotMetaTitle} robots="noindex" />
      <AuthLayout title={m.forgotPassword} intro={m.forgotIntro(PRODUCT_NAME)}>
        {forgot.isSuccess ? (
          <div className="flex flex-col gap-4">
            <Alert tone="success">{forgot.data.message}</Alert>
            <p className="text-ink-600 text-sm">{m.resetLinkSent}</p>
          </div>
        ) : (
          <>
            <FormError
              message={forgot.isError ? errorMessage(forgot.error, WORDS.auth.networkError) : null}
            />
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
              <EmailField error={formState.errors.email?.message} {...register('email')} />
              <Button type="submit" size="lg" disabled={forgot.isPending} className="mt-2 w-full">
                {forgot.isPending ? m.sending : m.sendResetLink}
              </Button>
            </form>
          </>
        )}
        <AuthSwitchLink to={PATHS.signin} question={m.rememberedIt} action={m.backToSignin} />
      </AuthLayout>
    </>
  );
}
