import { type OwnUser, PRODUCT_NAME } from '@ideaignite/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWords } from '../../lib/i18n/words.ts';
import { JobseekerFields } from './components/jobseeker-fields.tsx';
import { OnboardingLayout } from './components/onboarding-layout.tsx';
import { PictureField } from './components/picture-field.tsx';
import { SetupActions } from './components/setup-actions.tsx';
import { type JobseekerValues, jobseekerBody, jobseekerValues } from './role-form-values.ts';
import { useProfilePrefill } from './use-profile-prefill.ts';
import { useSetupSubmit } from './use-setup-submit.ts';
import { profilesWords } from './words/index.ts';

const fromUser = (user: OwnUser) => jobseekerValues(user.profiledetails);

/** /JobseekerForm: the Job Seeker's profile set-up; only the fields filled in are sent. */
export function JobseekerFormPage() {
  const m = useWords(profilesWords);
  const form = useForm<JobseekerValues>({ defaultValues: jobseekerValues(null) });
  const user = useProfilePrefill(form, fromUser);
  const [picture, setPicture] = useState<File | null>(null);
  const { submit, pending, feedback } = useSetupSubmit('Jobseeker');
  return (
    <OnboardingLayout profileRole="Jobseeker" title={m.jobseekerTitle} intro={m.jobseekerIntro(PRODUCT_NAME)}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => submit(jobseekerBody(values, picture, 'setup')))}
        className="flex flex-col gap-6"
      >
        <PictureField file={picture} onChange={setPicture} currentUrl={user?.profiledetails.profilePic} />
        <JobseekerFields register={form.register} control={form.control} errors={form.formState.errors} />
        {feedback}
        <SetupActions profileRole="Jobseeker" pending={pending} />
      </form>
    </OnboardingLayout>
  );
}
