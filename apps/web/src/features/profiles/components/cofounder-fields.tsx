import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { profilesMessages } from '../messages/index.ts';
import type { CofounderValues } from '../role-form-values.ts';
import { CommonFields } from './common-fields.tsx';

interface CofounderFieldsProps {
  register: UseFormRegister<CofounderValues>;
  errors?: FieldErrors<CofounderValues>;
}

export function CofounderFields({ register, errors }: CofounderFieldsProps) {
  const m = useMessages(profilesMessages);
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
        label={m.strengths}
        hint={m.cofounderStrengthsHint}
        error={errors?.skills?.message}
        {...register('skills')}
      />
      <TextAreaField
        label={m.vision}
        hint={m.visionHint}
        error={errors?.dreamProject?.message}
        {...register('dreamProject')}
      />
      <TextField
        label={m.superpower}
        hint={m.superpowerHint}
        error={errors?.superpower?.message}
        {...register('superpower')}
      />
    </>
  );
}
