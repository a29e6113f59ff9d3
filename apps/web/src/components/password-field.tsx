import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { useWords } from '../lib/i18n/words.ts';
import { TextField } from './text-field.tsx';
import { componentsWords } from './words/index.ts';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'label'> & {
  autoComplete: 'current-password' | 'new-password';
  /** 'Password' unless the form has several ('Current password', 'New password'). */
  label?: string;
};

/** The shared TextField with a show/hide toggle laid over the input's right edge. */
export function PasswordField({ id, style, label: ownLabel, ...props }: PasswordFieldProps) {
  const m = useWords(componentsWords);
  const label = ownLabel ?? m.password;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField
        {...props}
        id={inputId}
        label={label}
        type={visible ? 'text' : 'password'}
        style={{ ...style, paddingRight: '3rem' }}
      />
      {/* top-[26px]: below the label (20px line + 6px gap), the height of the 44px input. */}
      <button
        type="button"
        aria-label={m.showPassword(label)}
        aria-pressed={visible}
        aria-controls={inputId}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute top-[26px] right-1 flex h-11 w-10 items-center justify-center rounded-lg text-ink-500 hover:text-ink-800 focus-visible:outline-2 focus-visible:outline-saffron-500"
      >
        {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
      </button>
    </div>
  );
}
