import { type ReactNode, useId } from 'react';
import { labelClasses } from '../../../components/field-styles.ts';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { postingFormWords } from './words/index.ts';

/** A card of the form with its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6">
      <h2 className="mb-4 font-semibold text-ink-900 text-lg">{title}</h2>
      <div className="flex flex-col gap-5">{children}</div>
    </section>
  );
}

/** A group of radios or checkboxes (or a pair of inputs) under one legend, its error tied to it. */
export function Fieldset({
  field,
  legend,
  hint,
  error,
  children,
  className,
}: {
  /** The form field it stands for: the first control inside takes the focus on an error. */
  field: string;
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const t = useContractText();
  const noteId = `job-${field.replace('.', '-')}-note`;
  const note = error ? t(error) : hint;
  return (
    <fieldset
      data-field={field}
      aria-describedby={note ? noteId : undefined}
      aria-invalid={error ? true : undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      <legend className={cn(labelClasses, 'mb-2')}>{legend}</legend>
      {children}
      {note ? (
        <p id={noteId} className={error ? 'text-danger-700 text-sm' : 'text-ink-500 text-xs'}>
          {note}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One radio or checkbox with its label, a comfortable target on phones. */
export function Choice({
  type,
  name,
  label,
  checked,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2 text-ink-800 text-sm ring-1 transition-colors',
        checked ? 'bg-saffron-50 ring-saffron-400' : 'bg-white ring-ink-200 hover:bg-ink-50',
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-saffron-600"
      />
      {label}
    </label>
  );
}

/** "Candidates will never be asked to pay": one checkbox, required on every save, its hint or error tied to it. */
export function Declaration({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const m = useWords(postingFormWords);
  const t = useContractText();
  const noteId = useId();
  return (
    <div
      className={cn(
        'rounded-card bg-white p-5 shadow-card ring-1 sm:p-6',
        error ? 'ring-danger-600' : 'ring-ink-100',
      )}
    >
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          data-field="noFeeDeclaration"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          className="mt-1 size-5 shrink-0 accent-saffron-600"
        />
        <span className="font-semibold text-ink-900">{m.declaration}</span>
      </label>
      <p id={noteId} className={cn('mt-1 pl-8 text-sm', error ? 'text-danger-700' : 'text-ink-600')}>
        {error ? t(error) : m.declarationHint}
      </p>
    </div>
  );
}
