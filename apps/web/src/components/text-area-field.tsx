import { type ComponentProps, useId } from 'react';
import { cn } from '../lib/cn.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { controlClasses, labelClasses } from './field-styles.ts';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line input, its hint or error tied to it for assistive technology. */
export function TextAreaField({ label, hint, error, className, id, rows = 3, ...props }: TextAreaFieldProps) {
  const t = useContractText();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  // A validation message from the contract, in the interface language.
  const note = error === undefined ? hint : t(error);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={controlClasses(Boolean(error), 'resize-y py-2.5 leading-relaxed')}
        {...props}
      />
      {note ? (
        <p id={noteId} className={error ? 'text-danger-700 text-sm' : 'text-ink-500 text-xs'}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
