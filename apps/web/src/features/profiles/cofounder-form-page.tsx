import type { OwnUser } from '@ideaignite/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWords } from '../../lib/i18n/words.ts';
import { CofounderFields } from './components/cofounder-fields.tsx';
import { OnboardingLayout } from './components/onboarding-layout.tsx';
import { PictureField } from './components/picture-field.tsx';
import { SetupActions } from './components/setup-actions.tsx';
import { type CofounderValues, cofounderBody, cofounderValues } from './role-form-values.ts';
import { useProfilePrefill } from './use-profile-prefill.ts';
import { useSetupSubmit } from './use-setup-submit.ts';
import { profilesWords } from './words/index.ts';

const fromUser = (user: OwnUser) => cofounderValues(user.profiledetails);

/** /CofunderForm (the spec's spelling): the Co-founder's profile set-up. */
export function CofounderFormPage() {
  const m = useWords(profilesWords);
  const form = useForm<CofounderValues>({ defaultValues: cofounderValues(null) });
  const user = useProfilePrefill(form, fromUser);
  const [picture, setPicture] = useState<File | null>(null);
  const { submit, pending, feedback } = useSetupSubmit('Cofounder');
  return (
    <OnboardingLayout profileRole="Cofounder" title={m.cofounderTitle} intro={m.cofounderIntro}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => submit(cofounderBody(values, picture)))}
        className="flex flex-col gap-6"
      >
        <PictureField file={picture} onChange={setPicture} currentUrl={user?.profiledetails.profilePic} />
        <CofounderFields register={form.register} control={form.control} errors={form.formState.errors} />
        {feedback}
        <SetupActions profileRole="Cofounder" pending={pending} />
      </form>
    </OnboardingLayout>
  );
}
