import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/alert.tsx';
import { useContractText } from '../../lib/i18n/contract.ts';
import { type Outcome, ResultDialog } from './components/result-dialog.tsx';

interface SaveAlertOptions {
  success: string;
  failure: (error: unknown) => Outcome;
  /** Where the user goes once they have read the success alert. */
  next: string;
}

/**
 * Runs a profile save and answers with the spec's alert (a dialog confirmed with OK); after a
 * success OK leads on, after a failure the reason stays beside the button until the next try.
 */
export function useSaveAlert<T>(mutation: UseMutationResult<T, Error, FormData>, options: SaveAlertOptions) {
  const navigate = useNavigate();
  const t = useContractText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const submit = (body: FormData) => {
    setOutcome(null);
    mutation.mutate(body, {
      onSuccess: () => setOutcome({ tone: 'success', title: options.success }),
      onError: (error) => setOutcome(options.failure(error)),
      onSettled: () => setDialogOpen(true),
    });
  };

  const close = () => {
    setDialogOpen(false);
    if (outcome?.tone === 'success') navigate(options.next);
  };

  const lastFailure = !dialogOpen && outcome?.tone === 'error' ? outcome : null;
  const feedback = (
    <>
      {lastFailure ? (
        <Alert tone="error">
          {[lastFailure.title, lastFailure.detail]
            .filter((words): words is string => Boolean(words))
            .map(t)
            .join(' ')}
        </Alert>
      ) : null}
      <ResultDialog outcome={dialogOpen ? outcome : null} onClose={close} />
    </>
  );
  const succeeded = outcome?.tone === 'success';
  return { submit, pending: mutation.isPending || succeeded, feedback };
}
