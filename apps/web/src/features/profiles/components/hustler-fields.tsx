import { HUSTLER_FORM_STAGES, HUSTLER_SKILLS, UPDATE_PROFILE_STAGES } from '@ideaignite/contract';
import { CheckboxGroup } from '../../../components/checkbox-group.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import type { HustlerValues } from '../role-form-values.ts';
import { profilesWords } from '../words/index.ts';
import { CommonFields } from './common-fields.tsx';
import { MatchingSection, PlaceFields, type PlaceForm, SectorsField } from './matching-fields.tsx';

interface HustlerFieldsProps extends PlaceForm<HustlerValues> {
  /** The set-up form (five stages, skill checkboxes) or the update screen (four stages, skills as text). */
  variant: 'setup' | 'update';
}

const UPDATE_STAGE_OPTIONS = UPDATE_PROFILE_STAGES.map((stage) => ({ value: stage, label: stage }));

export function HustlerFields({ register, control, errors, variant }: HustlerFieldsProps) {
  const m = useWords(profilesWords);
  const t = useContractText();
  // The stored value stays English; only the words shown are translated.
  const stages = (variant === 'setup' ? HUSTLER_FORM_STAGES : UPDATE_STAGE_OPTIONS).map((stage) => ({
    value: stage.value,
    label: t(stage.label),
  }));
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
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="project"
          label={m.project}
          hint={variant === 'update' ? m.projectRequiredHint : m.projectHint}
          aria-required={variant === 'update' ? true : undefined}
          error={errors?.project?.message}
          {...register('project')}
        />
        <SelectField
          id="currentStage"
          label={m.currentStage}
          options={stages}
          error={errors?.currentStage?.message}
          {...register('currentStage')}
        />
      </div>
      <TextAreaField
        label={m.currentWorkQuestion}
        hint={m.currentWorkHint}
        error={errors?.currentWork?.message}
        {...register('currentWork')}
      />
      <TextAreaField
        label={m.contributionQuestion}
        hint={m.contributionHint}
        error={errors?.contribution?.message}
        {...register('contribution')}
      />
      {variant === 'setup' ? (
        <CheckboxGroup
          id="skills"
          legend={m.yourSkills}
          hint={m.yourSkillsHint}
          options={HUSTLER_SKILLS}
          registration={register('skills')}
        />
      ) : (
        <TextField
          id="skills"
          label={m.skills}
          hint={m.skillsHint}
          error={errors?.skills?.message}
          {...register('skills')}
        />
      )}
      <MatchingSection>
        <SectorsField form={form} />
        <PlaceFields form={form} />
      </MatchingSection>
    </>
  );
}
