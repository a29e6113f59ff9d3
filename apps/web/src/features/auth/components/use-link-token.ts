import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import type { LinkState } from './link-result.tsx';

interface TokenMutation {
  mutate(token: string): void;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * An emailed one-time link's token (`?token=`), spent once on arrival, and what its page shows:
 * waiting, done, or failed with the server's words (`invalid` when there is no token or no words).
 * `doneDetail` and `invalid` are the contract's English texts, shown in the interface language.
 */
export function useLinkToken(
  confirm: TokenMutation,
  words: {
    waiting: string;
    waitingDetail: string;
    done: string;
    doneDetail: string;
    failed: string;
    invalid: string;
  },
): { state: LinkState; title: string; message: string } {
  const t = useContractText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    // Once only, even when StrictMode runs effects twice: a used token would then read as invalid.
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token) return { state: 'failed', title: words.failed, message: t(words.invalid) };
  if (confirm.isSuccess) return { state: 'done', title: words.done, message: t(words.doneDetail) };
  if (confirm.isError) {
    return { state: 'failed', title: words.failed, message: errorMessage(confirm.error, words.invalid) };
  }
  return { state: 'wait', title: words.waiting, message: words.waitingDetail };
}
