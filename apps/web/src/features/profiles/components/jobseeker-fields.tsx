import { AVAILABILITIES } from '@ideaignite/contract';
import { SelectField } from '../../../components/select-field.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import type { JobseekerValues } from '../role-form-values.ts';
import { profilesWords } from '../words/index.ts';
import { MatchingSection, PlaceFields, type PlaceForm, SectorsField } from './matching-fields.tsx';

type JobseekerFieldsProps = PlaceForm<JobseekerValues>;

export function JobseekerFields({ register, control, errors }: JobseekerFieldsProps) {
  const m = useWords(profilesWords);
  const t = useContractText();
  const form = { register, control, errors };
  const availabilities = AVAILABILITIES.map((option) => ({ value: option.value, label: t(option.label) }));
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="Username"
          label={m.userName}
          autoComplete="name"
          error={errors?.Username?.message}
          {...register('Username')}
        />
        <TextField
          id="desiredRole"
          label={m.desiredRole}
          hint={m.desiredRoleHint}
          error={errors?.desiredRole?.message}
          {...register('desiredRole')}
        />
      </div>
      <TextAreaField
        id="aboutMe"
        label={m.aboutMe}
        hint={m.aboutMeHint}
        error={errors?.aboutMe?.message}
        {...register('aboutMe')}
      />
      <TextField
        id="skills"
        label={m.strengths}
        hint={m.jobseekerStrengthsHint}
        error={errors?.skills?.message}
        {...register('skills')}
      />
      <TextAreaField
        id="experience"
        label={m.dreamProject}
        hint={m.dreamProjectHint}
        error={errors?.experience?.message}
        {...register('experience')}
      />
      <MatchingSection>
        <SelectField
          id="availability"
          label={m.availability}
          options={availabilities}
          emptyOption={m.availabilityEmpty}
          error={errors?.availability?.message}
          {...register('availability')}
        />
        <SectorsField form={form} />
        <PlaceFields form={form} />
      </MatchingSection>
    </>
  );
}
