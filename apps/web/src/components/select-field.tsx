import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '../lib/cn.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { controlClasses, labelClasses } from './field-styles.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ("nothing chosen yet"), when the field may stay unset. */
  emptyOption?: string;
  hint?: string;
  error?: string;
}

export function SelectField({
  label,
  options,
  emptyOption,
  hint,
  error,
  className,
  id,
  ...props
}: SelectFieldProps) {
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
      <div className="relative">
        <select
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          className={controlClasses(Boolean(error), 'h-11 appearance-none pr-10')}
          {...props}
        >
          {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3.5 size-4 text-ink-500"
        />
      </div>
      {note ? (
        <p id={noteId} className={error ? 'text-danger-700 text-sm' : 'text-ink-500 text-xs'}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
