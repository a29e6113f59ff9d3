import { INTEREST_AREAS, INVESTOR_TYPES } from '@ideaignite/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../../components/select-field.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { investorTypeLabel } from '../../../lib/profile-labels.ts';
import type { InvestorValues } from '../role-form-values.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { PhoneField } from './common-fields.tsx';

interface InvestorFieldsProps {
  register: UseFormRegister<InvestorValues>;
  errors?: FieldErrors<InvestorValues>;
  /** The update screen also asks for a bio and what excites the investor. */
  variant: 'setup' | 'update';
}

const TYPE_OPTIONS = INVESTOR_TYPES.map((type) => ({
  value: type.value,
  label: investorTypeLabel(type.value),
}));

export function InvestorFields({ register, errors, variant }: InvestorFieldsProps) {
  return (
    <>
      <TextField
        label="User name"
        autoComplete="name"
        error={errors?.Username?.message}
        {...register('Username')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Contact email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="Where founders can reach you."
          error={errors?.contactEmail?.message}
          {...register('contactEmail')}
        />
        <PhoneField registration={register('phoneno')} error={errors?.phoneno?.message} />
      </div>
      <SelectField
        label="Investor type"
        options={TYPE_OPTIONS}
        emptyOption="Choose the one that fits you"
        error={errors?.investorType?.message}
        {...register('investorType')}
      />
      <CheckboxGroup
        legend="Interest areas"
        hint="Pick every area you would like to hear about."
        options={INTEREST_AREAS}
        registration={register('interestAreas')}
      />
      {variant === 'update' ? (
        <>
          <TextAreaField label="Bio" hint="A few lines about you and how you invest." {...register('bio')} />
          <TextAreaField
            label="What excites you"
            hint="The kind of founders and ideas you love to back."
            {...register('excitement')}
          />
        </>
      ) : null}
    </>
  );
}
