import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { JobseekerValues } from '../role-form-values.ts';

interface JobseekerFieldsProps {
  register: UseFormRegister<JobseekerValues>;
  errors?: FieldErrors<JobseekerValues>;
}

export function JobseekerFields({ register, errors }: JobseekerFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="User name"
          autoComplete="name"
          error={errors?.Username?.message}
          {...register('Username')}
        />
        <TextField
          label="Desired role"
          hint="e.g. Product intern, Frontend developer."
          error={errors?.desiredRole?.message}
          {...register('desiredRole')}
        />
      </div>
      <TextAreaField
        label="About me"
        hint="Your story so far, and the team you would love to join."
        error={errors?.aboutMe?.message}
        {...register('aboutMe')}
      />
      <TextField
        label="Strengths"
        hint="Separate your skills with commas, e.g. Figma, Customer research, SQL."
        error={errors?.skills?.message}
        {...register('skills')}
      />
      <TextAreaField
        label="Dream project"
        hint="The project you would love to work on."
        error={errors?.experience?.message}
        {...register('experience')}
      />
    </>
  );
}
