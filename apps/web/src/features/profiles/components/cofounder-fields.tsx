import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { CofounderValues } from '../role-form-values.ts';
import { CommonFields } from './common-fields.tsx';

interface CofounderFieldsProps {
  register: UseFormRegister<CofounderValues>;
  errors?: FieldErrors<CofounderValues>;
}

export function CofounderFields({ register, errors }: CofounderFieldsProps) {
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
      <TextField
        label="Strengths"
        hint="Separate your skills with commas, e.g. Product design, Growth marketing, React."
        error={errors?.skills?.message}
        {...register('skills')}
      />
      <TextAreaField
        label="Vision"
        hint="Your dream project: what would you love to build, and why?"
        error={errors?.dreamProject?.message}
        {...register('dreamProject')}
      />
      <TextField
        label="Superpower"
        hint="The one thing you do better than most."
        error={errors?.superpower?.message}
        {...register('superpower')}
      />
    </>
  );
}
