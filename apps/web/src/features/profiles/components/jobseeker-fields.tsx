import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { profilesMessages } from '../messages/index.ts';
import type { JobseekerValues } from '../role-form-values.ts';

interface JobseekerFieldsProps {
  register: UseFormRegister<JobseekerValues>;
  errors?: FieldErrors<JobseekerValues>;
}

export function JobseekerFields({ register, errors }: JobseekerFieldsProps) {
  const m = useMessages(profilesMessages);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={m.userName}
          autoComplete="name"
          error={errors?.Username?.message}
          {...register('Username')}
        />
        <TextField
          label={m.desiredRole}
          hint={m.desiredRoleHint}
          error={errors?.desiredRole?.message}
          {...register('desiredRole')}
        />
      </div>
      <TextAreaField
        label={m.aboutMe}
        hint={m.aboutMeHint}
        error={errors?.aboutMe?.message}
        {...register('aboutMe')}
      />
      <TextField
        label={m.strengths}
        hint={m.jobseekerStrengthsHint}
        error={errors?.skills?.message}
        {...register('skills')}
      />
      <TextAreaField
        label={m.dreamProject}
        hint={m.dreamProjectHint}
        error={errors?.experience?.message}
        {...register('experience')}
      />
    </>
  );
}
