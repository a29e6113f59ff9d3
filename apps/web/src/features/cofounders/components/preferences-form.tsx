import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_ERRORS,
  AVAILABILITIES,
  COFOUNDER_SKILLS,
  COMMITMENTS,
  type CofounderPreferences,
  CofounderPreferencesInputSchema,
  INDIA_STATES,
  MAX_PREFERENCE_SKILLS,
  SECTORS,
  STAGE_FILTERS,
} from '@ideaignite/contract';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { CheckboxGroup } from '../../../components/checkbox-group.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { announce } from '../../../lib/announce.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSavePreferences } from '../api/save-preferences.ts';
import { type PreferenceValues, toValues } from '../preference-values.ts';
import { cofoundersWords } from '../words/index.ts';
import { PreferencePart } from './preference-part.tsx';

// The contract's schema checks the form (the same object the route validates with).
const resolver = zodResolver(CofounderPreferencesInputSchema) as unknown as Resolver<PreferenceValues>;

/** The preferences, part by part, each with how much it matters; a Hustler also says whether they look. */
export function PreferencesForm({ initial, hustler }: { initial: CofounderPreferences; hustler: boolean }) {
  const m = useWords(cofoundersWords);
  const t = useContractText();
  const navigate = useNavigate();
  const save = useSavePreferences();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<PreferenceValues>({
    defaultValues: toValues(initial),
    resolver,
  });
  const errors = formState.errors;
  const options = (list: ReadonlyArray<{ value: string; label: string }>) =>
    list.map((option) => ({ value: option.value, label: t(option.label) }));
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync(values as unknown as CofounderPreferences);
      announce(answer.message);
      navigate(PATHS.cofounderMatches);
    } catch (error) {
      setFailure(errorMessage(error, API_ERRORS.internal));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {hustler ? (
        <label className="flex items-start gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100">
          <input type="checkbox" className="mt-1 size-5 accent-saffron-500" {...register('looking')} />
          <span>
            <span className="block font-semibold text-ink-900">{m.lookingLabel}</span>
            <span className="block text-ink-600 text-sm">{m.lookingHint}</span>
          </span>
        </label>
      ) : null}
      <section
        aria-labelledby="cofounder-offer-heading"
        className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100"
      >
        <h2 id="cofounder-offer-heading" className="font-semibold text-ink-900 text-lg">
          {m.offerHeading}
        </h2>
        <CheckboxGroup
          legend={m.skillsOfferedLegend}
          hint={m.skillsHint(MAX_PREFERENCE_SKILLS)}
          options={COFOUNDER_SKILLS}
          registration={register('skillsOffered')}
          error={errors.skillsOffered?.message}
        />
      </section>
      <PreferencePart part="skills" label={m.partSkills} register={register}>
        <CheckboxGroup
          legend={m.skillsWantedLegend}
          hint={m.skillsHint(MAX_PREFERENCE_SKILLS)}
          options={COFOUNDER_SKILLS}
          registration={register('skillsWanted')}
          error={errors.skillsWanted?.message}
        />
      </PreferencePart>
      <PreferencePart part="sectors" label={m.partSectors} register={register}>
        <CheckboxGroup
          legend={m.sectorsLegend}
          options={SECTORS}
          registration={register('sectors')}
          error={errors.sectors?.message}
        />
      </PreferencePart>
      <PreferencePart part="commitment" label={m.partCommitment} register={register}>
        <SelectField
          label={m.commitmentLabel}
          options={options(COMMITMENTS)}
          emptyOption={m.noChoice}
          {...register('commitment')}
        />
      </PreferencePart>
      <PreferencePart part="stage" label={m.partStage} register={register}>
        <SelectField
          label={m.stageLabel}
          options={options(STAGE_FILTERS)}
          emptyOption={m.noChoice}
          {...register('stage')}
        />
      </PreferencePart>
      <PreferencePart part="location" label={m.partLocation} register={register}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={m.stateLabel}
            options={options(INDIA_STATES)}
            emptyOption={m.noChoice}
            {...register('state')}
          />
          <TextField
            label={m.cityLabel}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
        </div>
        <label className="flex items-center gap-3">
          <input type="checkbox" className="size-5 accent-saffron-500" {...register('remote')} />
          <span className="text-ink-800">{m.remoteLabel}</span>
        </label>
      </PreferencePart>
      <PreferencePart part="availability" label={m.partAvailability} register={register}>
        <SelectField
          label={m.availabilityLabel}
          options={options(AVAILABILITIES)}
          emptyOption={m.noChoice}
          {...register('availability')}
        />
      </PreferencePart>
      {failure ? <Alert tone="error">{t(failure)}</Alert> : null}
      <div>
        <Button type="submit" size="lg" busy={save.isPending}>
          {save.isPending ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
