import { DISCOVERY_WORDS, INDIA_CITIES, INDIA_STATES, MAX_SECTORS, SECTORS } from '@ideaignite/contract';
import { MapPin } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { CheckboxGroup } from '../../../components/checkbox-group.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import type { PlaceValues } from '../matching-values.ts';
import { profilesWords } from '../words/index.ts';

/** At most MAX_SECTORS sectors, checked in the form with the server's words. */
export const sectorsRule = {
  validate: (sectors: unknown) =>
    !Array.isArray(sectors) || sectors.length <= MAX_SECTORS || DISCOVERY_WORDS.tooManySectors,
};

interface MatchingSectionProps {
  /** The section's own heading, so the group reads as one part of the form. */
  children: ReactNode;
}

/** "Where you are and what you work on": the fields discovery filters on (issue 14). */
export function MatchingSection({ children }: MatchingSectionProps) {
  const m = useWords(profilesWords);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6 border-ink-100 border-t pt-6">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 font-semibold text-ink-900 text-lg">
          <MapPin aria-hidden className="size-5 text-saffron-600" />
          {m.matchingHeading}
        </h2>
        <p className="mt-1 text-ink-600 text-sm leading-relaxed">{m.matchingIntro}</p>
      </div>
      {children}
    </section>
  );
}

/** The role form the matching fields belong to: every role's values hold PlaceValues. */
export interface PlaceForm<T extends PlaceValues> {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors?: FieldErrors<T>;
}

/** The same form, seen as PlaceValues only (what these fields read and write). */
const asPlaceForm = <T extends PlaceValues>(form: PlaceForm<T>) => form as unknown as PlaceForm<PlaceValues>;

/** The sectors, as chips, with "2 of 5 chosen" and at most MAX_SECTORS. */
export function SectorsField<T extends PlaceValues>({
  form,
  legend,
}: {
  form: PlaceForm<T>;
  legend?: string;
}) {
  const m = useWords(profilesWords);
  const { register, control, errors } = asPlaceForm(form);
  const sectors = useWatch({ control, name: 'sectors' });
  const count = Array.isArray(sectors) ? sectors.length : 0;
  const hint = count > 0 ? m.sectorsChosen(count, MAX_SECTORS) : m.sectorsHint(MAX_SECTORS);
  return (
    <CheckboxGroup
      id="sectors"
      legend={legend ?? m.sectors}
      hint={hint}
      options={SECTORS}
      registration={register('sectors', sectorsRule)}
      error={errors?.sectors?.message ?? (count > MAX_SECTORS ? DISCOVERY_WORDS.tooManySectors : undefined)}
    />
  );
}

/**
 * State (a select of the 36) and city (any text, with the largest cities suggested: the chosen
 * state's, or all of them while none is).
 */
export function PlaceFields<T extends PlaceValues>({ form }: { form: PlaceForm<T> }) {
  const m = useWords(profilesWords);
  const t = useContractText();
  const listId = useId();
  const { register, control, errors } = asPlaceForm(form);
  const chosenState = useWatch({ control, name: 'state' }) ?? '';
  const states = INDIA_STATES.map((option) => ({ value: option.value, label: t(option.label) }));
  const cities = INDIA_CITIES.filter((option) => !chosenState || option.state === chosenState);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        id="state"
        label={m.state}
        options={states}
        emptyOption={m.stateEmpty}
        autoComplete="address-level1"
        error={errors?.state?.message}
        {...register('state')}
      />
      <TextField
        id="city"
        label={m.city}
        hint={m.cityHint}
        list={listId}
        autoComplete="address-level2"
        error={errors?.city?.message}
        {...register('city')}
      />
      <datalist id={listId}>
        {cities.map((option) => (
          <option key={option.name} value={option.name}>
            {t(option.name) === option.name ? null : t(option.name)}
          </option>
        ))}
      </datalist>
    </div>
  );
}
