import type { ComponentProps } from 'react';
import { TextField } from '../../../components/text-field.tsx';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'label'>;

/** The sign-in and sign-up email box: email keyboard on phones, no autocorrect or capitals. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
