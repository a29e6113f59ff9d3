import { DISCOVERY_WORDS, formatRupees, TICKET_AMOUNTS } from '@ideaignite/contract';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { labelClasses } from '../../../components/field-styles.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { profilesWords } from '../words/index.ts';

/** The form's two bounds ('' for none): the smallest may not be larger than the largest. */
export function ticketRangeProblem(min: string, max: string): string | undefined {
  return min !== '' && max !== '' && Number(min) > Number(max) ? DISCOVERY_WORDS.ticketRange : undefined;
}

interface TicketFieldsProps {
  min: UseFormRegisterReturn;
  max: UseFormRegisterReturn;
  error?: string;
}

/** The investor's ticket size range: two selects of the contract's amounts, in lakh and crore. */
export function TicketFields({ min, max, error }: TicketFieldsProps) {
  const m = useWords(profilesWords);
  const locale = useLocale();
  const amounts = TICKET_AMOUNTS.map((amount) => ({
    value: String(amount),
    label: formatRupees(amount, locale),
  }));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={labelClasses}>{m.ticketSize}</legend>
      <p className="text-ink-500 text-xs">{m.ticketHint}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="ticketMin"
          label={m.ticketMin}
          options={amounts}
          emptyOption={m.ticketEmpty}
          {...min}
        />
        <SelectField
          id="ticketMax"
          label={m.ticketMax}
          options={amounts}
          emptyOption={m.ticketEmpty}
          error={error}
          {...max}
        />
      </div>
    </fieldset>
  );
}

/** "Open to pitches": a checkbox drawn as a switch, with what it means under it. */
export function OpenToPitchesSwitch({ registration }: { registration: UseFormRegisterReturn }) {
  const m = useWords(profilesWords);
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 rounded-xl border border-ink-200 bg-ink-50/60 px-4 py-3.5 has-focus-visible:outline-2 has-focus-visible:outline-saffron-500 has-focus-visible:outline-offset-2">
      <span className="min-w-0">
        <span className={labelClasses}>{m.openToPitches}</span>
        <span id={hintId} className="mt-1 block text-ink-600 text-xs leading-relaxed">
          {m.openToPitchesHint}
        </span>
      </span>
      <input
        id="openToPitches"
        type="checkbox"
        aria-describedby={hintId}
        className="peer sr-only"
        {...registration}
      />
      <span
        aria-hidden
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-ink-500 transition-colors peer-checked:bg-saffron-600 after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 motion-reduce:after:transition-none"
      />
    </label>
  );
}
