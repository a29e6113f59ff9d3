import { COMMITMENTS } from '@ideaignite/contract';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { profilesMessages } from '../messages/index.ts';
import type { CofounderValues } from '../role-form-values.ts';
import { RadioGroup } from './checkbox-group.tsx';
import { CommonFields } from './common-fields.tsx';
import {
  MatchingSection,
  PlaceFields,
  placeErrors,
  placeRegistrations,
  SectorsField,
  usePlaceWatch,
} from './matching-fields.tsx';

interface CofounderFieldsProps {
  register: UseFormRegister<CofounderValues>;
  control: Control<CofounderValues>;
  errors?: FieldErrors<CofounderValues>;
}

export function CofounderFields({ register, control, errors }: CofounderFieldsProps) {
  const m = useMessages(profilesMessages);
  const place = placeRegistrations(register);
  const placeError = placeErrors(errors);
  const { sectorCount, chosenState } = usePlaceWatch(control);
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
        <SectorsField registration={place.sectors} count={sectorCount} error={placeError.sectors} />
        <PlaceFields state={place.state} city={place.city} chosenState={chosenState} errors={placeError} />
      </MatchingSection>
    </>
  );
}
