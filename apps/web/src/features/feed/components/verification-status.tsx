import { API_ERRORS } from '@ideaignite/contract';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { useVerificationStatus } from '../../../lib/api/verify.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { feedWords } from '../words/index.ts';

/** Whether the email address is confirmed; asking also re-sends the link when it is not. */
export function VerificationStatus({ userId }: { userId: string }) {
  const m = useWords(feedWords);
  const t = useContractText();
  const status = useVerificationStatus(userId);
  return (
    <section
      aria-labelledby="verification-heading"
      className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100"
    >
      <h2 id="verification-heading" className="font-semibold text-lg">
        {m.verificationHeading}
      </h2>
      <div className="mt-4" aria-live="polite">
        {status.isPending ? (
          <p className="flex items-center gap-2 text-ink-500">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {m.verificationChecking}
          </p>
        ) : status.isError ? (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="error">{t(errorMessage(status.error, API_ERRORS.internal))}</Alert>
            <Button variant="secondary" size="sm" onClick={() => status.refetch()}>
              {m.tryAgain}
            </Button>
          </div>
        ) : status.data.verified ? (
          <p className="flex items-center gap-3 text-ink-700">
            <img
              src="/brand/verified-badge.svg"
              alt={m.verifiedBadge}
              width={32}
              height={32}
              className="size-8"
            />
            {t(API_ERRORS.verified)}
          </p>
        ) : (
          <div className="flex gap-3">
            <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-saffron-600" />
            <div>
              <p className="font-medium text-ink-800">{m.checkInbox}</p>
              {status.data.message ? (
                <p className="mt-1 text-ink-500 text-sm">{status.data.message}</p>
              ) : null}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
