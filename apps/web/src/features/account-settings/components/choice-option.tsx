import type { ReactNode } from 'react';

/**
 * One radio choice of a settings card (a language, the digest, who sees a detail): a pill that
 * shows which is chosen and where keyboard focus is. Arrow keys move between a group's choices.
 */
export function ChoiceOption({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-4 py-2.5 ring-1 ring-ink-200 has-checked:bg-saffron-50 has-checked:ring-2 has-checked:ring-saffron-500 has-focus-visible:outline-2 has-focus-visible:outline-saffron-500 has-focus-visible:outline-offset-2">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-saffron-600 focus-visible:outline-none"
      />
      {children}
    </label>
  );
}
