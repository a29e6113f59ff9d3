import { INTEREST_AREAS, INVESTOR_TYPES } from '@ideaignite/contract';
import { CheckboxGroup } from '../../../components/checkbox-group.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { investorTypeLabel } from '../../../lib/profile-labels.ts';
import type { InvestorValues } from '../role-form-values.ts';
import { profilesWords } from '../words/index.ts';
import { PhoneField } from './common-fields.tsx';
import { MatchingSection, PlaceFields, type PlaceForm, SectorsField } from './matching-fields.tsx';
import { OpenToPitchesSwitch, TicketFields, ticketRangeProblem } from './ticket-fields.tsx';

interface InvestorFieldsProps extends PlaceForm<InvestorValues> {
  /** The update screen also asks for a bio and what excites the investor. */
  variant: 'setup' | 'update';
}

export function InvestorFields({ register, control, errors, variant }: InvestorFieldsProps) {
  const m = useWords(profilesWords);
  const t = useContractText();
  // The stored value stays English; only the words shown are translated.
  const types = INVESTOR_TYPES.map((type) => ({
    value: type.value,
    label: investorTypeLabel(type.value, t),
  }));
  const form = { register, control, errors };
  return (
    <>
      <TextField
        id="Username"
        label={m.userName}
        autoComplete="name"
        error={errors?.Username?.message}
        {...register('Username')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contactEmail"
          label={m.contactEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={m.contactEmailHint}
          error={errors?.contactEmail?.message}
          {...register('contactEmail')}
        />
        <PhoneField registration={register('phoneno')} error={errors?.phoneno?.message} />
      </div>
      <SelectField
        id="investorType"
        label={m.investorType}
        options={types}
        emptyOption={m.investorTypeEmpty}
        error={errors?.investorType?.message}
        {...register('investorType')}
      />
      <CheckboxGroup
        legend={m.interestAreas}
        hint={m.interestAreasHint}
        options={INTEREST_AREAS}
        registration={register('interestAreas')}
      />
      {variant === 'update' ? (
        <>
          <TextAreaField id="bio" label={m.bio} hint={m.investorBioHint} {...register('bio')} />
          <TextAreaField
            id="excitement"
            label={m.excitementQuestion}
            hint={m.excitementHint}
            {...register('excitement')}
          />
        </>
      ) : null}
      <MatchingSection>
        <SectorsField form={form} legend={m.investorSectors} />
        <TicketFields
          min={register('ticketMin', { deps: 'ticketMax' })}
          max={register('ticketMax', {
            validate: (max, values) => ticketRangeProblem(values.ticketMin, max) ?? true,
          })}
          error={errors?.ticketMax?.message}
        />
        <OpenToPitchesSwitch registration={register('openToPitches')} />
        <PlaceFields form={form} />
      </MatchingSection>
    </>
  );
}
