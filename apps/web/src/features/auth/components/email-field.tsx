import type { ComponentProps } from 'react';
import { TextField } from '../../../components/text-field.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { authWords } from '../words/index.ts';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'label'>;

/** The sign-in and sign-up email box: email keyboard on phones, no autocorrect or capitals. */
export function EmailField(props: EmailFieldProps) {
  const m = useWords(authWords);
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
