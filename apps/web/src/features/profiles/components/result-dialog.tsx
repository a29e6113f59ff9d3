import { CircleAlert, CircleCheck } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { buttonClasses } from '../../../components/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { profilesWords } from '../words/index.ts';

/** A save's outcome in the contract's English words; the dialog shows them in the interface language. */
export interface Outcome {
  tone: 'success' | 'error';
  title: string;
  /** More words under the title, e.g. the server's reason under the Investor form's alert. */
  detail?: string;
}

/** The spec's alert after a save, as a dialog a person reads and confirms with OK. */
export function ResultDialog({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  const m = useWords(profilesWords);
  const t = useContractText();
  const Icon = outcome?.tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <AlertDialog.Root open={outcome !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-sm" />
        {outcome ? (
          <AlertDialog.Content
            {...(outcome.detail ? {} : { 'aria-describedby': undefined })}
            className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-center shadow-2xl focus:outline-none sm:p-8"
          >
            <span
              className={cn(
                'mx-auto flex size-14 items-center justify-center rounded-full',
                outcome.tone === 'error' ? 'bg-danger-50 text-danger-600' : 'bg-saffron-50 text-saffron-600',
              )}
            >
              <Icon aria-hidden className="size-7" />
            </span>
            <AlertDialog.Title className="mt-4 font-semibold text-ink-900 text-lg">
              {t(outcome.title)}
            </AlertDialog.Title>
            {outcome.detail ? (
              <AlertDialog.Description className="mt-2 text-ink-600 leading-relaxed">
                {t(outcome.detail)}
              </AlertDialog.Description>
            ) : null}
            <AlertDialog.Action className={buttonClasses('primary', 'md', 'mt-6 w-full sm:w-32')}>
              {m.ok}
            </AlertDialog.Action>
          </AlertDialog.Content>
        ) : null}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
