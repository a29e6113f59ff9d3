import { HUSTLER_FORM_STAGES, HUSTLER_SKILLS, UPDATE_PROFILE_STAGES } from '@ideaignite/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../../components/select-field.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { HustlerValues } from '../role-form-values.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { CommonFields } from './common-fields.tsx';

interface HustlerFieldsProps {
  register: UseFormRegister<HustlerValues>;
  errors?: FieldErrors<HustlerValues>;
  /** The set-up form (five stages, skill checkboxes) or the update screen (four stages, skills as text). */
  variant: 'setup' | 'update';
}

const UPDATE_STAGE_OPTIONS = UPDATE_PROFILE_STAGES.map((stage) => ({ value: stage, label: stage }));

export function HustlerFields({ register, errors, variant }: HustlerFieldsProps) {
  return (
    <>
      <CommonFields
        username={register('Username')}
        phone={register('phoneno')}
        bio={register('bio')}
        errors={{
          Username: errors?.Username?.message,
          phoneno: errors?.phoneno?.message,
          bio: errors?.bio?.message,
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Project"
          hint={variant === 'update' ? 'Required: your company or idea name.' : 'Your company or idea name.'}
          aria-required={variant === 'update' ? true : undefined}
          error={errors?.project?.message}
          {...register('project')}
        />
        <SelectField
          label="Current stage"
          options={variant === 'setup' ? HUSTLER_FORM_STAGES : UPDATE_STAGE_OPTIONS}
          error={errors?.currentStage?.message}
          {...register('currentStage')}
        />
      </div>
      <TextAreaField
        label="What are you working on now?"
        hint="The problem you are solving and where you are with it."
        error={errors?.currentWork?.message}
        {...register('currentWork')}
      />
      <TextAreaField
        label="How do you contribute?"
        hint="Your part in the team: product, sales, tech, design…"
        error={errors?.contribution?.message}
        {...register('contribution')}
      />
      {variant === 'setup' ? (
        <CheckboxGroup
          legend="Your skills"
          hint="Pick all that sound like you."
          options={HUSTLER_SKILLS}
          registration={register('skills')}
        />
      ) : (
        <TextField
          label="Skills"
          hint="Separate skills with commas, e.g. Fast Execution, Networking."
          error={errors?.skills?.message}
          {...register('skills')}
        />
      )}
    </>
  );
}
