import {
  API_ERRORS,
  type ConnectionDetail,
  PASS_REASON_MAX_LENGTH,
  PassIgniteSchema,
} from '@ideaignite/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { componentsWords } from '../../../components/words/index.ts';
import { useMoveIgnite } from '../../../lib/api/move-ignite.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { connectsWords } from '../words/index.ts';

interface PassFormProps {
  connection: ConnectionDetail;
  /** The Hustler, by name. */
  who: string;
  /** Back without passing. */
  onCancel: () => void;
  /** Passed: the server's words. */
  onPassed: (message: string) => void;
}

/** Passing on an Ignite, with an optional reason (≤ 280) the Hustler is shown. */
export function PassForm({ connection, who, onCancel, onPassed }: PassFormProps) {
  const m = useWords(connectsWords);
  const shared = useWords(componentsWords);
  const t = useContractText();
  const move = useMoveIgnite();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // The Pass button that opened the form is gone: the reason is where the keyboard goes on.
  useEffect(() => reasonField.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (move.isPending) return;
    setFailure(null);
    const parsed = PassIgniteSchema.safeParse({ reason });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? API_ERRORS.internal);
    setFieldError(null);
    try {
      const answer = await move.mutateAsync({ id: connection._id, action: 'pass', reason });
      onPassed(answer.message);
    } catch (error) {
      setFailure(errorMessage(error, API_ERRORS.internal, { ownWords: true }));
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100"
    >
      <div>
        <h3 id={headingId} className="font-semibold text-ink-900 text-lg">
          {m.passTitle}
        </h3>
        <p className="mt-1 text-ink-600 text-sm leading-relaxed">{m.passIntro(who)}</p>
      </div>
      <TextAreaField
        ref={reasonField}
        label={m.passReasonLabel}
        name="reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxChars={PASS_REASON_MAX_LENGTH}
        placeholder={m.passReasonPlaceholder}
        error={fieldError ?? undefined}
      />
      {failure ? <Alert tone="error">{t(failure)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={move.isPending}>
          {m.back}
        </Button>
        <Button type="submit" variant="danger" busy={move.isPending}>
          {move.isPending ? m.passing : shared.pass}
        </Button>
      </div>
    </form>
  );
}
