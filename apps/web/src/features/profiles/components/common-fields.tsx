import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { profilesWords } from '../words/index.ts';

interface CommonFieldsProps {
  username: UseFormRegisterReturn;
  phone?: UseFormRegisterReturn;
  bio?: UseFormRegisterReturn;
  errors?: { Username?: string; phoneno?: string; bio?: string };
}

/** User name, phone number and bio: the start of most roles' forms. */
export function CommonFields({ username, phone, bio, errors }: CommonFieldsProps) {
  const m = useWords(profilesWords);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="Username"
          label={m.userName}
          autoComplete="name"
          error={errors?.Username}
          {...username}
        />
        {phone ? <PhoneField registration={phone} error={errors?.phoneno} /> : null}
      </div>
      {bio ? <TextAreaField id="bio" label={m.bio} hint={m.bioHint} error={errors?.bio} {...bio} /> : null}
    </>
  );
}

export function PhoneField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const m = useWords(profilesWords);
  return (
    <TextField
      id="phoneno"
      label={m.phoneNumber}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={m.phonePlaceholder}
      hint={m.phoneHint}
      error={error}
      {...registration}
    />
  );
}
