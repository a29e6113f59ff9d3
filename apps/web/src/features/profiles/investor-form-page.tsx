import type { OwnUser } from '@ideaignite/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWords } from '../../lib/i18n/words.ts';
import { InvestorFields } from './components/investor-fields.tsx';
import { OnboardingLayout } from './components/onboarding-layout.tsx';
import { PictureField } from './components/picture-field.tsx';
import { SetupActions } from './components/setup-actions.tsx';
import { type InvestorValues, investorBody, investorValues } from './role-form-values.ts';
import { useProfilePrefill } from './use-profile-prefill.ts';
import { useSetupSubmit } from './use-setup-submit.ts';
import { profilesWords } from './words/index.ts';

const fromUser = (user: OwnUser) => investorValues(user.profiledetails);

/** /InvestorForm: the Investor's profile set-up. */
export function InvestorFormPage() {
  const m = useWords(profilesWords);
  const form = useForm<InvestorValues>({ defaultValues: investorValues(null) });
  const user = useProfilePrefill(form, fromUser);
  const [picture, setPicture] = useState<File | null>(null);
  const { submit, pending, feedback } = useSetupSubmit('Investor');
  return (
    <OnboardingLayout profileRole="Investor" title={m.investorTitle} intro={m.investorIntro}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => submit(investorBody(values, picture, 'setup')))}
        className="flex flex-col gap-6"
      >
        <PictureField file={picture} onChange={setPicture} currentUrl={user?.profiledetails.profilePic} />
        <InvestorFields
          register={form.register}
          control={form.control}
          errors={form.formState.errors}
          variant="setup"
        />
        {feedback}
        <SetupActions profileRole="Investor" pending={pending} />
      </form>
    </OnboardingLayout>
  );
}
