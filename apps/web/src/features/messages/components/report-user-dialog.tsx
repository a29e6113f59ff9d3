import {
  MESSAGES,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
  SAFETY_MESSAGES,
} from '@ideaignite/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { announce } from '../../../lib/announce.ts';
import { useSendReport } from '../../../lib/api/send-report.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { messagesMessages } from '../messages/index.ts';

interface ReportUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  name: string;
}

/** Report the person I am talking to: a reason (details required for 'Something else'), sent to the moderators. */
export function ReportUserDialog({ open, onOpenChange, userId, name }: ReportUserDialogProps) {
  const m = useMessages(messagesMessages);
  const t = useContractText();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [invalid, setInvalid] = useState<{ reason?: string; details?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const sendReport = useSendReport();
  const pending = sendReport.isPending;

  const reset = () => {
    setReason(null);
    setDetails('');
    setInvalid({});
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const text = details.trim();
    const problems = {
      ...(reason ? {} : { reason: SAFETY_MESSAGES.invalidReportReason }),
      ...(reason === 'other' && !text ? { details: SAFETY_MESSAGES.reportDetailsRequired } : {}),
    };
    setInvalid(problems);
    if (!reason || problems.details) return;
    setError(null);
    try {
      const { message } = await sendReport.mutateAsync({
        target: 'user',
        targetId: userId,
        reason,
        ...(text ? { details: text } : {}),
      });
      announce(message);
      reset();
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.auth.networkError));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={m.reportTitle(name)}
      description={m.reportDescription}
      dismissible={!pending}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset aria-describedby={invalid.reason ? 'report-reason-error' : undefined}>
          <legend className="mb-2 font-semibold text-ink-800 text-sm">{m.reason}</legend>
          <div className="flex flex-col gap-1">
            {REPORT_REASONS.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-ink-800 hover:bg-ink-50"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => setReason(option.value)}
                  className="size-4 accent-brand-700"
                />
                {t(option.label)}
              </label>
            ))}
          </div>
          {invalid.reason ? (
            <p id="report-reason-error" className="mt-1 text-danger-700 text-sm">
              {t(invalid.reason)}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={reason === 'other' ? m.details : m.detailsOptional}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          required={reason === 'other'}
          error={invalid.details}
          maxChars={REPORT_DETAILS_MAX_LENGTH}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {m.cancel}
          </Button>
          <Button type="submit" busy={pending}>
            {m.sendReport}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
