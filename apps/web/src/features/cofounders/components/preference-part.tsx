import type { PreferencePart as Part } from '@ideaignite/contract';
import { type ReactNode, useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { PreferenceValues } from '../preference-values.ts';
import { WeightChoice } from './weight-choice.tsx';

/** One part of the preferences: its heading, its fields, and how much it matters. */
export function PreferencePart({
  part,
  label,
  register,
  children,
}: {
  part: Part;
  label: string;
  register: UseFormRegister<PreferenceValues>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100"
    >
      <h2 id={headingId} className="font-semibold text-ink-900 text-lg">
        {label}
      </h2>
      {children}
      <WeightChoice part={part} label={label} register={register} />
    </section>
  );
}
