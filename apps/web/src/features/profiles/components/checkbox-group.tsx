import type { UseFormRegisterReturn } from 'react-hook-form';
import { labelClasses } from '../../../components/field-styles.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';

interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  options: readonly string[];
  /** One registration for the whole group: react-hook-form collects the checked values as a list. */
  registration: UseFormRegisterReturn;
  className?: string;
}

/**
 * A set of checkboxes drawn as selectable chips; each stays a real, labelled checkbox. Its value
 * is the stored English option, its label the option in the interface language.
 */
export function CheckboxGroup({ legend, hint, options, registration, className }: CheckboxGroupProps) {
  const t = useContractText();
  return (
    <fieldset className={className}>
      <legend className={labelClasses}>{legend}</legend>
      {hint ? <p className="mt-1 text-ink-500 text-xs">{hint}</p> : null}
      <div className="mt-2.5 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-ink-200 bg-white px-3.5 py-2 text-ink-700 text-sm shadow-sm transition-colors hover:border-saffron-300 has-checked:border-saffron-500 has-checked:bg-saffron-50 has-checked:text-saffron-800 has-focus-visible:outline-2 has-focus-visible:outline-saffron-500 has-focus-visible:outline-offset-2"
          >
            <input
              type="checkbox"
              value={option}
              className="size-4 shrink-0 cursor-pointer accent-saffron-500 focus-visible:outline-none"
              {...registration}
            />
            {t(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
