import { zodResolver } from '@hookform/resolvers/zod';
import { DELETION_GRACE_DAYS, DeleteAccountSchema, WORDS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { FormError } from '../../../../components/form-error.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { PasswordField } from '../../../../components/password-field.tsx';
import { clearSession } from '../../../../lib/auth-storage.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { rememberDeletionNotice } from '../../../../lib/deletion-notice.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useWords } from '../../../../lib/i18n/words.ts';
import { PATHS } from '../../../../lib/paths.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { yourDataWords } from '../words/index.ts';

/**
 * Settings → Your data → Delete my account: a danger card whose dialog explains the grace period
 * and what is erased, and asks for the password. Afterwards this device is signed out and the
 * sign-in page says when the account will be erased and that signing in undoes it.
 */
export function DeleteAccountCard() {
  const m = useWords(yourDataWords);
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="delete-account-heading"
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-danger-600/30 sm:p-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          <TriangleAlert aria-hidden className="mt-1 size-5 shrink-0 text-danger-600" />
          <div>
            <h3 id="delete-account-heading" className="font-bold text-danger-700 text-xl">
              {m.deleteHeading}
            </h3>
            <p id="delete-account-heading-hint" className="mt-1 text-ink-600 text-sm">
              {m.deleteHint(DELETION_GRACE_DAYS)}
            </p>
          </div>
        </div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {m.deleteAccount}
        </Button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const m = useWords(yourDataWords);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteAccount();
  // The server has ended every session. This device lets go of its own once the sign-in page has
  // replaced this one: cleared any earlier, the signed-in guard would send it to /signin first,
  // without the notice saying when the account will be erased.
  const signedOut = useRef(false);
  useEffect(
    () => () => {
      if (!signedOut.current) return;
      clearSession();
      queryClient.clear();
    },
    [queryClient],
  );
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit((values) =>
    deletion.mutate(values, {
      onSuccess: (answer) => {
        signedOut.current = true;
        const notice = m.deletedNotice(formatDate(answer.erasesAt, 'dayMonthYear'));
        rememberDeletionNotice(notice);
        navigate(PATHS.signin, { replace: true, state: { notice } });
      },
    }),
  );
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          reset();
          deletion.reset();
        }
      }}
      title={m.dialogTitle}
      description={m.dialogIntro(DELETION_GRACE_DAYS)}
      dismissible={!deletion.isPending}
    >
      <ul className="-mt-2 mb-5 list-disc space-y-1.5 pl-5 text-ink-700 text-sm leading-relaxed">
        {m.erasedItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mb-2 text-ink-700 text-sm leading-relaxed">{m.keptNote}</p>
      <p className="mb-6 font-semibold text-ink-900 text-sm">{m.undoNote(DELETION_GRACE_DAYS)}</p>
      <FormError message={deletion.isError ? errorMessage(deletion.error, WORDS.auth.networkError) : null} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <PasswordField
          label={m.passwordLabel}
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => {
              onOpenChange(false);
              reset();
              deletion.reset();
            }}
            disabled={deletion.isPending}
          >
            {m.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={deletion.isPending}>
            {deletion.isPending ? m.deleting : m.confirmDelete}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
