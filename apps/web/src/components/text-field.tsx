import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn.ts';
import { useContractText } from '../lib/i18n/contract.ts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * A labelled input with its error announced to assistive technology; the error, a contract
 * message, shows in the interface language.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, ...props },
  ref,
) {
  const t = useContractText();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(error && errorId, hint ? hintId : undefined) || undefined}
        className={cn(
          'h-11 rounded-xl border bg-white px-3.5 text-ink-900 shadow-sm placeholder:text-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-400',
          error ? 'border-danger-600' : 'border-ink-200',
        )}
        {...props}
      />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
});
