import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, WORDS } from '@ideaignite/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useChangePassword } from '../api/change-password.ts';
import { accountSettingsWords } from '../words/index.ts';
import { SettingsCard } from './settings-card.tsx';

/** The contract's schema and a second typing of the new password, which must match it. */
const formSchema = (passwordsDiffer: string) =>
  ChangePasswordSchema.extend({ confirm: z.string() }).refine(
    (values) => values.newPassword === values.confirm,
    { path: ['confirm'], message: passwordsDiffer },
  );

/** Current password first; on success the other devices are signed out (the server says so). */
export function ChangePasswordForm() {
  const m = useWords(accountSettingsWords);
  const change = useChangePassword();
  const resolver = useMemo(() => zodResolver(formSchema(m.passwordsDiffer)), [m]);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }, { onSuccess: () => reset() }),
  );

  return (
    <SettingsCard id="password-heading" heading={m.passwordHeading} hint={m.passwordHint}>
      <div className="mt-6 max-w-md">
        {change.isSuccess ? (
          <Alert tone="success" className="mb-6">
            {change.data.message}
          </Alert>
        ) : null}
        <FormError message={change.isError ? errorMessage(change.error, WORDS.auth.networkError) : null} />
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <PasswordField
            label={m.currentPassword}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField
            label={m.newPassword}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label={m.repeatPassword}
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <Button type="submit" disabled={change.isPending} className="self-start">
            {change.isPending ? m.saving : m.changePassword}
          </Button>
        </form>
      </div>
    </SettingsCard>
  );
}
