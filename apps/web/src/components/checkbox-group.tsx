import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../lib/cn.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { labelClasses } from './field-styles.ts';

/** A stored value and its English label (a contract choice); a plain string is both. */
export type ChoiceOption = string | { readonly value: string; readonly label: string };

interface ChoiceGroupProps {
  legend: string;
  hint?: string;
  options: readonly ChoiceOption[];
  /** One registration for the whole group: react-hook-form collects the checked values. */
  registration: UseFormRegisterReturn;
  /** A contract message, shown in the interface language. */
  error?: string;
  /** The group's id, for a link to it (/Update_profile#sectors). */
  id?: string;
  className?: string;
}

const chipClasses =
  'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-ink-200 bg-white px-3.5 py-2 text-ink-700 text-sm shadow-sm transition-colors hover:border-saffron-300 has-checked:border-saffron-500 has-checked:bg-saffron-50 has-checked:text-saffron-800 has-focus-visible:outline-2 has-focus-visible:outline-saffron-500 has-focus-visible:outline-offset-2';

/**
 * Checkboxes (or, with `type="radio"`, one choice) drawn as selectable chips; each stays a real,
 * labelled input. Its value is the stored English option, its label the option in the interface
 * language.
 */
function ChoiceGroup({
  legend,
  hint,
  options,
  registration,
  error,
  id,
  className,
  type,
}: ChoiceGroupProps & { type: 'checkbox' | 'radio' }) {
  const t = useContractText();
  const noteId = useId();
  const note = error ? t(error) : hint;
  return (
    <fieldset id={id} className={className} aria-describedby={note ? noteId : undefined}>
      <legend className={labelClasses}>{legend}</legend>
      {note ? (
        <p id={noteId} className={cn('mt-1', error ? 'text-danger-700 text-sm' : 'text-ink-500 text-xs')}>
          {note}
        </p>
      ) : null}
      <div className="mt-2.5 flex flex-wrap gap-2">
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <label key={value} className={cn(chipClasses, error && 'border-danger-600')}>
              <input
                type={type}
                value={value}
                className="size-4 shrink-0 cursor-pointer accent-saffron-500 focus-visible:outline-none"
                {...registration}
              />
              {t(label)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function CheckboxGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup {...props} type="checkbox" />;
}

export function RadioGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup {...props} type="radio" />;
}
