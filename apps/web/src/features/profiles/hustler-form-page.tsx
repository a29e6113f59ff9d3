import type { OwnUser } from '@ideaignite/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWords } from '../../lib/i18n/words.ts';
import { HustlerFields } from './components/hustler-fields.tsx';
import { OnboardingLayout } from './components/onboarding-layout.tsx';
import { PictureField } from './components/picture-field.tsx';
import { SetupActions } from './components/setup-actions.tsx';
import { type HustlerValues, hustlerBody, hustlerValues } from './role-form-values.ts';
import { useProfilePrefill } from './use-profile-prefill.ts';
import { useSetupSubmit } from './use-setup-submit.ts';
import { profilesWords } from './words/index.ts';

const fromUser = (user: OwnUser) => hustlerValues(user.profiledetails, 'setup');

/** /HustlerForm: the Hustler's profile set-up (spec section 2). */
export function HustlerFormPage() {
  const m = useWords(profilesWords);
  const form = useForm<HustlerValues>({ defaultValues: hustlerValues(null, 'setup') });
  const user = useProfilePrefill(form, fromUser);
  const [picture, setPicture] = useState<File | null>(null);
  const { submit, pending, feedback } = useSetupSubmit('Hustler');
  return (
    <OnboardingLayout profileRole="Hustler" title={m.hustlerTitle} intro={m.hustlerIntro}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => submit(hustlerBody(values, picture)))}
        className="flex flex-col gap-6"
      >
        <PictureField file={picture} onChange={setPicture} currentUrl={user?.profiledetails.profilePic} />
        <HustlerFields
          register={form.register}
          control={form.control}
          errors={form.formState.errors}
          variant="setup"
        />
        {feedback}
        <SetupActions profileRole="Hustler" pending={pending} />
      </form>
    </OnboardingLayout>
  );
}
