import {
  API_ERRORS,
  MODERATION_WORDS,
  REPORT_DETAILS_MAX_LENGTH,
  ReportInputSchema,
  type ReportTarget,
  reportReasonsFor,
} from '@ideaignite/contract';
import { type FormEvent, useState } from 'react';
import { useSendReport } from '../lib/api/send-report.ts';
import { ApiError } from '../lib/api-client.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { useWords } from '../lib/i18n/words.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { componentsWords } from './words/index.ts';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReportTarget;
  targetId: string;
  /** What is reported, in words: a person's name, a post's title. */
  subject: string;
}

/**
 * Reporting a person, a message, a post or a job posting to the moderators: a reason (the ones that
 * fit what is reported: "Asks for money" for a job posting only), details (required for "Something
 * else").
 */
export function ReportDialog({ open, onOpenChange, target, targetId, subject }: ReportDialogProps) {
  const m = useWords(componentsWords);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={m.reportTitle(subject)} description={m.reportIntro}>
      {open ? <ReportForm target={target} targetId={targetId} onClose={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function ReportForm({
  target,
  targetId,
  onClose,
}: {
  target: ReportTarget;
  targetId: string;
  onClose: () => void;
}) {
  const m = useWords(componentsWords);
  const t = useContractText();
  const send = useSendReport();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    setFailure(null);
    const input = { target, targetId, reason, details: details.trim() || undefined };
    const parsed = ReportInputSchema.safeParse(input);
    // The person answers for the reason and the details; the rest the server checks.
    const issue = (field: string) => parsed.error?.issues.find((item) => item.path[0] === field)?.message;
    const found = { reason: issue('reason'), details: issue('details') };
    setErrors(found);
    if (found.reason || found.details) return;
    try {
      setAnswer((await send.mutateAsync(input as Parameters<typeof send.mutateAsync>[0])).message);
    } catch (error) {
      // Reported before: the same reassurance as a new report, not a failure.
      if (error instanceof ApiError && error.serverMessage === MODERATION_WORDS.alreadyReported) {
        setAnswer(error.serverMessage);
      } else setFailure(errorMessage(error, API_ERRORS.internal));
    }
  }

  if (answer) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="font-semibold text-leaf-600">
          {t(answer)}
        </p>
        <div className="flex justify-end">
          <Button onClick={onClose}>{m.close}</Button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <fieldset aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
        <legend className="mb-2 font-semibold text-ink-900">{m.reportReason}</legend>
        <div className="flex flex-col gap-2">
          {reportReasonsFor(target).map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-4 py-2.5 ring-1 ring-ink-200 has-checked:bg-saffron-50 has-checked:ring-2 has-checked:ring-saffron-500 has-focus-visible:outline-2 has-focus-visible:outline-saffron-500 has-focus-visible:outline-offset-2"
            >
              <input
                type="radio"
                name="report-reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
                className="size-4 accent-saffron-600 focus-visible:outline-none"
              />
              <span className="font-semibold">{t(option.label)}</span>
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id="report-reason-error" className="mt-2 text-danger-700 text-sm">
            {t(errors.reason)}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={reason === 'other' ? m.reportDetailsRequired : m.reportDetails}
        hint={m.reportDetailsHint}
        error={errors.details}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        maxChars={REPORT_DETAILS_MAX_LENGTH}
        required={reason === 'other'}
        rows={4}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {m.cancel}
        </Button>
        <Button type="submit" busy={send.isPending}>
          {send.isPending ? m.reportSending : m.reportSend}
        </Button>
      </div>
    </form>
  );
}
