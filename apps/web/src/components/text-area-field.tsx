import { type ComponentProps, useId } from 'react';
import { cn } from '../lib/cn.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { useWords } from '../lib/i18n/words.ts';
import { controlClasses, labelClasses } from './field-styles.ts';
import { componentsWords } from './words/index.ts';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: string;
  error?: string;
  /**
   * The most characters the server takes, counted live under a controlled field (`value`), the
   * text trimmed first as the server does: past it the count turns red and the field is invalid.
   */
  maxChars?: number;
}

/** A labelled multi-line input, its hint or error (and count, with `maxChars`) tied to it for assistive technology. */
export function TextAreaField({
  label,
  hint,
  error,
  maxChars,
  className,
  id,
  rows = 3,
  ...props
}: TextAreaFieldProps) {
  const t = useContractText();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  const countId = `${inputId}-count`;
  // A validation message from the contract, in the interface language.
  const note = error === undefined ? hint : t(error);
  const used = maxChars === undefined ? 0 : String(props.value ?? '').trim().length;
  const over = maxChars !== undefined && used > maxChars;
  const noteLine = note ? (
    <p id={noteId} className={error ? 'text-danger-700 text-sm' : 'text-ink-500 text-xs'}>
      {note}
    </p>
  ) : null;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={cn(note && noteId, maxChars !== undefined && countId) || undefined}
        className={controlClasses(Boolean(error) || over, 'resize-y py-2.5 leading-relaxed')}
        {...props}
      />
      {maxChars === undefined ? (
        noteLine
      ) : (
        <div className="flex items-start justify-between gap-3">
          {noteLine ?? <span />}
          <CharacterCount id={countId} used={used} max={maxChars} />
        </div>
      )}
    </div>
  );
}

/** "12 / 280" on screen; "12 of 280 characters used" in the field's description (not read on every key). */
function CharacterCount({ id, used, max }: { id: string; used: number; max: number }) {
  const m = useWords(componentsWords);
  return (
    <p
      id={id}
      className={cn(
        'shrink-0 text-xs tabular-nums',
        used > max ? 'font-semibold text-danger-700' : 'text-ink-500',
      )}
    >
      <span aria-hidden>{m.characterCount(used, max)}</span>
      <span className="sr-only">{m.charactersUsed(used, max)}</span>
    </p>
  );
}
