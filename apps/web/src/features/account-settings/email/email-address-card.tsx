import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeEmailSchema, WORDS } from '@ideaignite/contract';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { SettingsCard } from '../components/settings-card.tsx';
import {
  useAccountEmail,
  useCancelEmailChange,
  useChangeEmail,
  useResendEmailChange,
} from './api/account-email.ts';
import { emailWords } from './words/index.ts';

const resolver = zodResolver(ChangeEmailSchema);

/**
 * Settings → Email address: the current address, a new one waiting for its emailed link (send
 * it again, or cancel), and the form that asks for a change with the current password.
 */
export function EmailAddressCard() {
  const m = useWords(emailWords);
  const account = useAccountEmail();
  const change = useChangeEmail();
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver,
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors } = formState;

  // The buttons of a change that is gone (cancelled) take focus with them: the outcome gets it.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const succeeded = (answer: { message: string }) => setDone(answer.message);
  const failure = [change, resend, cancel].find((step) => step.isError)?.error;

  const onSubmit = handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: (answer) => {
        reset();
        succeeded(answer);
      },
    }),
  );
  const start = () => {
    setDone(null);
    for (const step of [change, resend, cancel]) step.reset();
  };

  return (
    <SettingsCard id="email-heading" heading={m.heading} hint={m.hint}>
      <div className="mt-6 max-w-md">
        {account.isPending ? (
          <p className="text-ink-500 text-sm">{m.loading}</p>
        ) : account.isError ? (
          <LoadFailed onRetry={() => account.refetch()} error={account.error}>
            <Alert tone="error">{errorMessage(account.error, m.loadFailed)}</Alert>
          </LoadFailed>
        ) : (
          <>
            <p className="text-ink-600 text-sm">{m.current}</p>
            <p className="mt-0.5 break-all font-semibold text-ink-900">{account.data.email}</p>
            {account.data.pendingEmail ? (
              <div className="mt-5 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
                <p className="flex items-center gap-2 font-semibold text-ink-900">
                  <MailCheck aria-hidden className="size-4 text-brand-700" />
                  {m.pendingTitle}
                </p>
                <p className="mt-1 break-words text-ink-700 text-sm">
                  {m.pending(account.data.pendingEmail)}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={resend.isPending}
                    onClick={() => {
                      start();
                      resend.mutate(undefined, { onSuccess: succeeded });
                    }}
                  >
                    {resend.isPending ? m.resending : m.resend}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={cancel.isPending}
                    onClick={() => {
                      start();
                      cancel.mutate(undefined, { onSuccess: succeeded });
                    }}
                  >
                    {cancel.isPending ? m.cancelling : m.cancel}
                  </Button>
                </div>
              </div>
            ) : null}
          </>
        )}
        <div ref={doneRef} tabIndex={-1} className="rounded-xl focus:outline-none">
          {done ? (
            <Alert tone="success" className="mt-5">
              {done}
            </Alert>
          ) : null}
        </div>
        <div className="mt-6">
          <FormError message={failure ? errorMessage(failure, WORDS.auth.networkError) : null} />
          <form noValidate onSubmit={onSubmit} onChange={() => setDone(null)} className="flex flex-col gap-5">
            <TextField
              label={m.newEmail}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.newEmail?.message}
              {...register('newEmail')}
            />
            <PasswordField
              label={m.currentPassword}
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
            <Button type="submit" busy={change.isPending} className="self-start">
              {change.isPending ? m.submitting : m.submit}
            </Button>
          </form>
        </div>
      </div>
    </SettingsCard>
  );
}
