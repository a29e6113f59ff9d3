import type { ComponentProps } from 'react';
import { TextField } from '../../../components/text-field.tsx';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { authMessages } from '../messages/index.ts';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'label'>;

/** The sign-in and sign-up email box: email keyboard on phones, no autocorrect or capitals. */
export function EmailField(props: EmailFieldProps) {
  const m = useMessages(authMessages);
  return (
    <TextField
      label={m.email}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
