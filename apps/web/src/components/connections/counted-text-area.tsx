import { useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { controlClasses, labelClasses } from '../field-styles.ts';
import { componentsMessages } from '../messages/index.ts';

interface CountedTextAreaProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the server takes (the text is trimmed first, as the server does). */
  max: number;
  placeholder?: string;
  /** A contract validation message, shown in the interface language. */
  error?: string;
  hint?: string;
  required?: boolean;
  /** Takes focus once shown: the field is what the form (a dialog's step) is for. */
  autoFocus?: boolean;
  rows?: number;
}

/**
 * A labelled text area with a live count of the characters used against the limit: the count
 * turns red past it, and the field says so to assistive technology (the count is part of its
 * description; it is not read out on every key).
 */
export function CountedTextArea({
  label,
  name,
  value,
  onChange,
  max,
  placeholder,
  error,
  hint,
  required,
  autoFocus,
  rows = 3,
}: CountedTextAreaProps) {
  const m = useMessages(componentsMessages);
  const t = useContractText();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // Focused just after mounting, not by React's autoFocus: a dialog opening around it must first
  // note what had focus (to give it back on close), which an earlier focus would hide.
  useEffect(() => {
    if (!autoFocus) return;
    const timer = setTimeout(() => field.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [autoFocus]);
  const used = value.trim().length;
  const over = used > max;
  const note = error === undefined ? hint : t(error);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        required={required}
        ref={field}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={note ? `${id}-note ${id}-count` : `${id}-count`}
        className={controlClasses(Boolean(error) || over, 'resize-y py-2.5 leading-relaxed')}
      />
      <div className="flex items-start justify-between gap-3">
        {note ? (
          <p id={`${id}-note`} className={error ? 'text-danger-700 text-sm' : 'text-ink-500 text-xs'}>
            {note}
          </p>
        ) : (
          <span />
        )}
        <p
          id={`${id}-count`}
          className={cn(
            'shrink-0 text-xs tabular-nums',
            over ? 'font-semibold text-danger-700' : 'text-ink-500',
          )}
        >
          <span aria-hidden>{m.characterCount(used, max)}</span>
          <span className="sr-only">{m.charactersUsed(used, max)}</span>
        </p>
      </div>
    </div>
  );
}
