import { COMMITMENTS } from '@ideaignite/contract';
import { RadioGroup } from '../../../components/checkbox-group.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import type { CofounderValues } from '../role-form-values.ts';
import { profilesWords } from '../words/index.ts';
import { CommonFields } from './common-fields.tsx';
import { MatchingSection, PlaceFields, type PlaceForm, SectorsField } from './matching-fields.tsx';

type CofounderFieldsProps = PlaceForm<CofounderValues>;

export function CofounderFields({ register, control, errors }: CofounderFieldsProps) {
  const m = useWords(profilesWords);
  const form = { register, control, errors };
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
        id="skills"
        label={m.strengths}
        hint={m.cofounderStrengthsHint}
        error={errors?.skills?.message}
        {...register('skills')}
      />
      <TextAreaField
        id="dreamProject"
        label={m.vision}
        hint={m.visionHint}
        error={errors?.dreamProject?.message}
        {...register('dreamProject')}
      />
      <TextField
        id="superpower"
        label={m.superpower}
        hint={m.superpowerHint}
        error={errors?.superpower?.message}
        {...register('superpower')}
      />
      <MatchingSection>
        <RadioGroup
          id="commitment"
          legend={m.commitment}
          options={COMMITMENTS}
          registration={register('commitment')}
          error={errors?.commitment?.message}
        />
        <SectorsField form={form} />
        <PlaceFields form={form} />
      </MatchingSection>
    </>
  );
}
